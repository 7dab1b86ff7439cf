import { z } from 'zod';

/** The company behind the site, as the footer, the legal texts and every e-mail name it. */
export const companySchema = z.object({
  /** Razão social. */
  legal_name: z.string(),
  /** Printed as 00.000.000/0000-00. */
  cnpj: z.string(),
  /** The full address, on one line. */
  address: z.string(),
  /** Support by WhatsApp: the number's digits with the country code (5511912345678), or null. */
  support_whatsapp: z.string().nullable(),
  /** Stand-in values of an installation that was given none: shown marked as such. */
  demo: z.boolean(),
});
export type Company = z.infer<typeof companySchema>;

/** GET /api/legal: what the legal texts and the footer need from the server's configuration. */
export const legalInfoSchema = z.object({
  terms_version: z.string(),
  contact_email: z.string(),
  company: companySchema,
  /** Subscriptions go to the built-in test provider, which charges nothing (development or a pilot). */
  test_payments: z.boolean(),
});
export type LegalInfo = z.infer<typeof legalInfoSchema>;
