import { BRAND_NAME } from '../constants/brand.ts';
import { REVIEW_CONFIRMATION_TTL_MS } from '../constants/deals.ts';
import { durationText } from '../rules/duration-text.ts';
import { hello, starsText, type EmailText } from './text.ts';

/** To the client who wrote a review: the link that proves the address is theirs. */
export function reviewConfirmationText(name: string, professionalName: string, url: string): EmailText {
  return {
    subject: `Confirme sua avaliação no ${BRAND_NAME}`,
    preheader: `Confirme a avaliação que você escreveu para ${professionalName}.`,
    greeting: hello(name),
    paragraphs: [
      `Recebemos sua avaliação de ${professionalName} no ${BRAND_NAME}.`,
      'Para que ela siga para a revisão da nossa equipe e seja publicada, confirme que foi você quem a enviou clicando no botão abaixo.',
    ],
    action: { label: 'Confirmar avaliação', url },
    notes: [
      `Este link vale por ${durationText(REVIEW_CONFIRMATION_TTL_MS)}. Depois disso, a avaliação não confirmada é descartada.`,
      'Se você não enviou esta avaliação, ignore esta mensagem: ela não será publicada.',
    ],
  };
}

export interface ReviewNotice {
  userName: string;
  rating: number;
}

/** Said under every notice a professional can turn off. */
export const OPTIONAL_NOTICE_NOTE = 'Você pode desativar este tipo de aviso em Configurações, no seu painel.';

/** To the professional: a client confirmed a review, which now waits for the team (not yet public). */
export function reviewAwaitingText(name: string, review: ReviewNotice, dashboardUrl: string): EmailText {
  return {
    subject: `Você recebeu uma nova avaliação no ${BRAND_NAME}`,
    preheader: `${review.userName} avaliou o seu trabalho.`,
    greeting: hello(name),
    paragraphs: [
      `${review.userName} deixou uma avaliação de ${starsText(review.rating)} para o seu trabalho no ${BRAND_NAME}.`,
      'Ela passa pela revisão da nossa equipe e aparece no seu perfil assim que for aprovada. Avisaremos você por e-mail.',
    ],
    action: { label: 'Abrir meu painel', url: dashboardUrl },
    notes: [
      'Avaliações não podem ser editadas nem removidas pelo profissional. Se algo nela for falso ou ofensivo, fale com o suporte.',
      OPTIONAL_NOTICE_NOTE,
    ],
  };
}

/** To the professional: the team approved a review, now shown on the profile. */
export function reviewPublishedText(name: string, review: ReviewNotice, profileUrl: string): EmailText {
  return {
    subject: `Sua nova avaliação foi publicada no ${BRAND_NAME}`,
    preheader: `A avaliação de ${review.userName} já aparece no seu perfil.`,
    greeting: hello(name),
    paragraphs: [
      `A avaliação de ${starsText(review.rating)} que ${review.userName} deixou para você foi aprovada pela nossa equipe e já aparece no seu perfil.`,
    ],
    action: { label: 'Ver meu perfil', url: profileUrl },
    notes: ['Boas avaliações ajudam você a subir em "Melhor avaliados".', OPTIONAL_NOTICE_NOTE],
  };
}
