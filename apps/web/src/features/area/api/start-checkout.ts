import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { RedirectUrl } from '@app/domain/schemas/api/subscription';
import { ApiError, api } from '@/lib/api-client';

export const CHECKOUT_MESSAGES = {
  title: 'Erro no checkout',
  failed: 'Não foi possível iniciar o processo de assinatura. Tente novamente mais tarde.',
  noUrl: 'Não recebemos a URL de checkout. Tente novamente mais tarde.',
  unexpected: 'Ocorreu um erro durante o processo de assinatura. Tente novamente mais tarde.',
} as const;

export const startCheckout = (): Promise<RedirectUrl> => api.post<RedirectUrl>('/api/subscription/checkout');

/** 'Assinar agora': opens the checkout page the server returns. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: ({ url }) => {
      if (!url) {
        toast.error(CHECKOUT_MESSAGES.title, { description: CHECKOUT_MESSAGES.noUrl });
        return;
      }
      window.location.assign(url);
    },
    // The server refused or could not be reached: 'failed'; anything else went wrong on the way: 'unexpected'.
    onError: (error) =>
      toast.error(CHECKOUT_MESSAGES.title, { description: error instanceof ApiError ? CHECKOUT_MESSAGES.failed : CHECKOUT_MESSAGES.unexpected }),
  });
}
