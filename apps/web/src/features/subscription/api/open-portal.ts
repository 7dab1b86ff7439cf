import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { RedirectUrl } from '@app/domain/schemas/api/subscription';
import { api } from '@/lib/api-client';

const PORTAL_ERROR_TITLE = 'Erro no portal';
const PORTAL_ERROR_MESSAGE = 'Não foi possível abrir o portal de gerenciamento de assinatura.';

export const openPortal = (): Promise<RedirectUrl> => api.post<RedirectUrl>('/api/subscription/portal');

/** Opens the page where the subscriber manages (cancels, resumes) the subscription. */
export function useOpenPortal() {
  return useMutation({
    mutationFn: openPortal,
    onSuccess: ({ url }) => {
      if (!url) {
        toast.error(PORTAL_ERROR_TITLE, { description: PORTAL_ERROR_MESSAGE });
        return;
      }
      window.location.assign(url);
    },
    onError: () => toast.error(PORTAL_ERROR_TITLE, { description: PORTAL_ERROR_MESSAGE }),
  });
}
