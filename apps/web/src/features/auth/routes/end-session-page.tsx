import { Link } from 'react-router';
import type { EndedByLink } from '@app/domain/schemas/api/sessions';
import { EmailLinkStatus, useEmailLinkConfirmation, useEmailLinkToken } from '@/components/email-link-page';
import { Button } from '@/components/ui/button';
import { api, errorMessage } from '@/lib/api-client';

const INVALID_LINK = 'Link inválido. Abra o link exatamente como chegou no seu e-mail.';

/** What to do once the stranger is out: a new password, since whoever came in knew it. */
function NextStep({ role }: { role: EndedByLink['role'] }) {
  if (role === 'admin')
    return (
      <p className="text-center text-sm text-muted-foreground">
        Troque a senha de administrador no servidor (<code>npm run admin:password</code>) e entre de novo.
      </p>
    );
  return (
    <Button asChild className="w-full">
      <Link to="/profissional-login" state={{ forgot: true }}>
        Criar uma nova senha
      </Link>
    </Button>
  );
}

/**
 * The target of the new-device e-mail's 'Não fui eu': ends that session without signing in (whoever
 * reads the mailbox owns the account), then points to a new password.
 */
export function Component() {
  const token = useEmailLinkToken();
  const result = useEmailLinkConfirmation(async () => {
    if (!token) throw new Error(INVALID_LINK);
    return api.post<EndedByLink>('/api/auth/sessions/end-by-link', { token });
  });

  if (result.phase === 'loading')
    return <EmailLinkStatus phase="loading" title="Encerrando o acesso..." description="Aguarde um instante." />;
  if (result.phase === 'error')
    return (
      <EmailLinkStatus
        phase="error"
        title="Não foi possível encerrar o acesso"
        description={token ? errorMessage(result.error) : INVALID_LINK}
      >
        <Button asChild variant="outline" className="w-full">
          <Link to="/profissional-login">Entrar e ver as sessões ativas</Link>
        </Button>
      </EmailLinkStatus>
    );
  const { ended, device, role } = result.value;
  return (
    <EmailLinkStatus
      phase="success"
      title={ended ? 'Acesso encerrado' : 'Esse acesso já estava encerrado'}
      description={
        ended
          ? `O acesso pelo ${device} saiu da sua conta. Troque sua senha agora: quem entrou a conhecia.`
          : `O acesso pelo ${device} já não está conectado. Se não foi você quem entrou, troque sua senha mesmo assim.`
      }
    >
      <NextStep role={role} />
    </EmailLinkStatus>
  );
}
