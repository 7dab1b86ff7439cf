import { z } from 'zod';

export const INTERACTION_TYPES = ['profile_view', 'contact_click', 'share_click'] as const;
export type InteractionType = (typeof INTERACTION_TYPES)[number];

export const interactionSchema = z.object({
  interaction_type: z.enum(INTERACTION_TYPES, 'Tipo de interação inválido.'),
  visitor_id: z.string().trim().min(8, 'Visitante inválido.').max(100, 'Visitante inválido.'),
});
