import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Controller } from 'react-hook-form';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { cn } from '@/lib/cn';
import { FieldError } from './form-field';

interface StarInputProps {
  value: number | undefined;
  onChange: (value: number) => void;
  labelId: string;
  errorId?: string | undefined;
  invalid?: boolean;
}

const LABELS = ['1 estrela', '2 estrelas', '3 estrelas', '4 estrelas', '5 estrelas'];

/** Five radio buttons styled as stars (arrow keys move between them). */
export function StarInput({ value, onChange, labelId, errorId, invalid }: StarInputProps) {
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, n: number) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowUp') {
      event.preventDefault();
      onChange(Math.min(5, n + 1));
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') {
      event.preventDefault();
      onChange(Math.max(1, n - 1));
    }
  };

  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      aria-describedby={errorId}
      aria-invalid={invalid || undefined}
      className="flex items-center gap-1"
      onMouseLeave={() => setHover(null)}
    >
      {[1, 2, 3, 4, 5].map((n) => {
        const checked = value === n;
        const focusable = value === undefined ? n === 1 : checked;
        return (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={LABELS[n - 1]}
            tabIndex={focusable ? 0 : -1}
            onClick={() => onChange(n)}
            onMouseEnter={() => setHover(n)}
            onKeyDown={(e) => onKeyDown(e, n)}
            className="cursor-pointer rounded-md p-1 transition-transform hover:scale-110"
          >
            <Star
              className={cn('size-8', n <= shown ? 'fill-accent text-accent' : 'fill-transparent text-brand-500')}
              aria-hidden
            />
          </button>
        );
      })}
    </div>
  );
}

/** 'Sua nota', the five stars and the rule they break, as every review form asks for them. */
function StarRatingField({
  value,
  onChange,
  error,
}: {
  value: unknown;
  onChange: (value: number) => void;
  error?: string | undefined;
}) {
  const labelId = useId();
  const errorId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium">
        Sua nota
        <span aria-hidden className="ml-0.5 text-danger">
          *
        </span>
      </span>
      <StarInput
        value={typeof value === 'number' ? value : undefined}
        onChange={onChange}
        labelId={labelId}
        errorId={error ? errorId : undefined}
        invalid={Boolean(error)}
      />
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/** StarRatingField as the field `name` of a react-hook-form form (a review's rating). */
export function StarRatingController<T extends FieldValues, TTransformed>({
  control,
  name,
}: {
  control: Control<T, unknown, TTransformed>;
  name: Path<T>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <StarRatingField value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
      )}
    />
  );
}
