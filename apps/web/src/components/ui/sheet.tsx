import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { DialogCloseButton, DialogDescription, ModalPanel } from './dialog';

/**
 * A modal panel that rises from the bottom of a phone's screen: focus stays inside, Escape, the
 * overlay and the close button close it, and the page behind does not scroll. Its height is read
 * in dvh so that the browser's own bars never hide the footer.
 */
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;

export function SheetContent({ className, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  return <ModalPanel kind="sheet" className={cn('flex max-h-[88dvh] flex-col outline-none', className)} {...props} />;
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
        <DialogCloseButton className="-mr-2 size-11 shrink-0" />
      </div>
    </div>
  );
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold tracking-tight', className)} {...props} />;
}

/** A sheet's description reads as a dialog's. */
export const SheetDescription = DialogDescription;

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
