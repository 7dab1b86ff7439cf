import { z } from 'zod';
import { CONTACT_ANSWER_MESSAGES } from './interaction-messages.ts';

export const INTERACTION_TYPES = ['profile_view', 'contact_click', 'share_click'] as const;
export type InteractionType = (typeof INTERACTION_TYPES)[number];

const visitorId = z.string('Visitante inválido.').trim().min(8, 'Visitante inválido.').max(100, 'Visitante inválido.');

export const interactionSchema = z.object({
  interaction_type: z.enum(INTERACTION_TYPES, 'Tipo de interação inválido.'),
  visitor_id: visitorId,
});

/** 'Sim' or 'Não' to 'O profissional respondeu seu contato?'; 'Ainda não' is not sent. */
export const contactAnswerSchema = z.object({
  visitor_id: visitorId,
  answer: z.enum(['yes', 'no'], CONTACT_ANSWER_MESSAGES.answer),
});
export type ContactAnswer = z.infer<typeof contactAnswerSchema>;
