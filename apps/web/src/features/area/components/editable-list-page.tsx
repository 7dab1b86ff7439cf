import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorAlert } from '@/components/ui/error-alert';

/** Every sentence of one list page: its header, its empty state and its deletion. */
interface EditableListTexts {
  title: string;
  description: string;
  addLabel: string;
  listLabel: string;
  loadError: string;
  emptyTitle: string;
  emptyHint: string;
  deleted: string;
  deleteError: string;
  confirmTitle: string;
  confirmDescription: string;
}

interface EditableListPageProps<T extends { id: string; title: string; description: string }> {
  items: UseQueryResult<T[]>;
  remove: UseMutationResult<void, Error, string>;
  texts: EditableListTexts;
  /** Keeps the load error's toast single however often the page renders. */
  loadToastId: string;
  emptyIcon: LucideIcon;
  /** The card's title, with anything shown beside it. */
  heading: (item: T) => ReactNode;
  /** What the card shows under the description. */
  details: (item: T) => ReactNode;
  /** The add-or-edit dialog; `item` is null when adding. */
  editor: (props: { open: boolean; onOpenChange: (open: boolean) => void; item: T | null }) => ReactNode;
}

/** The area's lists of the professional's own things (services, portfolio): add, edit and delete, each card with its actions. */
export function EditableListPage<T extends { id: string; title: string; description: string }>({
  items,
  remove,
  texts,
  loadToastId,
  emptyIcon,
  heading,
  details,
  editor,
}: EditableListPageProps<T>) {
  const [editing, setEditing] = useState<T | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<T | null>(null);

  useEffect(() => {
    if (items.isError) toast.error('Erro', { description: texts.loadError, id: loadToastId });
  }, [items.isError, texts.loadError, loadToastId]);

  const openDialog = (item: T | null) => {
    setEditing(item);
    setDialogOpen(true);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(texts.deleted);
      setDeleting(null);
    } catch {
      toast.error('Erro', { description: texts.deleteError });
    }
  };

  const addButton = (
    <Button onClick={() => openDialog(null)}>
      <Plus aria-hidden />
      {texts.addLabel}
    </Button>
  );

  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{texts.title}</h1>
          <p className="mt-1 text-muted-foreground">{texts.description}</p>
        </div>
        {addButton}
      </header>

      {items.isPending ? (
        <div className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-36 rounded-xl" />
          <Skeleton className="h-36 rounded-xl" />
        </div>
      ) : items.isError ? (
        <ErrorAlert>{texts.loadError}</ErrorAlert>
      ) : items.data.length === 0 ? (
        <EmptyState icon={emptyIcon} title={texts.emptyTitle} actions={addButton} className="border-dashed">
          {texts.emptyHint}
        </EmptyState>
      ) : (
        <ul aria-label={texts.listLabel} className="grid gap-4 md:grid-cols-2">
          {items.data.map((item) => (
            <li key={item.id} className="min-w-0">
              <Card className="h-full">
                <CardContent className="flex h-full flex-col gap-2">
                  <div className="flex items-start justify-between gap-3">
                    {heading(item)}
                    <div className="-mt-1 -mr-2 flex shrink-0">
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Editar ${item.title}`}
                        onClick={() => openDialog(item)}
                      >
                        <Pencil />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        className="text-danger hover:bg-danger-soft"
                        aria-label={`Excluir ${item.title}`}
                        onClick={() => setDeleting(item)}
                      >
                        <Trash2 />
                      </Button>
                    </div>
                  </div>
                  <p className="text-sm whitespace-pre-line text-muted-foreground [overflow-wrap:anywhere]">
                    {item.description}
                  </p>
                  {details(item)}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}

      {editor({ open: dialogOpen, onOpenChange: setDialogOpen, item: editing })}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (!open ? setDeleting(null) : undefined)}
        title={texts.confirmTitle}
        description={texts.confirmDescription}
        confirmLabel="Excluir"
        pendingLabel="Excluindo..."
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
