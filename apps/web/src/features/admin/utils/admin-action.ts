import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-client';

/** Runs one of the admin's actions; a refusal is said in an 'Erro' toast with the server's message. */
export async function runAdminAction(action: () => Promise<void>): Promise<void> {
  try {
    await action();
  } catch (error) {
    toast.error('Erro', { description: errorMessage(error) });
  }
}
