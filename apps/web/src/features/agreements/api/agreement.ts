import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { AgreementTermsInput, AgreementVerification, AgreementView } from '@app/domain/schemas/agreement';
import { api, ApiError, errorMessage, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';

/** The agreement a side's private link opens; the token travels in the body, never in an address. */
export const agreementQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['agreements', 'view', token],
    queryFn: ({ signal }) => api.post<AgreementView>('/api/agreements/view', { token }, { signal }),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

export const useAgreement = (token: string) => useQuery(agreementQueryOptions(token));

/** An answer that is the agreement as it now stands replaces the page's copy. */
function useAgreementStep<T>(token: string, step: (input: T) => Promise<AgreementView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: step,
    onSuccess: (view) => queryClient.setQueryData(agreementQueryOptions(token).queryKey, view),
    onError: (error) => {
      toast.error('Erro', { description: errorMessage(error) });
      return queryClient.invalidateQueries({ queryKey: agreementQueryOptions(token).queryKey });
    },
  });
}

export const useAcceptAgreement = (token: string) =>
  useAgreementStep(token, (version: number) => api.post<AgreementView>('/api/agreements/accept', { token, version }));

export const useCancelAgreement = (token: string) =>
  useAgreementStep(token, () => api.post<AgreementView>('/api/agreements/cancel', { token }));

export const useDepositReceived = (token: string) =>
  useAgreementStep(token, () => api.post<AgreementView>('/api/agreements/deposit-received', { token }));

/** 'Propor alteração': a new version; the page reads the agreement again. */
export function useChangeAgreement(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (terms: AgreementTermsInput) =>
      api.post<{ message: string }>('/api/agreements/change', { token, terms }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agreementQueryOptions(token).queryKey }),
  });
}

/**
 * The PDF of the version in force, saved by the browser: fetched with the token in the body and
 * handed over as a file (a link with the token in its address would leave it in logs).
 */
export async function downloadAgreementPdf(token: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/agreements/pdf', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' },
      body: JSON.stringify({ token }),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new ApiError(response.status, 'http_error', body?.error?.message ?? 'Não foi possível baixar o PDF.');
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'acordo.pdf';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const verifyCode = (code: string) =>
  api.get<AgreementVerification>('/api/agreements/verify', { query: { code } });

export function verifyPdf(file: File) {
  const form = new FormData();
  form.append('pdf', file);
  return api.post<AgreementVerification>('/api/agreements/verify', form);
}
