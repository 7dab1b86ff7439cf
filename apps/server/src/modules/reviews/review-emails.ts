import { BRAND_NAME } from '@app/domain/constants/brand';
import { greetingName } from '@app/domain/rules/contact';
import { renderEmail, type MailSignature } from '../../adapters/mail/layout.ts';
import type { MailMessage } from '../../adapters/mail/mail.ts';
import { REVIEW_CONFIRMATION_TTL_MS } from '@app/domain/constants/deals';
import { durationText } from '@app/domain/rules/duration-text';

export function reviewConfirmationEmail(
  to: { email: string; name: string },
  professionalName: string,
  url: string,
  signature: MailSignature,
): MailMessage {
  const { html, text } = renderEmail({
    preheader: `Confirme a avaliação que você escreveu para ${professionalName}.`,
    greeting: `Olá, ${greetingName(to.name) || to.name}!`,
    paragraphs: [
      `Recebemos sua avaliação de ${professionalName} no ${BRAND_NAME}.`,
      'Para que ela siga para a revisão da nossa equipe e seja publicada, confirme que foi você quem a enviou clicando no botão abaixo.',
    ],
    action: { label: 'Confirmar avaliação', url },
    notes: [
      `Este link vale por ${durationText(REVIEW_CONFIRMATION_TTL_MS)}. Depois disso, a avaliação não confirmada é descartada.`,
      'Se você não enviou esta avaliação, ignore esta mensagem: ela não será publicada.',
    ],
    signature,
  });
  return { to: to.email, subject: `Confirme sua avaliação no ${BRAND_NAME}`, html, text };
}
