/** Contact clicks / views as a percentage with one decimal and a comma: '12,5%'; '0,0%' with no views. */
export function conversionRate(views: number, clicks: number): string {
  const rate = views > 0 ? (clicks / views) * 100 : 0;
  return `${rate.toFixed(1).replace('.', ',')}%`;
}
