import { FUNNEL_PEERS_MIN, FUNNEL_STEPS, peersLabel, type FunnelPeriod } from '@app/domain/rules/funnel';
import type { OwnFunnel } from '@app/domain/schemas/api/funnel';
import { Filter, MapPin, Search } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/api-client';
import { useOwnFunnel } from '../api/get-funnel';

const count = new Intl.NumberFormat('pt-BR');
const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const percent = (value: number) => `${decimal.format(value)}%`;

const LABELS = Object.fromEntries(FUNNEL_STEPS.map((s) => [s.key, s.label])) as Record<string, string>;

const PERIODS: { value: FunnelPeriod; label: string; window: string }[] = [
  { value: 'week', label: 'Semana', window: 'nos últimos 7 dias' },
  { value: 'month', label: 'Mês', window: 'nos últimos 30 dias' },
];

/** Why there is no median beside the figures, in a sentence. */
function peersNote(peers: OwnFunnel['peers']): string | null {
  if (peers.missing === 'specialty')
    return 'Escolha uma especialidade no seu perfil para comparar seus números com os de quem faz o mesmo.';
  if (peers.missing === 'state')
    return 'Informe seu estado no perfil para comparar seus números com os de quem está perto.';
  if (peers.missing === 'too_few' && peers.specialty && peers.state)
    return `A mediana de ${peersLabel(peers.specialty, peers.state)} aparece quando pelo menos ${FUNNEL_PEERS_MIN} estão na busca, para que ninguém tenha seus números revelados.`;
  return null;
}

function Steps({ funnel }: { funnel: OwnFunnel }) {
  const widest = Math.max(1, ...funnel.steps.map((s) => s.count));
  const peers =
    funnel.peers.specialty && funnel.peers.state ? peersLabel(funnel.peers.specialty, funnel.peers.state) : '';
  return (
    <ol className="flex flex-col gap-3" aria-label="Etapas, da busca ao acordo">
      {funnel.steps.map((step) => (
        <li key={step.key} className="flex flex-col gap-1" data-testid={`funnel-${step.key}`}>
          <div className="flex items-baseline justify-between gap-3">
            <span className="text-sm font-medium">{LABELS[step.key]}</span>
            <span className="flex items-baseline gap-2">
              {step.conversion_percent === null ? null : (
                <span className="text-xs text-muted-foreground">
                  {percent(step.conversion_percent)}
                  <span className="sr-only"> da etapa anterior</span>
                </span>
              )}
              <span className="text-lg font-bold tabular-nums">{count.format(step.count)}</span>
            </span>
          </div>
          <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
            <div
              className="h-full rounded-full bg-brand-600"
              style={{ width: step.count ? `${Math.max(2, (step.count / widest) * 100)}%` : 0 }}
            />
          </div>
          {step.median === null ? null : (
            <p className="text-xs text-muted-foreground">
              Mediana de {peers}: {decimal.format(step.median)}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}

function Terms({ title, icon, items }: { title: string; icon: ReactNode; items: OwnFunnel['words'] }) {
  return (
    <div className="min-w-0">
      <p className="mb-2 flex items-center gap-1.5 text-sm font-semibold">
        {icon}
        {title}
      </p>
      {items.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={title}>
          {items.map((t) => (
            <li
              key={t.value}
              className="max-w-full truncate rounded-full bg-muted px-2.5 py-1 text-xs [overflow-wrap:anywhere]"
            >
              {t.value} <span className="text-muted-foreground">· {count.format(t.count)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-xs text-muted-foreground">Nenhuma ainda.</p>
      )}
    </div>
  );
}

function FunnelPeriodView({ period, window }: { period: FunnelPeriod; window: string }) {
  const funnel = useOwnFunnel(period);
  if (funnel.isPending) return <Skeleton className="h-[30rem] w-full rounded-lg" />;
  if (funnel.isError) return <ErrorAlert>{errorMessage(funnel.error)}</ErrorAlert>;
  const data = funnel.data;
  const note = peersNote(data.peers);
  return (
    <div className="flex flex-col gap-5">
      <p className="text-xs text-muted-foreground">
        Seus números {window}. A porcentagem diz quantos da etapa anterior chegaram a esta.
      </p>
      <Steps funnel={data} />
      {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
      <div className="grid gap-4 border-t border-border pt-4 sm:grid-cols-2">
        <Terms
          title="Buscas que mostraram seu perfil"
          icon={<Search className="size-4 text-brand-700" aria-hidden />}
          items={data.words}
        />
        <Terms
          title="Cidades buscadas"
          icon={<MapPin className="size-4 text-brand-700" aria-hidden />}
          items={data.cities}
        />
      </div>
    </div>
  );
}

/**
 * The funnel: how often the profile appeared in search, and how far people went from there, for
 * the week or the month, beside the median of professionals like them. Read after the page's first
 * figures, so it never holds up the Painel.
 */
export function FunnelCard() {
  const [period, setPeriod] = useState<FunnelPeriod>('week');
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2">
          <Filter className="size-5 text-brand-700" aria-hidden />
          Da busca ao acordo
        </CardTitle>
        <CardDescription>Quantas pessoas viram seu perfil na busca e até onde foram.</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs value={period} onValueChange={(value) => setPeriod(value as FunnelPeriod)}>
          <TabsList aria-label="Período" className="sm:w-64">
            {PERIODS.map((p) => (
              <TabsTrigger key={p.value} value={p.value}>
                {p.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {PERIODS.map((p) => (
            <TabsContent key={p.value} value={p.value}>
              <FunnelPeriodView period={p.value} window={p.window} />
            </TabsContent>
          ))}
        </Tabs>
      </CardContent>
    </Card>
  );
}
