import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Fetches the account's data and hands it to the browser as a JSON file. */
export async function downloadOwnData() {
  const data = await api.get<{ exported_at: string }>('/api/me/export');
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `meus-dados-palco-brasil-${data.exported_at.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadOwnData() {
  return useMutation({ mutationFn: downloadOwnData });
}
