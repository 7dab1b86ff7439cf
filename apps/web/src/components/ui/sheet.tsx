import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { DialogOverlay } from './dialog';

/**
 * A modal panel that rises from the bottom of a phone's screen: focus stays inside, Escape, the
 * overlay and the close button close it, and the page behind does not scroll. Its height is read
 * in dvh so that the browser's own bars never hide the footer.
 */
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;

export function SheetContent({ className, children, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="sheet-content"
        className={cn(
          'fixed inset-x-0 bottom-0 z-50 flex max-h-[88dvh] flex-col rounded-t-2xl bg-surface shadow-lift outline-none data-[state=open]:animate-fade-in sm:inset-x-auto sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2',
          className,
        )}
        {...props}
      >
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** The grab handle at the top of a sheet. */
export function SheetHandle({ className }: { className?: string }) {
  return <span aria-hidden className={cn('mx-auto mb-2 block h-1 w-10 rounded-full bg-border', className)} />;
}

/** The sheet's top bar: a grab handle, the title and the close button. */
export function SheetHeader({ className, children, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('relative flex-none border-b border-border px-5 pt-3 pb-3', className)} {...props}>
      <SheetHandle />
      <div className="flex min-h-11 items-center justify-between gap-3">
        {children}
        <DialogPrimitive.Close className="-mr-2 inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-ink">
          <X className="size-5" aria-hidden />
          <span className="sr-only">Fechar</span>
        </DialogPrimitive.Close>
      </div>
    </div>
  );
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold tracking-tight', className)} {...props} />;
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

/** What scrolls: the sheet's header and footer stay where they are. */
export function SheetBody({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('min-h-0 flex-1 overflow-y-auto overscroll-contain px-5', className)} {...props} />;
}

/** Always in view at the bottom, clear of the phone's home indicator. */
export function SheetFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'flex flex-none items-center gap-3 border-t border-border bg-surface px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]',
        className,
      )}
      {...props}
    />
  );
}
