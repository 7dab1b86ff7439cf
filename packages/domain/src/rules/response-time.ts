/**
 * 'Responde em até 3 h': the median time a professional took to answer quote requests, rounded up
 * to what a client reads at a glance (whole hours up to a day, then whole days). Null says nothing.
 */
export function responseTimeLabel(minutes: number | null): string | null {
  if (minutes === null || !Number.isFinite(minutes) || minutes < 0) return null;
  const hours = Math.max(1, Math.ceil(minutes / 60));
  if (hours <= 24) return `Responde em até ${hours} h`;
  const days = Math.ceil(hours / 24);
  return `Responde em até ${days} dias`;
}
