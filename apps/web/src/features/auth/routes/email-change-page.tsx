import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmailLinkStatus, useEmailLinkConfirmation, useEmailLinkToken } from '@/components/email-link-page';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { sessionQueryOptions } from '@/lib/session';
import { confirmEmailChange } from '../api/confirm-email-change';

const INVALID_LINK = 'Link inválido. Abra o link exatamente como chegou no seu e-mail.';

/** The target of the link mailed to a new address: confirms it, then the account uses it. */
export function Component() {
  const queryClient = useQueryClient();
  const token = useEmailLinkToken();
  const result = useEmailLinkConfirmation(async () => {
    if (!token) throw new Error(INVALID_LINK);
    const { email } = await confirmEmailChange(token);
    void queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: ['me'] });
    return email;
  });

  if (result.phase === 'loading') {
    return (
      <EmailLinkStatus phase="loading" title="Confirmando seu novo e-mail..." description="Aguarde um instante." />
    );
  }
  if (result.phase === 'error') {
    return (
      <EmailLinkStatus
        phase="error"
        title="Não foi possível confirmar o e-mail"
        description={token ? errorMessage(result.error) : INVALID_LINK}
      >
        <Button asChild className="w-full">
          <Link to="/profissionais-area/configuracoes">Ir para Configurações</Link>
        </Button>
      </EmailLinkStatus>
    );
  }
  return (
    <EmailLinkStatus
      phase="success"
      title="E-mail alterado!"
      description={`A partir de agora, entre com ${result.value}. Avisamos o endereço anterior sobre a alteração.`}
    >
      <Button asChild className="w-full">
        <Link to="/profissionais-area/configuracoes">Ir para Configurações</Link>
      </Button>
    </EmailLinkStatus>
  );
}
