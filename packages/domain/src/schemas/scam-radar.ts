import { z } from 'zod';
import { pagedSchema } from './api/common.ts';

export const SCAM_RADAR_MESSAGES = {
  text: 'Envie o texto a conferir (até 5000 caracteres).',
  label: 'Dê um nome ao padrão (de 3 a 80 caracteres).',
  phrases: 'Escreva de 1 a 40 frases, uma por linha, cada uma com 3 a 80 caracteres.',
  advice: 'Escreva o que o leitor deve saber (de 10 a 400 caracteres).',
  empty: 'Nada para mudar.',
  patternNotFound: 'Padrão não encontrado.',
  flagNotFound: 'Alerta não encontrado ou já revisado.',
} as const;

const M = SCAM_RADAR_MESSAGES;
const label = z.string(M.label).trim().min(3, M.label).max(80, M.label);
/** One phrase per item (the form sends the lines of a text box), blanks dropped. */
const phrases = z
  .array(z.string(M.phrases).trim().max(80, M.phrases), M.phrases)
  .transform((list) => [...new Set(list.filter(Boolean))])
  .pipe(z.array(z.string().min(3, M.phrases)).min(1, M.phrases).max(40, M.phrases));
const advice = z.string(M.advice).trim().min(10, M.advice).max(400, M.advice);

export const scamPatternInputSchema = z.object({ label, phrases, advice });
export const scamPatternUpdateSchema = z
  .object({ label, phrases, advice, active: z.boolean() })
  .partial()
  .refine((v) => Object.keys(v).length > 0, M.empty);
export type ScamPatternInput = z.input<typeof scamPatternInputSchema>;

export const scamPatternSchema = z.object({
  id: z.number(),
  label: z.string(),
  phrases: z.array(z.string()),
  advice: z.string(),
  active: z.boolean(),
});
export type ScamPatternRow = z.infer<typeof scamPatternSchema>;
export const scamPatternsSchema = z.object({ items: z.array(scamPatternSchema) });

/** A text the radar flagged, for the team: who wrote it, what it met, an excerpt. */
export const scamFlagSchema = z.object({
  id: z.string(),
  kind: z.enum(['quote', 'request', 'agreement']),
  labels: z.array(z.string()),
  excerpt: z.string(),
  created_at: z.string(),
  /** The professional who wrote a quote (null for a client's request). */
  professional: z.object({ id: z.string(), name: z.string(), path: z.string() }).nullable(),
  /** The client who wrote a request (null for a quote). */
  client_email: z.string().nullable(),
});
export type ScamFlag = z.infer<typeof scamFlagSchema>;
export const scamFlagPageSchema = pagedSchema(scamFlagSchema);
export const scamFlagReviewedSchema = z.object({ id: z.string(), reviewed_at: z.string() });

/** POST /api/safety/check: a text before it is sent, read by the radar for its writer. */
export const safetyCheckSchema = z.object({
  text: z.string(M.text).max(5000, M.text),
});
export const safetyCheckResultSchema = z.object({
  notes: z.array(z.object({ label: z.string(), advice: z.string() })),
});
