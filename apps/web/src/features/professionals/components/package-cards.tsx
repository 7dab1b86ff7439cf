import type { Service } from '@app/domain/schemas/api/professionals';
import { MessageCircle } from 'lucide-react';
import { PackageDetails } from '@/components/package-details';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useServices } from '../api/get-professional';
import { useBrief } from './contact-button';

function CardsSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2" aria-hidden>
      {[0, 1].map((i) => (
        <div key={i} className="space-y-2 rounded-xl border border-border p-5">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-6 w-1/3" />
          <Skeleton className="h-4 w-full" />
        </div>
      ))}
    </div>
  );
}

function PackageCard({ pkg, onAsk }: { pkg: Service; onAsk: (() => void) | null }) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-5">
      <h3 className="font-semibold">{pkg.title}</h3>
      <PackageDetails pkg={pkg} />
      <p className="flex-1 text-sm leading-relaxed whitespace-pre-line text-muted-foreground">{pkg.description}</p>
      {onAsk ? (
        <Button
          variant="outline"
          className="mt-1 w-full"
          onClick={onAsk}
          aria-label={`Pedir orçamento deste pacote: ${pkg.title}`}
        >
          <MessageCircle aria-hidden />
          Pedir orçamento deste pacote
        </Button>
      ) : null}
    </li>
  );
}

/**
 * The professional's packages as comparable cards, cheapest first. Where the profile takes contacts,
 * each card opens the brief with its package chosen.
 */
export function PackageCards({ professionalId, canContact }: { professionalId: string; canContact: boolean }) {
  const services = useServices(professionalId);
  const brief = useBrief();
  if (services.isPending) return <CardsSkeleton />;
  // A failed load shows the same empty state as no services at all.
  const items = services.data ?? [];
  if (items.length === 0)
    return (
      <p className="rounded-xl bg-muted px-4 py-6 text-center text-sm text-muted-foreground">
        Nenhum serviço cadastrado ainda.
      </p>
    );
  return (
    <ul aria-label="Pacotes" className="grid gap-4 sm:grid-cols-2">
      {items.map((pkg) => (
        <PackageCard
          key={pkg.id}
          pkg={pkg}
          onAsk={canContact && brief ? () => brief.openBrief({ packageId: pkg.id }) : null}
        />
      ))}
    </ul>
  );
}
