import { RESPONSE_QUESTION_DELAY_MS } from '../constants/deals.ts';
import { durationText } from '../rules/duration-text.ts';

/** 'O profissional respondeu seu contato?' and its answers (without zod: the profile asks it). */
export const CONTACT_ANSWER_MESSAGES = {
  question: 'O profissional respondeu seu contato?',
  answer: 'Responda Sim ou Não.',
  thanks: 'Obrigado! Sua resposta ajuda outros clientes.',
  duplicate: 'Você já respondeu sobre o contato com este profissional.',
  tooEarly: `Você poderá responder ${durationText(RESPONSE_QUESTION_DELAY_MS, 'hour')} depois de entrar em contato com este profissional por aqui.`,
} as const;
