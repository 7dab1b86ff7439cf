import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { useSchemaForm, type FormSchema } from '@/lib/use-schema-form';

/** What the page gives an auth form: what to do with valid values, and whether that is running. */
export interface AuthFormProps<S extends FormSchema> {
  pending: boolean;
  onSubmit: (values: z.output<S>) => void;
}

/**
 * An auth form's state: the form checked by its schema, and `submit`, LiveAuthForm's props: the
 * valid values go to the page, and the button waits while the page's request runs.
 */
export function useAuthForm<S extends FormSchema>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  { pending, onSubmit }: AuthFormProps<S>,
) {
  const form = useSchemaForm(schema, defaultValues);
  return { form, submit: { onSubmit: form.handleSubmit(onSubmit), pending } };
}
