import type { ComponentProps } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

interface EmailFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  error: string | undefined;
}

/** The account's e-mail, as the log-in, sign-up and forgotten-password forms ask for it. */
export function EmailField({ error, ...props }: EmailFieldProps) {
  return (
    <FormField label="E-mail" error={error}>
      <Input type="email" autoComplete="email" inputMode="email" placeholder="seu@email.com" {...props} />
    </FormField>
  );
}
