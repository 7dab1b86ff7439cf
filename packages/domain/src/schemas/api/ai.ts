import { z } from 'zod';

/** The texts of the profile the AI can rewrite (Meu Perfil's biography and equipment, Detalhes' work details). */
export const IMPROVE_TYPES = ['biography', 'equipment', 'work_details'] as const;
export type ImproveType = (typeof IMPROVE_TYPES)[number];

/** What POST /api/ai/improve takes; whether the text is empty is judged by the kind of text, after. */
export const improveRequestSchema = z.object({
  text: z.string('Envie o texto a melhorar.').max(10_000, 'Texto muito longo.'),
  type: z.enum(IMPROVE_TYPES, 'Tipo de texto inválido.'),
});

export const improvedTextSchema = z.object({ improvedText: z.string() });
export type ImprovedText = z.infer<typeof improvedTextSchema>;
