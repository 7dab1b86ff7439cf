import { REVIEW_MESSAGES } from '@app/domain/schemas/review-messages';
import { Link } from 'react-router';
import { EmailLinkStatus, useEmailLinkConfirmation, useEmailLinkToken } from '@/components/email-link-page';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { confirmReview } from '../api/confirm-review';

/** The server's reason when it refused the link; a generic sentence when it could not answer. */
function refusal(token: string | null, error: unknown): string {
  if (!token) return REVIEW_MESSAGES.confirmationInvalid;
  if (error instanceof ApiError && error.status < 500) return error.message;
  return 'Não foi possível confirmar sua avaliação agora. Tente abrir o link novamente em alguns minutos.';
}

/** The page of the link in 'Confirme sua avaliação': the token rides in the hash. */
export function Component() {
  const token = useEmailLinkToken();
  const result = useEmailLinkConfirmation(async () => {
    if (!token) throw new Error(REVIEW_MESSAGES.confirmationInvalid);
    await confirmReview(token);
  });

  const toSearch = (
    <Button asChild className="w-full">
      <Link to="/profissionais">Ver profissionais</Link>
    </Button>
  );

  if (result.phase === 'loading') {
    return <EmailLinkStatus phase="loading" title="Confirmando sua avaliação..." description="Aguarde um instante." />;
  }

  if (result.phase === 'error') {
    return (
      <EmailLinkStatus phase="error" title="Não foi possível confirmar" description={refusal(token, result.error)}>
        {toSearch}
      </EmailLinkStatus>
    );
  }

  return (
    <EmailLinkStatus phase="success" title="Avaliação confirmada!" description={REVIEW_MESSAGES.confirmed}>
      {toSearch}
    </EmailLinkStatus>
  );
}
