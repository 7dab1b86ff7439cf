import { ExternalLink, FolderOpen, Headphones, Link2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDuration, playableOf } from '@app/domain/rules/media-embed';
import type { PortfolioItem } from '@app/domain/schemas/api/professionals';
import { Skeleton } from '@/components/ui/skeleton';
import { usePortfolio } from '../api/get-professional';
import { PortfolioPlayer } from '@/components/portfolio-player';

function portfolioKind(item: PortfolioItem): { label: string; icon: ReactNode } {
  if (item.content_type === 'audio') return { label: 'Áudio', icon: <Headphones className="size-5" aria-hidden /> };
  if (item.content_type === 'link') return { label: 'Link', icon: <Link2 className="size-5" aria-hidden /> };
  return { label: 'Projeto', icon: <FolderOpen className="size-5" aria-hidden /> };
}

function PortfolioCard({ item }: { item: PortfolioItem }) {
  const kind = portfolioKind(item);
  const playable = playableOf(item);
  const uploaded = item.url.startsWith('/media/');
  const label = [
    playable?.kind === 'embed' ? playable.label : kind.label,
    item.duration_seconds ? formatDuration(item.duration_seconds) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="flex flex-col rounded-xl border border-border p-5">
      <div className="flex items-center gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
          {kind.icon}
        </span>
        <div className="min-w-0">
          <h3 className="truncate font-semibold">{item.title}</h3>
          <p className="text-xs text-muted-foreground">{label}</p>
        </div>
      </div>
      <p className="mt-3 flex-1 text-sm leading-relaxed text-muted-foreground">{item.description}</p>
      {playable ? (
        <div className="mt-4">
          <PortfolioPlayer playable={playable} title={item.title} durationSeconds={item.duration_seconds} />
        </div>
      ) : null}
      {uploaded ? null : (
        <a
          href={item.url}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
        >
          Abrir <span className="sr-only">{item.title}</span> <ExternalLink className="size-4" aria-hidden />
          <span className="sr-only">(abre em nova aba)</span>
        </a>
      )}
    </li>
  );
}

export function PortfolioList({ professionalId }: { professionalId: string }) {
  const portfolio = usePortfolio(professionalId);
  if (portfolio.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  const items = portfolio.data ?? [];
  if (items.length === 0)
    return (
      <p className="rounded-xl bg-muted px-4 py-6 text-center text-sm text-muted-foreground">
        Nenhum item no portfólio ainda.
      </p>
    );
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {items.map((item) => (
        <PortfolioCard key={item.id} item={item} />
      ))}
    </ul>
  );
}
