import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { LiveFieldset } from '@/components/ui/live-fieldset';

interface LiveAuthFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
}

/** The log-in and sign-up forms: drawn on the server, live once the app has them, sent by one wide button. */
export function LiveAuthForm({ onSubmit, pending, submitLabel, pendingLabel, children }: LiveAuthFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <LiveFieldset>
        {children}
        <Button type="submit" size="lg" disabled={pending} className="mt-1 w-full">
          {pending ? pendingLabel : submitLabel}
        </Button>
      </LiveFieldset>
    </form>
  );
}
