import type { ComponentProps } from 'react';
import { FormField } from '@/components/ui/form-field';
import { EmailInput } from '@/components/ui/email-input';

interface EmailFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  error: string | undefined;
}

/** The account's e-mail, as the log-in, sign-up and forgotten-password forms ask for it. */
export function EmailField({ error, ...props }: EmailFieldProps) {
  return (
    <FormField label="E-mail" error={error}>
      <EmailInput placeholder="seu@email.com" {...props} />
    </FormField>
  );
}
