import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PortfolioItem } from '@app/domain/schemas/api/professionals';
import { postFormWithProgress } from '@/lib/post-form';

export interface AudioUpload {
  title: string;
  description: string;
  file: File;
}

const isCreatedItem = (status: number, payload: unknown): payload is PortfolioItem =>
  status === 201 && typeof payload === 'object' && payload !== null && 'id' in payload;

export function uploadPortfolioAudio(
  input: AudioUpload,
  onProgress: (percent: number) => void,
): Promise<PortfolioItem> {
  const form = new FormData();
  form.append('title', input.title);
  form.append('description', input.description);
  // The file goes last, after the fields it belongs with.
  form.append('audio', input.file, input.file.name);
  return postFormWithProgress('/api/me/portfolio/audio', form, isCreatedItem, onProgress);
}

export function useUploadPortfolioAudio(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AudioUpload) => uploadPortfolioAudio(input, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
  });
}
