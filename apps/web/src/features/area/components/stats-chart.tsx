import { STATS_WINDOW_DAYS } from '@app/domain/constants/business';
import { lazy, Suspense } from 'react';
import type { BarSeries } from '@/components/ui/daily-bar-chart';
import { Skeleton } from '@/components/ui/skeleton';
import { useHydrated } from '@/lib/use-hydrated';
import type { OwnStats } from '@app/domain/schemas/api/me';

const DailyBarChart = lazy(() => import('@/components/ui/daily-bar-chart'));

const SERIES: readonly BarSeries[] = [
  { name: 'Visualizações', color: '#6d28d9' },
  { name: 'Cliques', color: '#f59e0b' },
];

const dayLabel = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

/**
 * The last days' views and contact clicks: bars for the eye, the figures in words for a screen reader.
 * The bars are drawn in the browser only: the server cannot measure them (it drew an empty box), and
 * their library comes once the page is alive, after the numbers above them.
 */
export function StatsChart({ daily }: { daily: OwnStats['daily'] }) {
  const hydrated = useHydrated();
  const total = daily.reduce((n, d) => n + d.views + d.clicks, 0);
  const skeleton = <Skeleton className="h-64 w-full rounded-lg" />;
  return (
    <figure className="m-0">
      {hydrated ? (
        <Suspense fallback={skeleton}>
          <DailyBarChart
            rows={daily.map((d) => ({ day: dayLabel(d.date), Visualizações: d.views, Cliques: d.clicks }))}
            series={SERIES}
          />
        </Suspense>
      ) : (
        skeleton
      )}
      <figcaption className="sr-only">
        {total === 0
          ? `Nenhuma visualização ou clique nos últimos ${STATS_WINDOW_DAYS} dias.`
          : daily
              .filter((d) => d.views || d.clicks)
              .map((d) => `${dayLabel(d.date)}: ${d.views} visualizações, ${d.clicks} cliques`)
              .join('; ')}
      </figcaption>
    </figure>
  );
}
