import { z } from 'zod';
import { RESPONSE_QUESTION_DELAY_MS } from '../constants/deals.ts';
import { durationText } from '../rules/duration-text.ts';

export const INTERACTION_TYPES = ['profile_view', 'contact_click', 'share_click'] as const;
export type InteractionType = (typeof INTERACTION_TYPES)[number];

const visitorId = z.string('Visitante inválido.').trim().min(8, 'Visitante inválido.').max(100, 'Visitante inválido.');

export const interactionSchema = z.object({
  interaction_type: z.enum(INTERACTION_TYPES, 'Tipo de interação inválido.'),
  visitor_id: visitorId,
});

export const CONTACT_ANSWER_MESSAGES = {
  question: 'O profissional respondeu seu contato?',
  answer: 'Responda Sim ou Não.',
  thanks: 'Obrigado! Sua resposta ajuda outros clientes.',
  duplicate: 'Você já respondeu sobre o contato com este profissional.',
  tooEarly: `Você poderá responder ${durationText(RESPONSE_QUESTION_DELAY_MS, 'hour')} depois de entrar em contato com este profissional por aqui.`,
} as const;

/** 'Sim' or 'Não' to 'O profissional respondeu seu contato?'; 'Ainda não' is not sent. */
export const contactAnswerSchema = z.object({
  visitor_id: visitorId,
  answer: z.enum(['yes', 'no'], CONTACT_ANSWER_MESSAGES.answer),
});
export type ContactAnswer = z.infer<typeof contactAnswerSchema>;
