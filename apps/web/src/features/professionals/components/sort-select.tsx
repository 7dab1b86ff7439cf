import { SORT_OPTIONS } from '@app/domain/constants/catalog';
import type { SortOption } from '@app/domain/constants/catalog';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

export function SortSelect({ value, onChange }: { value: SortOption; onChange: (value: SortOption) => void }) {
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor="ordenar-por" className="shrink-0 text-muted-foreground">
        Ordenar por
      </Label>
      <Select
        value={value}
        onValueChange={(next) => {
          const option = SORT_OPTIONS.find((o) => o.value === next);
          if (option) onChange(option.value);
        }}
      >
        <SelectTrigger id="ordenar-por" className="h-10 w-48">
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
