import type { FormEventHandler, ReactNode } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { PrivacyNote } from '@/components/layout/privacy-note';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

interface VisitorFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** Said instead of the form when this visitor cannot send it now. */
  notice?: { description: ReactNode; detail?: ReactNode; closeLabel: string; closeVariant?: 'outline' } | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  formError: string | null;
  /** Called when the dialog closes, so that a new opening starts without the last error. */
  onClearError: () => void;
  submitLabel: string;
  submitVariant?: 'destructive';
  pending: boolean;
  children: ReactNode;
}

/** The shell of what a visitor sends about a professional (a review, a report): the fields, the privacy note, the error and the buttons. */
export function VisitorFormDialog({
  open,
  onOpenChange,
  title,
  description,
  notice,
  onSubmit,
  formError,
  onClearError,
  submitLabel,
  submitVariant,
  pending,
  children,
}: VisitorFormDialogProps) {
  if (notice) {
    return (
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{notice.description}</DialogDescription>
          </DialogHeader>
          {notice.detail ? <p className="text-sm text-muted-foreground">{notice.detail}</p> : null}
          <DialogFooter>
            <Button variant={notice.closeVariant} onClick={() => onOpenChange(false)}>
              {notice.closeLabel}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    );
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClearError();
        onOpenChange(next);
      }}
      title={title}
      description={description}
      onSubmit={onSubmit}
      formError={formError}
      submitLabel={submitLabel}
      submitVariant={submitVariant}
      pending={pending}
    >
      {children}

      <PrivacyNote />
    </FormDialog>
  );
}
