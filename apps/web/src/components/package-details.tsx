import { packageFacts, type PackageSummary } from '@app/domain/rules/packages';
import { formatPackagePrice } from '@app/domain/rules/price';
import { Check } from 'lucide-react';

/** A package's price, what it includes and its facts (duration, revisions, occasions), as clients compare them. */
export function PackageDetails({ pkg }: { pkg: PackageSummary & { included: readonly string[] } }) {
  const facts = packageFacts(pkg);
  return (
    <>
      <p className="text-lg font-bold text-brand-800">{formatPackagePrice(pkg)}</p>
      {pkg.included.length ? (
        <ul aria-label="Inclui" className="flex flex-col gap-1 text-sm">
          {pkg.included.map((item) => (
            <li key={item} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
              <span className="min-w-0 [overflow-wrap:anywhere]">{item}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {facts.length ? (
        <ul aria-label="Detalhes do pacote" className="flex flex-wrap gap-1.5">
          {facts.map((fact) => (
            <li key={fact} className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
              {fact}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
