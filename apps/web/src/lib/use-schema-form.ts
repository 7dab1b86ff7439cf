import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/** A zod schema of a form: the fields as typed in, and the values it gives back once valid. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

/** A form checked by its zod schema: its fields are the schema's input, a submit gets its output. */
export function useSchemaForm<S extends FormSchema>(schema: S, defaultValues: DefaultValues<z.input<S>>) {
  return useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema), defaultValues });
}
