import { firstPlayable, playableOf } from '@app/domain/rules/media-embed';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { usePortfolio } from '../api/get-professional';
import { PortfolioPlayer } from '@/components/portfolio-player';

/**
 * The first portfolio item that plays (the one the search card's button plays), ready on the
 * profile's first screen: a client hears the professional before reading about them.
 */
export function FeaturedSample({ professionalId, className }: { professionalId: string; className?: string }) {
  const portfolio = usePortfolio(professionalId);
  // The server renders the page with the portfolio; a visit from within the app waits for it here.
  if (portfolio.isPending) return <Skeleton className={cn('h-[4.5rem] w-full rounded-lg', className)} />;
  const item = firstPlayable(portfolio.data ?? []);
  const playable = item ? playableOf(item) : null;
  if (!item || !playable) return null;
  return (
    <section aria-labelledby={`amostra-${professionalId}`} className={className}>
      <h2
        id={`amostra-${professionalId}`}
        className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
      >
        Ouça uma amostra
      </h2>
      <PortfolioPlayer playable={playable} title={item.title} durationSeconds={item.duration_seconds} size="compact" />
    </section>
  );
}
