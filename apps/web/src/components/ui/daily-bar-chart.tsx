import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { cn } from '@/lib/cn';

/** One series of bars: its name (in the legend, and its count's key in each row) and its colour. */
export interface BarSeries {
  name: string;
  color: string;
}

/** One day: its label under `day`, and each series' count under the series' name. */
export type DailyBarRow = { day: string } & Record<string, string | number>;

/**
 * Counts per day as bars side by side, one colour per series: the professional's dashboard and the
 * admin's. A picture only, hidden from assistive technology: each page gives the same figures as text.
 * Loaded on demand (`lazy`), in one file with recharts, the heaviest library of the app.
 */
export default function DailyBarChart({
  rows,
  series,
  className,
}: {
  rows: readonly DailyBarRow[];
  series: readonly BarSeries[];
  className?: string;
}) {
  return (
    <div className={cn('h-64 w-full', className)} aria-hidden>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          accessibilityLayer={false}
          data={[...rows]}
          margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
          barGap={1}
          barCategoryGap="20%"
        >
          <CartesianGrid strokeDasharray="3 3" stroke="#e5e1f0" />
          <XAxis dataKey="day" tick={{ fontSize: 12, fill: '#5d5873' }} interval="preserveStartEnd" minTickGap={16} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#5d5873' }} />
          <Tooltip cursor={{ fill: '#f5f3ff' }} contentStyle={{ borderRadius: 12, borderColor: '#e5e1f0' }} />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          {series.map((s) => (
            <Bar key={s.name} dataKey={s.name} fill={s.color} radius={[3, 3, 0, 0]} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
