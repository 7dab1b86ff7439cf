import { SORT_OPTIONS } from '@app/domain/constants/catalog';
import type { SortOption } from '@app/domain/constants/catalog';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

export function SortSelect({ value, onChange }: { value: SortOption; onChange: (value: SortOption) => void }) {
  return (
    <div className="flex min-w-0 flex-1 items-center gap-2 lg:flex-none">
      <Label htmlFor="ordenar-por" className="shrink-0 text-muted-foreground max-sm:sr-only">
        Ordenar por
      </Label>
      <Select
        value={value}
        onValueChange={(next) => {
          const option = SORT_OPTIONS.find((o) => o.value === next);
          if (option) onChange(option.value);
        }}
      >
        <SelectTrigger id="ordenar-por" className="h-11 w-full min-w-0 sm:h-10 sm:w-48">
          <SelectValue />
        </SelectTrigger>
        <SelectContent align="end">
          {SORT_OPTIONS.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
