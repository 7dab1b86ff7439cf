import { Slot } from 'radix-ui';
import { useId } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { ErrorAlert } from './error-alert';
import { Label } from './label';

interface FormFieldProps {
  label: ReactNode;
  /** The schema's message, printed as given. */
  error?: string | undefined;
  description?: ReactNode;
  required?: boolean;
  className?: string;
  /** A single control; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement;
  id?: string;
}

export function FormField({ label, error, description, required, className, children, id }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={controlId}>
        {label}
        {required ? (
          <span aria-hidden className="ml-0.5 text-danger">
            *
          </span>
        ) : null}
      </Label>
      <Slot.Root
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
      >
        {children}
      </Slot.Root>
      {description ? (
        <p id={descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/** A field's error under it, as the rule's message gives it; `id` is what the field's aria-describedby names. Nothing without an error. */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="text-sm font-medium text-danger">
      {children}
    </p>
  );
}

/** The error of a whole form (not of one field), announced when it appears. */
export function FormError({ children }: { children: ReactNode }) {
  if (!children) return null;
  return <ErrorAlert>{children}</ErrorAlert>;
}
