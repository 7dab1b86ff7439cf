import { formatDuration, playableOf } from '@app/domain/rules/media-embed';
import { PORTFOLIO_MESSAGES } from '@app/domain/schemas/professional';
import { ExternalLink, FolderOpen, Link2, Music } from 'lucide-react';
import { PortfolioPlayer } from '@/components/portfolio-player';
import { useDeletePortfolioItem } from '../api/delete-portfolio-item';
import { useOwnPortfolio } from '../api/get-portfolio';
import type { PortfolioItem } from '@app/domain/schemas/api/professionals';
import { EditableListPage } from '../components/editable-list-page';
import { PortfolioDialog } from '../components/portfolio-dialog';

const TEXTS = {
  title: 'Portfólio',
  description: 'Links para ouvir ou ver seus trabalhos. Aparecem na aba Portfólio do seu perfil.',
  addLabel: 'Adicionar item',
  listLabel: 'Itens do portfólio',
  loadError: 'Não foi possível carregar seu portfólio.',
  emptyTitle: 'Seu portfólio está vazio.',
  emptyHint: 'Adicione pelo menos um item para completar seu perfil.',
  deleted: 'Item excluído',
  deleteError: 'Não foi possível excluir o item. Tente novamente.',
  confirmTitle: 'Excluir item',
  confirmDescription: PORTFOLIO_MESSAGES.confirmDelete,
};

/** An uploaded file's storage path means nothing to its owner: it reads as what it is and how long it plays. */
function uploadedAudioLabel(seconds: number | null) {
  return seconds === null ? 'Áudio enviado' : `Áudio enviado · ${formatDuration(seconds)}`;
}

/** An uploaded recording plays in the page, in the same player clients use on the profile; a link opens its site. */
function ItemMedia({ item }: { item: PortfolioItem }) {
  const playable = item.url.startsWith('/media/') ? playableOf(item) : null;
  if (playable?.kind === 'audio') {
    return (
      <div className="mt-auto flex flex-col gap-1">
        <PortfolioPlayer
          playable={playable}
          title={item.title}
          durationSeconds={item.duration_seconds}
          size="compact"
        />
        <p className="text-xs text-muted-foreground">{uploadedAudioLabel(item.duration_seconds)}</p>
      </div>
    );
  }
  return (
    <a
      href={item.url}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="mt-auto inline-flex max-w-full items-center gap-1.5 truncate text-sm font-semibold text-brand-700 hover:underline"
    >
      <ExternalLink className="size-4 shrink-0" aria-hidden />
      <span className="truncate">{item.url.replace(/^https?:\/\//, '')}</span>
    </a>
  );
}

export function Component() {
  return (
    <EditableListPage
      items={useOwnPortfolio()}
      remove={useDeletePortfolioItem()}
      texts={TEXTS}
      loadToastId="load-portfolio"
      emptyIcon={FolderOpen}
      heading={(item) => (
        <div className="flex min-w-0 items-center gap-2.5">
          <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
            {item.content_type === 'audio' ? (
              <Music className="size-4" aria-label="Áudio" />
            ) : (
              <Link2 className="size-4" aria-label="Link" />
            )}
          </span>
          <h2 className="truncate text-lg font-semibold">{item.title}</h2>
        </div>
      )}
      details={(item) => <ItemMedia item={item} />}
      editor={({ open, onOpenChange, item }) => <PortfolioDialog open={open} onOpenChange={onOpenChange} item={item} />}
    />
  );
}
