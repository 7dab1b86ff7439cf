import { Paperclip } from 'lucide-react';
import type { ComponentProps, Ref } from 'react';
import { cn } from '@/lib/cn';
import { buttonVariants } from './button';

interface FilePickerProps extends Omit<ComponentProps<'input'>, 'type' | 'className'> {
  id: string;
  /** The chosen file, whose name is shown; null shows that none is chosen. */
  file: File | null;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * A file input in Portuguese: the browser's own button reads 'Choose File' in an English browser,
 * so the native input stays (for keyboard, screen readers and tests) but is drawn as a button and
 * the chosen file's name.
 */
export function FilePicker({ id, file, inputRef, className, ...props }: FilePickerProps) {
  return (
    // At least 16rem (or the whole row): beside another button in a narrow row it wraps rather than
    // squeezing; a long name goes under the button, whole.
    <div
      className={cn(
        'relative flex min-w-[min(100%,16rem)] flex-1 flex-wrap items-center gap-x-3 gap-y-1.5 overflow-hidden rounded-lg border border-dashed border-brand-300 bg-brand-50/50 p-2',
        className,
      )}
    >
      <input ref={inputRef} id={id} type="file" className="peer sr-only" {...props} />
      <label
        htmlFor={id}
        aria-hidden
        className={cn(
          buttonVariants({ size: 'sm' }),
          'shrink-0 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
        )}
      >
        <Paperclip aria-hidden />
        Escolher arquivo
      </label>
      <span
        className={cn('min-w-0 text-sm break-all', file ? 'font-medium text-ink' : 'text-muted-foreground')}
        data-testid={`${id}-name`}
      >
        {file ? file.name : 'Nenhum arquivo escolhido'}
      </span>
    </div>
  );
}
