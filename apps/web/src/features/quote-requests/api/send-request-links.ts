import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** 'Receber os links de novo': the server e-mails the links of the requests made with this address. */
export const useSendRequestLinks = () =>
  useMutation({
    mutationFn: (email: string) => api.post<{ message: string }>('/api/requests/links', { email }),
  });
