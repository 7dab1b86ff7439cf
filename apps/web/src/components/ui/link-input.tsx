import { withLinkScheme } from '@app/domain/rules/link';
import type { ComponentProps } from 'react';
import type { FieldValues, Path, PathValue, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { Input } from './input';

interface LinkInputProps<T extends FieldValues> extends Omit<ComponentProps<'input'>, 'form' | 'name' | 'type'> {
  form: { register: UseFormRegister<T>; setValue: UseFormSetValue<T> };
  name: Path<T>;
}

/** A link field of a form: the address keyboard, and a link typed without its scheme completed with https:// when left. */
export function LinkInput<T extends FieldValues>({ form, name, ...props }: LinkInputProps<T>) {
  return (
    <Input
      type="url"
      inputMode="url"
      placeholder="https://"
      {...props}
      {...form.register(name, {
        onBlur: (event: { target: { value: string } }) =>
          form.setValue(name, withLinkScheme(event.target.value) as PathValue<T, Path<T>>),
      })}
    />
  );
}
