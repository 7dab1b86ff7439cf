import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

interface ChipMultiSelectProps {
  label: string;
  options: readonly string[];
  value: string[];
  onChange: (value: string[]) => void;
  /** What each option reads as, when the stored value is a slug. */
  optionLabel?: (option: string) => string;
}

/** A group of checkboxes shown as chips: every option visible, one tap to toggle. */
export function ChipMultiSelect({ label, options, value, onChange, optionLabel }: ChipMultiSelectProps) {
  const toggle = (option: string) =>
    onChange(value.includes(option) ? value.filter((v) => v !== option) : [...value, option]);
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => {
        const checked = value.includes(option);
        return (
          <button
            key={option}
            type="button"
            role="checkbox"
            aria-checked={checked}
            onClick={() => toggle(option)}
            className={cn(
              'inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              checked
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-border bg-surface text-ink hover:border-brand-300 hover:bg-brand-50',
            )}
          >
            {checked ? <Check className="size-3.5" aria-hidden /> : null}
            {optionLabel ? optionLabel(option) : option}
          </button>
        );
      })}
    </div>
  );
}
