import type { DealState } from '@app/domain/schemas/api/requests';
import { Handshake } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * 'Fechou negócio?' after a quote, asked of each side: a deal is recorded only when both say yes,
 * and then it stands. `side` is who reads it; `other` names the other side.
 */
export function DealQuestion({
  deal,
  side,
  other,
  pending,
  onAnswer,
  className,
}: {
  deal: DealState;
  side: 'client' | 'professional';
  other: string;
  pending: boolean;
  onAnswer: (closed: boolean) => void;
  className?: string;
}) {
  const mine = deal[side];
  const theirs = deal[side === 'client' ? 'professional' : 'client'];
  let status: string;
  if (deal.confirmed)
    status =
      side === 'client'
        ? 'Negócio confirmado pelos dois. Depois do trabalho, conte como foi numa avaliação.'
        : 'Negócio confirmado pelos dois. Ele conta no seu perfil.';
  else if (mine === true)
    status =
      theirs === false
        ? `Você disse que fechou; ${other} disse que não. Confirmem entre vocês e respondam de novo.`
        : `Você disse que fechou. Falta ${other} confirmar.`;
  else if (mine === false) status = 'Você disse que não fechou. Se mudar, é só responder de novo.';
  else status = 'Os dois respondem: o negócio só vale quando ambos confirmam.';

  return (
    <section
      aria-label="Fechou negócio?"
      className={cn('flex flex-col gap-2 rounded-xl border border-border bg-muted/50 p-4 text-sm', className)}
    >
      <h3 className="flex items-center gap-1.5 font-semibold">
        <Handshake className="size-4 text-brand-700" aria-hidden />
        Fechou negócio?
      </h3>
      <p role="status" className={cn('text-muted-foreground', deal.confirmed && 'font-medium text-success')}>
        {status}
      </p>
      {deal.confirmed ? null : (
        <div className="grid grid-cols-2 gap-2">
          <Button
            size="sm"
            variant={mine === true ? 'primary' : 'outline'}
            aria-pressed={mine === true}
            disabled={pending}
            onClick={() => onAnswer(true)}
          >
            Sim, fechamos
          </Button>
          <Button
            size="sm"
            variant={mine === false ? 'primary' : 'outline'}
            aria-pressed={mine === false}
            disabled={pending}
            onClick={() => onAnswer(false)}
          >
            Não fechamos
          </Button>
        </div>
      )}
    </section>
  );
}
