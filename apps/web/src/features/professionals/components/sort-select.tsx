import { SORT_OPTIONS } from '@app/domain/constants/catalog';
import type { SortOption } from '@app/domain/constants/catalog';
import { startTransition, useState } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

/**
 * The order of the results, as the device's own list: on a phone the system's picker, which opens at
 * once over a page of 24 cards (a drawn menu took half a second to open there at 4× CPU).
 *
 * The list shows the choice at once; the page (its results, its address) follows as a transition,
 * which React draws between frames, so the tap is answered in the next frame, not after the page
 * has been drawn again.
 */
export function SortSelect({ value, onChange }: { value: SortOption; onChange: (value: SortOption) => void }) {
  const [shown, setShown] = useState(value);
  // The order changed otherwise (going back, a cleared search): the list follows it.
  const [followed, setFollowed] = useState(value);
  if (value !== followed) {
    setFollowed(value);
    setShown(value);
  }
  return (
    <div className="flex min-w-0 flex-1 items-center gap-2 lg:flex-none">
      <Label htmlFor="ordenar-por" className="shrink-0 text-muted-foreground max-sm:sr-only">
        Ordenar por
      </Label>
      <div className="min-w-0 flex-1 sm:w-48 sm:flex-none">
        <NativeSelect
          id="ordenar-por"
          value={shown}
          className="sm:h-10"
          onChange={(event) => {
            const option = SORT_OPTIONS.find((o) => o.value === event.target.value);
            if (!option) return;
            setShown(option.value);
            startTransition(() => onChange(option.value));
          }}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
