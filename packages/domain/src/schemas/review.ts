import { z } from 'zod';
import { RATING_MAX, RATING_MIN } from '../constants/business.ts';
import { emailAddress, httpUrl, multiLineText, singleLineText } from './common.ts';
import { REVIEW_MESSAGES } from './review-messages.ts';

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
  user_email: emailAddress(REVIEW_MESSAGES.email),
  comment: multiLineText(REVIEW_MESSAGES.comment)
    .min(1, REVIEW_MESSAGES.comment)
    .max(2000, 'O comentário pode ter no máximo 2000 caracteres.'),
  /** The browser's visitor id: with an earlier contact click it earns the 'Contato pelo Palco Brasil' badge. */
  visitor_id: z.string().trim().min(8, 'Visitante inválido.').max(100, 'Visitante inválido.').optional(),
});

export type ReviewInput = z.input<typeof reviewSchema>;
export type Review = z.output<typeof reviewSchema>;

/** The token from the link in 'Confirme sua avaliação'. */
export const reviewConfirmationSchema = z.object({
  token: z
    .string(REVIEW_MESSAGES.confirmationInvalid)
    .trim()
    .min(20, REVIEW_MESSAGES.confirmationInvalid)
    .max(200, REVIEW_MESSAGES.confirmationInvalid),
});
