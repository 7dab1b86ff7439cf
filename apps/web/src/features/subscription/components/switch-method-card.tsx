import { useState } from 'react';
import { Loader2 } from 'lucide-react';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@app/domain/schemas/api/subscription';
import { Button } from '@/components/ui/button';
import { RadioChip } from '@/components/ui/radio-chip';
import { useSwitchPaymentMethod } from '../api/switch-payment-method';
import { PAYMENT_METHOD_HINTS } from './payment-method-hint';

/** The ways a Pix or boleto subscription can move between; cards stay with the card provider. */
const SWITCHABLE: readonly PaymentMethod[] = ['pix_automatico', 'pix', 'boleto'];

/**
 * A Pix or boleto subscription changes how it is paid from the next charge on: the one already
 * issued (and the month it pays for) stays as it is.
 */
export function SwitchMethodCard({
  current,
  offered,
}: {
  current: PaymentMethod | null;
  offered: readonly PaymentMethod[];
}) {
  const options = SWITCHABLE.filter((m) => offered.includes(m));
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const change = useSwitchPaymentMethod();
  const selected = chosen ?? current;
  if (options.length < 2) return null;

  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-border p-4">
      <legend className="px-1 text-sm font-medium text-ink">Forma de pagamento</legend>
      <p className="text-sm text-muted-foreground">
        Hoje: <strong className="text-ink">{current ? PAYMENT_METHOD_LABELS[current] : 'não informada'}</strong>. A
        troca vale a partir da próxima cobrança; a que já foi emitida continua valendo.
      </p>
      <div className="flex flex-wrap gap-2">
        {options.map((m) => (
          <RadioChip
            key={m}
            name="switch-payment-method"
            value={m}
            checked={selected === m}
            onChange={() => setChosen(m)}
          >
            {PAYMENT_METHOD_LABELS[m]}
          </RadioChip>
        ))}
      </div>
      {selected && selected !== current && (
        <p className="text-sm text-muted-foreground">{PAYMENT_METHOD_HINTS[selected]}</p>
      )}
      <div>
        <Button
          variant="outline"
          disabled={!selected || selected === current || change.isPending}
          onClick={() => selected && change.mutate(selected, { onSuccess: () => setChosen(null) })}
        >
          {change.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          Trocar forma de pagamento
        </Button>
      </div>
    </fieldset>
  );
}
