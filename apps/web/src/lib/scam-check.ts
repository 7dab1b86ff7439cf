import type { SafetyNotes } from '@app/domain/schemas/api/requests';
import { useState } from 'react';
import { api } from '@/lib/api-client';

/**
 * The writer's side of the scam radar: before a text goes to the other side, the server says what
 * the radar reads in it. Sending after a warning takes a second tap ('Enviar assim mesmo'); a
 * changed text is read again. When the check cannot be made, the text is sent as before.
 */
export function useScamCheck() {
  const [warning, setWarning] = useState<{ text: string; notes: SafetyNotes } | null>(null);
  /** True when the text may go now: nothing found, or the writer saw the warning for this very text. */
  const mayGo = async (text: string): Promise<boolean> => {
    if (warning?.text === text) return true;
    try {
      const { notes } = await api.post<{ notes: SafetyNotes }>('/api/safety/check', { text });
      if (!notes.length) return true;
      setWarning({ text, notes });
      return false;
    } catch {
      return true;
    }
  };
  return { warning: warning?.notes ?? null, mayGo, forget: () => setWarning(null) };
}
