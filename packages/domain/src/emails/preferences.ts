/**
 * The notices a professional may turn off in 'Configurações'. Everything else the product sends is
 * essential and always goes: what secures the account (confirmations, password and e-mail changes),
 * what costs money or visibility (the trial, charges due or failed, the profile leaving search) and
 * the verification's result.
 */
export const OPTIONAL_EMAILS = ['new_requests', 'reviews', 'payment_receipts'] as const;
export type OptionalEmail = (typeof OPTIONAL_EMAILS)[number];

export const OPTIONAL_EMAIL_LABELS: Record<OptionalEmail, { label: string; description: string }> = {
  new_requests: {
    label: 'Novos pedidos de orçamento',
    description: 'Um e-mail para cada pedido que chegar. Os pedidos ficam sempre em Pedidos, no seu painel.',
  },
  reviews: {
    label: 'Avaliações',
    description: 'Quando um cliente avalia seu trabalho e quando a avaliação é publicada no seu perfil.',
  },
  payment_receipts: {
    label: 'Pagamentos recebidos',
    description:
      'A confirmação de cada pagamento da assinatura. Avisos de cobrança pendente ou recusada são sempre enviados.',
  },
};

export function isOptionalEmail(value: string): value is OptionalEmail {
  return (OPTIONAL_EMAILS as readonly string[]).includes(value);
}
