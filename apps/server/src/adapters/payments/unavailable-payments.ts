import { DomainError } from '../../lib/errors.ts';
import type { PaymentsProvider } from './payments.ts';

/**
 * Production without Stripe settings: the built-in test provider would hand out free
 * subscriptions, so checkout and portal answer that they cannot start instead.
 */
export function createUnavailablePayments(): PaymentsProvider & { readonly name: 'unavailable' } {
  return {
    name: 'unavailable',
    createCheckout: async () => {
      throw new DomainError('upstream_error', 'Não foi possível iniciar o processo de assinatura. Tente novamente mais tarde.');
    },
    createPortal: async () => {
      throw new DomainError('upstream_error', 'Não foi possível abrir o portal de gerenciamento de assinatura.');
    },
  };
}
