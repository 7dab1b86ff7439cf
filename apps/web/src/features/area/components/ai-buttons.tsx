import { RotateCcw, Sparkles } from 'lucide-react';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';

interface AiButtonsProps {
  label: string;
  pendingLabel?: string;
  pending: boolean;
  canRestore: boolean;
  onImprove: () => void;
  onRestore: () => void;
}

export function AiButtons({
  label,
  pendingLabel = 'Gerando...',
  pending,
  canRestore,
  onImprove,
  onRestore,
}: AiButtonsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" size="sm" disabled={pending} onClick={onImprove}>
        <BusyIcon busy={pending} icon={Sparkles} />
        {pending ? pendingLabel : label}
      </Button>
      {canRestore ? (
        <Button variant="ghost" size="sm" disabled={pending} onClick={onRestore}>
          <RotateCcw aria-hidden />
          Restaurar original
        </Button>
      ) : null}
    </div>
  );
}
