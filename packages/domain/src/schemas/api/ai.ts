import { z } from 'zod';

export const improvedTextSchema = z.object({ improvedText: z.string() });
export type ImprovedText = z.infer<typeof improvedTextSchema>;
