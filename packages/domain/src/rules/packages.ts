import type { PackageDurationUnit } from '../constants/packages.ts';
import { occasionLabel } from '../constants/occasions.ts';
import { formatPackagePrice } from './price.ts';
import { formatNumber } from './numbers.ts';

const plural = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

/** 'Duração: 2 horas' for an event, 'Entrega em 5 dias' for production; null when not said. */
export function formatPackageDuration(value: number | null, unit: PackageDurationUnit | null): string | null {
  if (value === null || unit === null) return null;
  return unit === 'hours' ? `Duração: ${plural(value, 'hora', 'horas')}` : `Entrega em ${plural(value, 'dia', 'dias')}`;
}

/** '2 revisões', '1 revisão', 'Sem revisões'; null when not said. */
export function formatPackageRevisions(revisions: number | null): string | null {
  if (revisions === null) return null;
  return revisions === 0 ? 'Sem revisões' : plural(revisions, 'revisão', 'revisões');
}

export interface PackageSummary {
  title: string;
  price: number | null;
  price_from: boolean;
  is_price_negotiable: boolean;
  duration_value: number | null;
  duration_unit: PackageDurationUnit | null;
  revisions: number | null;
  occasions: readonly string[];
}

/** The short facts under a package's price, in the order a client compares them. */
export function packageFacts(p: PackageSummary): string[] {
  return [
    formatPackageDuration(p.duration_value, p.duration_unit),
    formatPackageRevisions(p.revisions),
    ...p.occasions.map(occasionLabel),
  ].filter((f): f is string => f !== null);
}

/** How a chosen package reads in the brief: 'Cerimônia (R$ 700)'. */
export function packageChoiceLabel(
  p: Pick<PackageSummary, 'title' | 'price' | 'price_from' | 'is_price_negotiable'>,
): string {
  return `${p.title} (${formatPackagePrice(p)})`;
}
