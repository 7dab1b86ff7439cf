import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { RedirectUrl } from '@app/domain/schemas/api/subscription';
import { api } from '@/lib/api-client';

export const CHECKOUT_ERROR_TITLE = 'Erro no checkout';
export const CHECKOUT_ERROR_MESSAGE = 'Não foi possível iniciar o processo de assinatura.';

export const createCheckout = (): Promise<RedirectUrl> => api.post<RedirectUrl>('/api/subscription/checkout');

/**
 * Starts the checkout and opens its page (Stripe Checkout, or the same-origin test checkout).
 * Exported for the dashboard's 'Assinar agora' buttons as well as the subscription page.
 */
export function useCreateCheckout() {
  return useMutation({
    mutationFn: createCheckout,
    onSuccess: ({ url }) => {
      if (!url) {
        toast.error(CHECKOUT_ERROR_TITLE, { description: CHECKOUT_ERROR_MESSAGE });
        return;
      }
      window.location.assign(url);
    },
    onError: () => toast.error(CHECKOUT_ERROR_TITLE, { description: CHECKOUT_ERROR_MESSAGE }),
  });
}
