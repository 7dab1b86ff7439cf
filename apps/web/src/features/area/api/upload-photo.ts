import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PhotoUploaded } from '@app/domain/schemas/api/me';
import { postFormWithProgress } from '@/lib/post-form';
import { ownProfileQueryKey } from '@/lib/own-profile';

const isPhotoUploaded = (status: number, payload: unknown): payload is PhotoUploaded =>
  status >= 200 && status < 300 && typeof payload === 'object' && payload !== null && 'image' in payload;

export function uploadPhoto(file: Blob, onProgress: (percent: number) => void): Promise<PhotoUploaded> {
  const form = new FormData();
  form.append('photo', file, 'foto.webp');
  return postFormWithProgress('/api/me/photo', form, isPhotoUploaded, onProgress);
}

export function useUploadPhoto(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: Blob) => uploadPhoto(file, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownProfileQueryKey }),
  });
}
