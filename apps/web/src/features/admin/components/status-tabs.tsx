import { cn } from '@/lib/cn';

interface StatusTabsProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** A row of filter buttons (the list below changes; the URL keeps the choice). */
export function StatusTabs<T extends string>({ label, value, options, onChange }: StatusTabsProps<T>) {
  return (
    <div
      role="group"
      aria-label={label}
      className="mb-5 flex w-full gap-1 overflow-x-auto rounded-xl bg-muted p-1 sm:w-fit"
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className={cn(
            'inline-flex h-9 flex-1 cursor-pointer items-center justify-center rounded-lg px-2.5 text-sm sm:px-3 font-medium whitespace-nowrap transition-colors sm:flex-none',
            option.value === value ? 'bg-surface text-brand-800 shadow-sm' : 'text-muted-foreground hover:text-ink',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
