import { ApiError, GENERIC_ERROR_MESSAGE } from '@/lib/api-client';

/**
 * Sends a form to the API and reports the upload's progress in percent. fetch cannot report upload
 * progress, so this goes through XMLHttpRequest with the API client's CSRF header and error shape.
 * `accept` tells a successful answer from anything else.
 */
export function postFormWithProgress<T>(
  url: string,
  form: FormData,
  accept: (status: number, payload: unknown) => payload is T,
  onProgress: (percent: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('X-Requested-With', 'fetch');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        payload = null;
      }
      if (accept(xhr.status, payload)) {
        onProgress(100);
        resolve(payload);
        return;
      }
      const error = (payload as { error?: { code?: string; message?: string } } | null)?.error;
      reject(new ApiError(xhr.status, error?.code ?? 'http_error', error?.message ?? GENERIC_ERROR_MESSAGE));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', GENERIC_ERROR_MESSAGE));
    xhr.send(form);
  });
}
