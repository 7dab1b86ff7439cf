import type { ComponentProps } from 'react';
import { Input } from './input';

/** An e-mail address field: the phone's e-mail keyboard, and the browser's saved address unless told otherwise. */
export function EmailInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  return <Input type="email" inputMode="email" autoComplete="email" {...props} />;
}
