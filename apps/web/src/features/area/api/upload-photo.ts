import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PhotoUploaded } from '@app/domain/schemas/api/me';
import { ApiError, GENERIC_ERROR_MESSAGE } from '@/lib/api-client';
import { ownProfileQueryKey } from './get-own-profile';

/**
 * fetch cannot report upload progress, so the photo goes through XMLHttpRequest with the same
 * CSRF header and error shape as the API client.
 */
export function uploadPhoto(file: Blob, onProgress: (percent: number) => void): Promise<PhotoUploaded> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/me/photo');
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
      if (xhr.status >= 200 && xhr.status < 300 && payload && typeof payload === 'object' && 'image' in payload) {
        onProgress(100);
        resolve(payload as PhotoUploaded);
        return;
      }
      const error = (payload as { error?: { code?: string; message?: string } } | null)?.error;
      reject(new ApiError(xhr.status, error?.code ?? 'http_error', error?.message ?? GENERIC_ERROR_MESSAGE));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', GENERIC_ERROR_MESSAGE));
    const form = new FormData();
    form.append('photo', file, 'foto.webp');
    xhr.send(form);
  });
}

export function useUploadPhoto(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: Blob) => uploadPhoto(file, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownProfileQueryKey }),
  });
}
