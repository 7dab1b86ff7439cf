import { useCallback, useState } from 'react';
import { toast } from 'sonner';

/** A refused sending: said above the form and in a toast. */
export function useFormFailure() {
  const [formError, setFormError] = useState<string | null>(null);
  const fail = useCallback((message: string) => {
    setFormError(message);
    toast.error('Erro', { description: message });
  }, []);
  const clear = useCallback(() => setFormError(null), []);
  return { formError, fail, clear };
}
