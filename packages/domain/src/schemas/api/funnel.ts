import { z } from 'zod';
import { FUNNEL_PERIODS, FUNNEL_STEP_KEYS } from '../../rules/funnel.ts';

export const funnelQuerySchema = z.object({
  period: z.enum(FUNNEL_PERIODS, 'Escolha semana ou mês.').default('week'),
});

const termCountSchema = z.object({ value: z.string(), count: z.number() });

/** GET /api/me/funnel: the professional's steps from search to agreement in the period, beside their peers' medians. */
export const ownFunnelSchema = z.object({
  period: z.enum(FUNNEL_PERIODS),
  /** The first and the last day counted (Brasília), both included. */
  from: z.string(),
  to: z.string(),
  steps: z.array(
    z.object({
      key: z.enum(FUNNEL_STEP_KEYS),
      count: z.number(),
      /** Of the step before, the share that reached this one (percent); null for the first step or after a zero. */
      conversion_percent: z.number().nullable(),
      /** The peers' median for this step; null when too few peers make one. */
      median: z.number().nullable(),
    }),
  ),
  /**
   * Who the peers are: listed professionals with the same main specialty (the first of the profile's
   * specialties) in the same state. `missing` says why there is no comparison: the profile names no
   * specialty or no state, or fewer than FUNNEL_PEERS_MIN professionals share them.
   */
  peers: z.object({
    specialty: z.string().nullable(),
    state: z.string().nullable(),
    missing: z.enum(['specialty', 'state', 'too_few']).nullable(),
  }),
  /** What the searches that showed the profile asked for, most frequent first. */
  words: z.array(termCountSchema),
  cities: z.array(termCountSchema),
});
export type OwnFunnel = z.infer<typeof ownFunnelSchema>;
