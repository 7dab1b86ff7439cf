import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;

/**
 * What covers the page behind a modal dialog or sheet, and takes the touches outside it. The
 * stylesheet keeps the page's own pointer events while one is there (styles.css, by its slot).
 */
function DialogOverlay() {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className="fixed inset-0 z-50 bg-night/60 backdrop-blur-[2px] data-[state=open]:animate-fade-in"
    />
  );
}

/**
 * A modal panel over the page: it rises from the bottom of a phone's screen and stands in the middle
 * of a wider one. What a dialog and a sheet share; each adds its height, padding and layout.
 */
export function ModalPanel({
  kind,
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { kind: 'dialog' | 'sheet' }) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot={`${kind}-content`}
        className={cn(
          'fixed inset-x-0 bottom-0 z-50 rounded-t-2xl bg-surface shadow-lift data-[state=open]:animate-fade-in sm:inset-x-auto sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2',
          className,
        )}
        {...props}
      />
    </DialogPrimitive.Portal>
  );
}

/** The round X that closes a dialog or a sheet, named 'Fechar'; its size and place are the caller's. */
export function DialogCloseButton({ className }: { className?: string }) {
  return (
    <DialogPrimitive.Close
      className={cn(
        'inline-flex cursor-pointer items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-ink',
        className,
      )}
    >
      <X className="size-5" aria-hidden />
      <span className="sr-only">Fechar</span>
    </DialogPrimitive.Close>
  );
}

export function DialogContent({ className, children, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <ModalPanel
      kind="dialog"
      className={cn(
        'max-h-[92dvh] overflow-y-auto p-5 sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2 sm:rounded-2xl sm:p-7',
        className,
      )}
      {...props}
    >
      {children}
      <DialogCloseButton className="absolute top-4 right-4 size-9" />
    </ModalPanel>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mb-5 flex flex-col gap-1.5 pr-8', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-xl font-semibold tracking-tight', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}
