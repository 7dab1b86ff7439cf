import { formatDuration, playableOf } from '@app/domain/rules/media-embed';
import { PORTFOLIO_MESSAGES } from '@app/domain/schemas/professional';
import { ExternalLink, FolderOpen, Link2, Music, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { PortfolioPlayer } from '@/components/portfolio-player';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDeletePortfolioItem } from '../api/delete-portfolio-item';
import { useOwnPortfolio } from '../api/get-portfolio';
import type { PortfolioItem } from '@app/domain/schemas/api/professionals';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState, ListHeader } from '../components/list-parts';
import { PortfolioDialog } from '../components/portfolio-dialog';

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
        <PortfolioPlayer playable={playable} title={item.title} durationSeconds={item.duration_seconds} size="compact" />
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
  const portfolio = useOwnPortfolio();
  const remove = useDeletePortfolioItem();
  const [editing, setEditing] = useState<PortfolioItem | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<PortfolioItem | null>(null);

  useEffect(() => {
    if (portfolio.isError) toast.error('Erro', { description: 'Não foi possível carregar seu portfólio.', id: 'load-portfolio' });
  }, [portfolio.isError]);

  const openDialog = (item: PortfolioItem | null) => {
    setEditing(item);
    setDialogOpen(true);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success('Item excluído');
      setDeleting(null);
    } catch {
      toast.error('Erro', { description: 'Não foi possível excluir o item. Tente novamente.' });
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <ListHeader title="Portfólio" description="Links para ouvir ou ver seus trabalhos. Aparecem na aba Portfólio do seu perfil." actionLabel="Adicionar item" onAction={() => openDialog(null)} />

      {portfolio.isPending ? (
        <div className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-36 rounded-xl" />
          <Skeleton className="h-36 rounded-xl" />
        </div>
      ) : portfolio.isError ? (
        <p role="alert" className="rounded-xl bg-danger-soft p-4 text-sm font-medium text-danger">
          Não foi possível carregar seu portfólio.
        </p>
      ) : portfolio.data.length === 0 ? (
        <EmptyState icon={<FolderOpen className="size-7" aria-hidden />} title="Seu portfólio está vazio." hint="Adicione pelo menos um item para completar seu perfil.">
          <Button onClick={() => openDialog(null)}>
            <Plus aria-hidden />
            Adicionar item
          </Button>
        </EmptyState>
      ) : (
        <ul aria-label="Itens do portfólio" className="grid gap-4 md:grid-cols-2">
          {portfolio.data.map((item) => (
            <li key={item.id} className="min-w-0">
              <Card className="h-full">
                <CardContent className="flex h-full flex-col gap-2">
                  <div className="flex items-start justify-between gap-3">
                    <div className="flex min-w-0 items-center gap-2.5">
                      <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                        {item.content_type === 'audio' ? <Music className="size-4" aria-label="Áudio" /> : <Link2 className="size-4" aria-label="Link" />}
                      </span>
                      <h2 className="truncate text-lg font-semibold">{item.title}</h2>
                    </div>
                    <div className="-mt-1 -mr-2 flex shrink-0">
                      <Button variant="ghost" size="icon" aria-label={`Editar ${item.title}`} onClick={() => openDialog(item)}>
                        <Pencil />
                      </Button>
                      <Button variant="ghost" size="icon" className="text-danger hover:bg-danger-soft" aria-label={`Excluir ${item.title}`} onClick={() => setDeleting(item)}>
                        <Trash2 />
                      </Button>
                    </div>
                  </div>
                  <p className="text-sm whitespace-pre-line text-muted-foreground [overflow-wrap:anywhere]">{item.description}</p>
                  <ItemMedia item={item} />
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}

      <PortfolioDialog open={dialogOpen} onOpenChange={setDialogOpen} item={editing} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (!open ? setDeleting(null) : undefined)}
        title="Excluir item"
        description={PORTFOLIO_MESSAGES.confirmDelete}
        confirmLabel="Excluir"
        pendingLabel="Excluindo..."
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
