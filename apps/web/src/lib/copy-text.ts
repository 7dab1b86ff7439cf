import { toast } from 'sonner';

/**
 * Copies text for the person to paste elsewhere (a link, a Pix code, an agreement) and says, in a
 * toast, that it was copied or why it could not be.
 */
export async function copyText(
  text: string,
  copied: { title: string; description?: string },
  failure: string,
): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    if (copied.description) toast.success(copied.title, { description: copied.description });
    else toast.success(copied.title);
  } catch {
    toast.error('Erro', { description: failure });
  }
}
