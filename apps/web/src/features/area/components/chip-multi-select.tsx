import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

interface ChipMultiSelectProps {
  label: string;
  options: readonly string[];
  value: string[];
  onChange: (value: string[]) => void;
  /** What each option reads as, when the stored value is a slug. */
  optionLabel?: (option: string) => string;
  /**
   * A long list read in sections, each under its heading (the genres); the options no section
   * names come last, under 'Outros'.
   */
  sections?: readonly { label: string; values: readonly string[] }[];
}

/** A group of checkboxes shown as chips: every option visible, one tap to toggle. */
export function ChipMultiSelect({ label, options, value, onChange, optionLabel, sections }: ChipMultiSelectProps) {
  const toggle = (option: string) =>
    onChange(value.includes(option) ? value.filter((v) => v !== option) : [...value, option]);
  const chips = (list: readonly string[]) =>
    list.map((option) => {
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
    });
  if (!sections) {
    return (
      <div role="group" aria-label={label} className="flex flex-wrap gap-2">
        {chips(options)}
      </div>
    );
  }
  const named = new Set(sections.flatMap((s) => s.values));
  const parts = [
    ...sections.map((s) => ({ label: s.label, values: s.values.filter((v) => options.includes(v)) })),
    { label: 'Outros', values: options.filter((o) => !named.has(o)) },
  ].filter((part) => part.values.length > 0);
  return (
    <div role="group" aria-label={label} className="flex flex-col gap-4">
      {parts.map((part) => (
        <div key={part.label} role="group" aria-label={part.label}>
          <p aria-hidden className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {part.label}
          </p>
          <div className="flex flex-wrap gap-2">{chips(part.values)}</div>
        </div>
      ))}
    </div>
  );
}
