import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { PaymentMethod, RedirectUrl } from '@app/domain/schemas/api/subscription';
import { ApiError, api } from '@/lib/api-client';

const CHECKOUT_ERROR_TITLE = 'Erro no checkout';

/** What the toast says when the server refused, answered without a URL, or something else failed on the way. */
interface CheckoutMessages {
  failed: string;
  noUrl: string;
  unexpected: string;
}

const NOT_STARTED = 'Não foi possível iniciar o processo de assinatura.';

/** The subscription page says one sentence for every failure. */
export const SUBSCRIPTION_PAGE_CHECKOUT_MESSAGES: CheckoutMessages = {
  failed: NOT_STARTED,
  noUrl: NOT_STARTED,
  unexpected: NOT_STARTED,
};

/** The area's 'Assinar agora' dialogs tell the three failures apart. */
export const AREA_CHECKOUT_MESSAGES: CheckoutMessages = {
  failed: 'Não foi possível iniciar o processo de assinatura. Tente novamente mais tarde.',
  noUrl: 'Não recebemos a URL de checkout. Tente novamente mais tarde.',
  unexpected: 'Ocorreu um erro durante o processo de assinatura. Tente novamente mais tarde.',
};

/** Without a method, the first one the server offers. */
const createCheckout = (method?: PaymentMethod): Promise<RedirectUrl> =>
  api.post<RedirectUrl>('/api/subscription/checkout', method ? { method } : undefined);

/** Starts the checkout and opens its page (Stripe Checkout, Asaas's payment page, or one of ours). */
export function useSubscriptionCheckout(messages: CheckoutMessages) {
  return useMutation({
    mutationFn: (method?: PaymentMethod) => createCheckout(method),
    onSuccess: ({ url }) => {
      if (!url) {
        toast.error(CHECKOUT_ERROR_TITLE, { description: messages.noUrl });
        return;
      }
      window.location.assign(url);
    },
    // The server refused or could not be reached: 'failed'; anything else went wrong on the way (opening the page): 'unexpected'.
    onError: (error) =>
      toast.error(CHECKOUT_ERROR_TITLE, {
        description: error instanceof ApiError ? messages.failed : messages.unexpected,
      }),
  });
}
