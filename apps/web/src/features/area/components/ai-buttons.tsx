import { RotateCcw, Sparkles } from 'lucide-react';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import type { AiText } from '../hooks/use-ai-text';

interface AiButtonsProps {
  label: string;
  pendingLabel?: string;
  ai: AiText;
}

/** The AI's buttons under a field: improve it (a spinner while it runs), and bring back the original after. */
export function AiButtons({ label, pendingLabel = 'Gerando...', ai }: AiButtonsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" size="sm" disabled={ai.pending} onClick={() => void ai.improve()}>
        <BusyIcon busy={ai.pending} icon={Sparkles} />
        {ai.pending ? pendingLabel : label}
      </Button>
      {ai.canRestore ? (
        <Button variant="ghost" size="sm" disabled={ai.pending} onClick={ai.restore}>
          <RotateCcw aria-hidden />
          Restaurar original
        </Button>
      ) : null}
    </div>
  );
}
