import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from '../constants/time.ts';

const UNITS = [
  { name: 'day', ms: DAY_MS, one: 'dia', many: 'dias' },
  { name: 'hour', ms: HOUR_MS, one: 'hora', many: 'horas' },
  { name: 'minute', ms: MINUTE_MS, one: 'minuto', many: 'minutos' },
  { name: 'second', ms: SECOND_MS, one: 'segundo', many: 'segundos' },
] as const;

type Unit = (typeof UNITS)[number]['name'];

/**
 * A duration constant as the screens and e-mails write it: '7 dias', '1 hora', '15 minutos'. The
 * largest unit that divides it exactly is used ('24 horas' when asked for hours), so a text never
 * rounds the rule.
 */
export function durationText(ms: number, unit?: Unit): string {
  const u = unit
    ? UNITS.find((x) => x.name === unit && ms % x.ms === 0)
    : UNITS.find((x) => ms >= x.ms && ms % x.ms === 0);
  if (!u) throw new Error(`Duração sem unidade inteira: ${ms} ms`);
  const n = ms / u.ms;
  return `${n} ${n === 1 ? u.one : u.many}`;
}
