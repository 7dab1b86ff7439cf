import { BRAND_NAME } from '@app/domain/constants/brand';
import { DEPOSIT_MAX_SHARE } from '@app/domain/rules/request-message';
import { ShieldAlert } from 'lucide-react';
import { cn } from '@/lib/cn';

const TIPS = [
  'Combine tudo por escrito: o que será feito, a data, o horário e o valor. "Copiar acordo" em cada orçamento já traz esse texto pronto para colar na conversa.',
  `Sinal de no máximo ${Math.round(DEPOSIT_MAX_SHARE * 100)}% do valor para reservar a data; o restante no dia ou na entrega.`,
  'Nunca pague a terceiros nem por links enviados por desconhecidos.',
] as const;

/** Where quotes are compared and money is about to be discussed: how to pay safely. */
export function QuoteSafetyTips({ className }: { className?: string }) {
  return (
    <section
      aria-labelledby="quote-safety-tips"
      className={cn('rounded-xl border border-accent/40 bg-warning-soft p-5 text-sm text-ink', className)}
    >
      <h2 id="quote-safety-tips" className="flex items-center gap-2 font-semibold">
        <ShieldAlert className="size-4 text-accent-strong" aria-hidden />
        Antes de fechar
      </h2>
      <ul className="mt-2 flex list-disc flex-col gap-1.5 pl-5 marker:text-accent-strong">
        {TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <p className="mt-3 text-muted-foreground">O {BRAND_NAME} não cobra nada de você por este pedido.</p>
    </section>
  );
}
