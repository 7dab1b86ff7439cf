import { z } from 'zod';
import { RATING_MAX, RATING_MIN, REVIEW_COOLDOWN_MS } from '../constants/business.ts';
import { httpUrl, multiLineText, singleLineText } from './common.ts';
import { REVIEW_CONFIRMATION_TTL_MS } from '../constants/deals.ts';
import { durationText } from '../rules/duration-text.ts';

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
  cooldownUntil: (date: string) => `Você enviou uma avaliação há pouco. Uma nova avaliação será possível a partir de ${date}.`,
} as const;

export const reviewSchema = z.object({
  rating: z
    .number(REVIEW_MESSAGES.rating)
    .int(REVIEW_MESSAGES.rating)
    .min(RATING_MIN, REVIEW_MESSAGES.rating)
    .max(RATING_MAX, REVIEW_MESSAGES.rating),
  project_url: z
    .string(REVIEW_MESSAGES.projectRequired)
    .trim()
    .min(1, REVIEW_MESSAGES.projectRequired)
    .pipe(httpUrl(REVIEW_MESSAGES.projectInvalid)),
  user_name: singleLineText(REVIEW_MESSAGES.name).min(1, REVIEW_MESSAGES.name).max(120, REVIEW_MESSAGES.name),
  user_email: z.string(REVIEW_MESSAGES.email).trim().toLowerCase().pipe(z.email(REVIEW_MESSAGES.email).max(254, REVIEW_MESSAGES.email)),
  comment: multiLineText(REVIEW_MESSAGES.comment).min(1, REVIEW_MESSAGES.comment).max(2000, 'O comentário pode ter no máximo 2000 caracteres.'),
  /** The browser's visitor id: with an earlier contact click it earns the 'Contato pelo Palco Brasil' badge. */
  visitor_id: z.string().trim().min(8, 'Visitante inválido.').max(100, 'Visitante inválido.').optional(),
});

export type ReviewInput = z.input<typeof reviewSchema>;
export type Review = z.output<typeof reviewSchema>;

/** The token from the link in 'Confirme sua avaliação'. */
export const reviewConfirmationSchema = z.object({
  token: z.string(REVIEW_MESSAGES.confirmationInvalid).trim().min(20, REVIEW_MESSAGES.confirmationInvalid).max(200, REVIEW_MESSAGES.confirmationInvalid),
});
