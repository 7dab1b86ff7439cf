import { Loader2 } from 'lucide-react';

/** Full-area loading state with a visible, announced label. */
export function Spinner({ label = 'Carregando...' }: { label?: string }) {
  return (
    <div role="status" className="flex flex-1 flex-col items-center justify-center gap-3 py-24 text-muted-foreground">
      <Loader2 aria-hidden className="size-8 animate-spin text-brand-600" />
      <span className="text-sm font-medium">{label}</span>
    </div>
  );
}
