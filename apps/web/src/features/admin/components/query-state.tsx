import type { UseQueryResult } from '@tanstack/react-query';
import { AlertTriangle, Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Paged } from '@app/domain/schemas/api/common';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { AdminPagination } from './admin-pagination';

export function LoadingRows({ rows = 4 }: { rows?: number }) {
  return (
    <div role="status" aria-label="Carregando" className="flex flex-col gap-3">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-20 w-full rounded-xl" />
      ))}
    </div>
  );
}

export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-border bg-surface p-8 text-center"
    >
      <AlertTriangle aria-hidden className="size-8 text-danger" />
      <p className="text-sm text-muted-foreground">{errorMessage(error, 'Não foi possível carregar os dados.')}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Tentar novamente
      </Button>
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border bg-surface p-10 text-center">
      <Inbox aria-hidden className="size-8 text-brand-400" />
      <p className="font-semibold text-ink">{title}</p>
      {children ? <div className="text-sm text-muted-foreground">{children}</div> : null}
    </div>
  );
}

/**
 * One page of an admin list: skeleton while loading, the error with a retry, the empty state, or
 * the items (drawn by `children`) followed by the pagination. `summary` goes above the items.
 */
export function PagedList<T>({
  query,
  page,
  onPage,
  empty,
  summary,
  children,
}: {
  query: UseQueryResult<Paged<T>>;
  page: number;
  onPage: (page: number) => void;
  empty: ReactNode;
  summary?: (data: Paged<T>) => ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isPending) return <LoadingRows />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  return (
    <>
      {summary?.(data)}
      {data.items.length === 0 ? empty : children(data.items)}
      <AdminPagination page={page} total={data.total} pageSize={data.pageSize} onPage={onPage} />
    </>
  );
}
