import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDay } from '../utils/labels';

interface Point {
  date: string;
  views: number;
  contact_clicks: number;
}

/** Loaded lazily: recharts is only needed on the dashboard. */
export default function InteractionsChart({ data }: { data: Point[] }) {
  const rows = data.map((d) => ({ dia: formatDay(d.date), Visualizações: d.views, 'Cliques em contato': d.contact_clicks }));
  return (
    <div className="h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e5e1f0" vertical={false} />
          <XAxis dataKey="dia" tick={{ fontSize: 11, fill: '#5d5873' }} interval="preserveStartEnd" minTickGap={16} />
          <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: '#5d5873' }} />
          <Tooltip cursor={{ fill: '#f5f3ff' }} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="Visualizações" fill="#7c3aed" radius={[3, 3, 0, 0]} />
          <Bar dataKey="Cliques em contato" fill="#f59e0b" radius={[3, 3, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
