import { REVIEW_COOLDOWN_MS } from '../constants/business.ts';
import { REVIEW_CONFIRMATION_TTL_MS } from '../constants/deals.ts';
import { durationText } from '../rules/duration-text.ts';

/** What the review form, its confirmation and the API say (without zod: the profile shows some of it). */
export const REVIEW_MESSAGES = {
  rating: 'Por favor, selecione uma classificação em estrelas.',
  projectRequired: 'O link do projeto é obrigatório.',
  projectInvalid: 'Por favor, insira um link válido começando com http:// ou https://',
  name: 'Por favor, informe seu nome.',
  email: 'Por favor, informe um e-mail válido.',
  comment: 'Por favor, escreva um comentário sobre o trabalho.',
  duplicate: 'Você já avaliou este profissional anteriormente.',
  cooldown: 'Não é possível enviar uma nova avaliação neste momento. Por favor, tente novamente mais tarde.',
  success: 'Sua avaliação foi enviada e será exibida após aprovação.',
  checkEmail: `Enviamos um link para o seu e-mail: clique em "Confirmar avaliação" para que ela siga para aprovação. Sem a confirmação, ela é descartada em ${durationText(REVIEW_CONFIRMATION_TTL_MS)}.`,
  confirmed: 'Obrigado! Sua avaliação será publicada depois de revisada pela nossa equipe.',
  confirmationInvalid: `Este link de confirmação é inválido ou expirou. Se a avaliação tiver mais de ${durationText(REVIEW_CONFIRMATION_TTL_MS)} sem confirmação, envie-a novamente.`,
  failure: 'Ocorreu um erro ao enviar sua avaliação. Por favor, tente novamente.',
  empty: 'Este profissional ainda não possui avaliações. Seja o primeiro a avaliar!',
  ownProfile: 'Este é o e-mail da conta do profissional: não é possível avaliar o próprio perfil.',
  cooldownRule: `Cada navegador pode enviar uma avaliação a cada ${durationText(REVIEW_COOLDOWN_MS)}.`,
  cooldownUntil: (date: string) =>
    `Você enviou uma avaliação há pouco. Uma nova avaliação será possível a partir de ${date}.`,
} as const;
