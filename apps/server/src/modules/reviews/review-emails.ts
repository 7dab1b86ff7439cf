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

/** To the professional: a client confirmed a review, which now waits for the team (not yet public). */
export function reviewAwaitingEmail(to: { email: string; name: string }, review: { userName: string; rating: number }, dashboardUrl: string, signature: MailSignature): MailMessage {
  const { html, text } = renderEmail({
    preheader: `${review.userName} avaliou o seu trabalho.`,
    greeting: `Olá, ${greetingName(to.name) || to.name}!`,
    paragraphs: [
      `${review.userName} deixou uma avaliação de ${review.rating} ${review.rating === 1 ? 'estrela' : 'estrelas'} para o seu trabalho no ${BRAND_NAME}.`,
      'Ela passa pela revisão da nossa equipe e aparece no seu perfil assim que for aprovada. Avisaremos você por e-mail.',
    ],
    action: { label: 'Abrir meu painel', url: dashboardUrl },
    notes: ['Avaliações não podem ser editadas nem removidas pelo profissional. Se algo nela for falso ou ofensivo, fale com o suporte.'],
    signature,
  });
  return { to: to.email, subject: `Você recebeu uma nova avaliação no ${BRAND_NAME}`, html, text };
}

/** To the professional: the team approved a review, now shown on the profile. */
export function reviewPublishedEmail(to: { email: string; name: string }, review: { userName: string; rating: number }, profileUrl: string, signature: MailSignature): MailMessage {
  const { html, text } = renderEmail({
    preheader: `A avaliação de ${review.userName} já aparece no seu perfil.`,
    greeting: `Olá, ${greetingName(to.name) || to.name}!`,
    paragraphs: [
      `A avaliação de ${review.rating} ${review.rating === 1 ? 'estrela' : 'estrelas'} que ${review.userName} deixou para você foi aprovada pela nossa equipe e já aparece no seu perfil.`,
    ],
    action: { label: 'Ver meu perfil', url: profileUrl },
    notes: ['Boas avaliações ajudam você a subir em "Melhor avaliados".'],
    signature,
  });
  return { to: to.email, subject: `Sua nova avaliação foi publicada no ${BRAND_NAME}`, html, text };
}
