/** '/profissionais?specialties=Mixagem,Masterização,Beats' — commas kept readable. */
export function categoryHref(specialties: readonly string[]): string {
  return `/profissionais?specialties=${specialties.map((s) => encodeURIComponent(s)).join(',')}`;
}
