import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-field';

interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The error of the whole form, said above the buttons. */
  formError: string | null;
  submitLabel: string;
  submitVariant?: 'destructive' | undefined;
  pending: boolean;
  children: ReactNode;
}

/** A dialog that holds one form: its fields, the form's error, 'Cancelar' and the button that sends it. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
  formError,
  submitLabel,
  submitVariant,
  pending,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          {children}
          <FormError>{formError}</FormError>
          <DialogFooter className="mt-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button type="submit" variant={submitVariant} disabled={pending}>
              {pending ? 'Enviando...' : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
