import { STATS_WINDOW_DAYS } from '@app/domain/constants/business';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { OwnStats } from '@app/domain/schemas/api/me';

const dayLabel = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

/** Loaded on demand: recharts is the heaviest thing on the dashboard. Whole daily counts are bars, as on the admin dashboard. */
export default function StatsChart({ daily }: { daily: OwnStats['daily'] }) {
  const data = daily.map((d) => ({ day: dayLabel(d.date), Visualizações: d.views, Cliques: d.clicks }));
  const total = daily.reduce((n, d) => n + d.views + d.clicks, 0);
  return (
    <figure className="m-0">
      <div className="h-64 w-full" aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} barGap={1} barCategoryGap="20%">
            <CartesianGrid strokeDasharray="3 3" stroke="#e5e1f0" />
            <XAxis dataKey="day" tick={{ fontSize: 12, fill: '#5d5873' }} interval="preserveStartEnd" minTickGap={16} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#5d5873' }} />
            <Tooltip contentStyle={{ borderRadius: 12, borderColor: '#e5e1f0' }} />
            <Legend wrapperStyle={{ fontSize: 13 }} />
            <Bar dataKey="Visualizações" fill="#6d28d9" radius={[3, 3, 0, 0]} />
            <Bar dataKey="Cliques" fill="#f59e0b" radius={[3, 3, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
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
