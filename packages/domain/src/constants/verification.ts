/** Where a professional's verification stands, as their dashboard and the admin see it. */
export const VERIFICATION_STATUSES = ['pending', 'verified', 'refused'] as const;

export const VERIFICATION_LABELS = {
  pending: 'Em verificação',
  verified: 'Verificado',
  refused: (reason: string) => `Verificação recusada: ${reason}`,
} as const;

/** What the admin looks at before verifying: shown to the admin in the queue and to the professional. */
export const VERIFICATION_CHECKS = [
  'Nome e foto que identificam você de verdade, sem imagens de terceiros',
  'Descrição, especialidades e serviços coerentes com o seu trabalho',
  'Portfólio com trabalhos seus, em links que abrem',
  'Número de WhatsApp válido para receber os clientes',
] as const;

/** Why contact is unavailable on a public profile (null when it is available). */
export const CONTACT_BARS = ['suspended', 'not_subscribed', 'awaiting_verification'] as const;
export type ContactBar = (typeof CONTACT_BARS)[number];
