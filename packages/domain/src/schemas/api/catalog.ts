import { z } from 'zod';

const namedList = z.array(z.object({ id: z.number(), name: z.string() }));

/** The lists the forms and filters offer: lookup tables from the database, the rest built in. */
export const catalogSchema = z.object({
  specialties: namedList,
  genres: namedList,
  service_types: namedList,
  report_reasons: z.array(z.object({ id: z.number(), reason: z.string() })),
  states: z.array(z.string()),
  locations: z.array(z.string()),
  dialling_codes: z.array(z.object({ code: z.string(), country: z.string() })),
  price_options: z.array(z.object({ label: z.string(), value: z.number() })),
  sort_options: z.array(z.object({ value: z.string(), label: z.string() })),
  /** Whether search lists only professionals the team verified: the public copy follows it. */
  list_only_verified: z.boolean(),
});
export type Catalog = z.infer<typeof catalogSchema>;
