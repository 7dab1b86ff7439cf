import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface RadioChipProps extends Omit<ComponentProps<'input'>, 'type' | 'className'> {
  /** The chip's (the label's) classes. */
  className?: string;
  inputClassName?: string;
  children: ReactNode;
}

/** One choice of a radio group, drawn as a bordered chip that is marked while chosen. */
export function RadioChip({ className, inputClassName, children, ...props }: RadioChipProps) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded-lg border border-border px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50',
        className,
      )}
    >
      <input type="radio" className={inputClassName} {...props} />
      {children}
    </label>
  );
}
