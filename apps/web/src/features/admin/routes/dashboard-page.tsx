import { STATS_WINDOW_DAYS } from '@app/domain/constants/business';
import {
  Ban,
  BadgeCheck,
  Eye,
  FileSignature,
  Flag,
  Landmark,
  MessageSquareText,
  Star,
  Users,
  XCircle,
} from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { BarSeries } from '@/components/ui/daily-bar-chart';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuditLog } from '../api/get-audit';
import { useDashboard } from '../api/get-dashboard';
import type { AuditEntry } from '@app/domain/schemas/api/admin';
import { AuditList } from '../components/audit-list';
import { PageHeader } from '../components/page-header';
import { LoadError, LoadingRows } from '../components/query-state';
import { StatCard } from '../components/stat-card';
import { formatDay, subscriptionLabel } from '../utils/labels';

const DailyBarChart = lazy(() => import('@/components/ui/daily-bar-chart'));

/** The counts of professionals that open the list filtered to them. */
const PROFESSIONAL_FILTERS = [
  { filter: 'listed', label: 'Listados na busca', icon: Eye, tone: 'accent' },
  { filter: 'blocked', label: 'Bloqueados', icon: Ban, tone: 'danger' },
  { filter: 'unverified', label: 'Não verificados', icon: BadgeCheck, tone: 'neutral' },
] as const;

/** What waits for the team, each opening its queue. */
const MODERATION = [
  {
    count: 'reviews_pending',
    label: 'Avaliações aguardando aprovação',
    icon: Star,
    to: '/admin/avaliacoes',
    tone: 'accent',
  },
  { count: 'reports_open', label: 'Denúncias abertas', icon: Flag, to: '/admin/denuncias', tone: 'danger' },
] as const;

const SERIES: readonly BarSeries[] = [
  { name: 'Visualizações', color: '#7c3aed' },
  { name: 'Cliques em contato', color: '#f59e0b' },
];

export function Component() {
  const dashboard = useDashboard();

  return (
    <>
      <PageHeader title="Painel" description="Visão geral do marketplace." />
      {dashboard.isPending ? <LoadingRows rows={3} /> : null}
      {dashboard.isError ? <LoadError error={dashboard.error} onRetry={() => void dashboard.refetch()} /> : null}
      {dashboard.data ? <DashboardBody data={dashboard.data} /> : null}
    </>
  );
}

function DashboardBody({ data }: { data: NonNullable<ReturnType<typeof useDashboard>['data']> }) {
  const { professionals } = data;
  const views = data.daily.reduce((sum, d) => sum + d.views, 0);
  const clicks = data.daily.reduce((sum, d) => sum + d.contact_clicks, 0);
  return (
    <div className="flex flex-col gap-6">
      <section aria-label="Profissionais" className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <StatCard
          label="Profissionais cadastrados"
          value={professionals.total}
          icon={Users}
          to="/admin/profissionais"
        />
        {PROFESSIONAL_FILTERS.map(({ filter, ...card }) => (
          <StatCard key={filter} {...card} value={professionals[filter]} to={`/admin/profissionais?filtro=${filter}`} />
        ))}
      </section>

      <section aria-label="Moderação" className="grid grid-cols-2 gap-3">
        {MODERATION.map(({ count, ...card }) => (
          <StatCard key={card.to} {...card} value={data[count]} />
        ))}
      </section>

      <section aria-label="Acordos" className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <StatCard
          label="Acordos aceitos pelos dois"
          value={data.agreements.accepted}
          detail={`${data.agreements.open.toLocaleString('pt-BR')} aguardando aceite`}
          icon={FileSignature}
          to="/admin/acordos"
        />
        <StatCard
          label="Sinais marcados como recebidos"
          value={data.agreements.deposits_received}
          icon={Landmark}
          tone="accent"
        />
        <StatCard label="Acordos cancelados" value={data.agreements.cancelled} icon={XCircle} tone="neutral" />
        <StatCard
          label="Acordos citados em denúncias"
          value={data.agreements.reported}
          icon={Flag}
          tone="danger"
          to="/admin/denuncias"
        />
      </section>

      <div className="grid gap-6 xl:grid-cols-[1fr_20rem]">
        <Card>
          <CardHeader>
            <CardTitle>Visualizações e cliques em contato</CardTitle>
            <CardDescription>
              Últimos {STATS_WINDOW_DAYS} dias: {views.toLocaleString('pt-BR')} visualizações de perfil e{' '}
              {clicks.toLocaleString('pt-BR')} cliques em contato.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Suspense fallback={<Skeleton className="h-72 w-full" />}>
              <DailyBarChart
                rows={data.daily.map((d) => ({
                  day: formatDay(d.date),
                  Visualizações: d.views,
                  'Cliques em contato': d.contact_clicks,
                }))}
                series={SERIES}
                className="h-72"
              />
            </Suspense>
            <div className="sr-only">
              <table>
                <caption>Visualizações e cliques em contato por dia</caption>
                <thead>
                  <tr>
                    <th scope="col">Dia</th>
                    <th scope="col">Visualizações</th>
                    <th scope="col">Cliques em contato</th>
                  </tr>
                </thead>
                <tbody>
                  {data.daily.map((d) => (
                    <tr key={d.date}>
                      <td>{formatDay(d.date)}</td>
                      <td>{d.views}</td>
                      <td>{d.contact_clicks}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Assinaturas</CardTitle>
            <CardDescription>Situação da assinatura mais recente de cada profissional.</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col gap-2">
              {data.subscriptions.map((s) => (
                <li key={s.status} className="flex items-center justify-between gap-3 text-sm">
                  <span className="text-muted-foreground">{subscriptionLabel(s.status)}</span>
                  <span className="font-semibold text-ink tabular-nums">{s.count}</span>
                </li>
              ))}
              {data.subscriptions.length === 0 ? (
                <li className="text-sm text-muted-foreground">Nenhum profissional cadastrado.</li>
              ) : null}
            </ul>
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <MessageSquareText aria-hidden className="size-5 text-brand-600" />
            Últimas ações da equipe
          </CardTitle>
          <CardDescription>Registro de auditoria: quem fez o quê e quando.</CardDescription>
        </CardHeader>
        <CardContent>
          <FullAudit latest={data.audit} />
        </CardContent>
      </Card>
    </div>
  );
}

/** The latest entries come with the dashboard; the full log is paged in on request. */
function FullAudit({ latest }: { latest: AuditEntry[] }) {
  const [expanded, setExpanded] = useState(false);
  const log = useAuditLog(expanded);
  const entries = expanded && log.data ? log.data.pages.flatMap((p) => p.items) : latest;
  const canLoadMore = expanded ? log.hasNextPage : latest.length >= 10;
  return (
    <>
      <AuditList entries={entries} />
      {canLoadMore ? (
        <Button
          variant="outline"
          size="sm"
          className="mt-4"
          disabled={log.isFetching}
          onClick={() => (expanded ? void log.fetchNextPage() : setExpanded(true))}
        >
          Ver ações anteriores
        </Button>
      ) : null}
    </>
  );
}
