import { RESPONSE_TIME_MIN_REQUESTS } from '@app/domain/constants/requests';
import { responseTimeLabel } from '@app/domain/rules/response-time';
import type { OwnStats } from '@app/domain/schemas/api/me';
import { Clock, Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent } from '@/components/ui/card';

const count = new Intl.NumberFormat('pt-BR');

/** The quote requests of the last 30 days, counted the moment each is answered, and the time to answer. */
export function RequestsFiguresCard({ requests }: { requests: OwnStats['requests'] }) {
  const figures = [
    ['Recebidos', requests.received],
    ['Respondidos', requests.answered],
    ['Orçamentos', requests.quoted],
    ['Negócios fechados', requests.deals],
  ] as const;
  const responseTime = responseTimeLabel(requests.response_minutes);
  return (
    <Card>
      <CardContent className="flex flex-col gap-4">
        <div className="flex items-center justify-between gap-3">
          <p className="flex items-center gap-2 font-semibold">
            <Inbox className="size-5 text-brand-700" aria-hidden />
            Pedidos de orçamento nos últimos 30 dias
          </p>
          <Link
            to="/profissionais-area/pedidos"
            className="shrink-0 text-sm font-medium whitespace-nowrap text-brand-700 hover:underline"
          >
            Ver pedidos
          </Link>
        </div>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="request-figures">
          {figures.map(([label, value]) => (
            <div key={label} className="rounded-xl bg-muted/60 p-3">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="text-2xl font-bold tracking-tight">{count.format(value)}</dd>
            </div>
          ))}
        </dl>
        <p className="inline-flex items-start gap-1.5 text-sm">
          <Clock className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
          {responseTime
            ? `Seu perfil mostra "${responseTime}": a mediana do seu tempo de resposta nos últimos 90 dias.`
            : `Depois de ${RESPONSE_TIME_MIN_REQUESTS} pedidos em 90 dias, seu perfil mostra em quanto tempo você costuma responder.`}
        </p>
      </CardContent>
    </Card>
  );
}
