import { Check, ExternalLink, X } from 'lucide-react';
import { profilePath } from '@app/domain/rules/profile-path';
import { BRAND_NAME } from '@app/domain/constants/brand';
import { HIRED_REVIEW_LABEL } from '@app/domain/constants/requests';
import { toast } from 'sonner';
import { ADMIN_REVIEW_STATUSES } from '@app/domain/schemas/admin';
import type { AdminReviewStatus } from '@app/domain/schemas/admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatRating, formatReviewCount } from '@/lib/format';
import { useAdminReviews } from '../api/get-reviews';
import { useModerateReview } from '../api/moderate-review';
import type { AdminReview } from '@app/domain/schemas/api/admin';
import { useQueryParams } from '../hooks/use-query-params';
import { PageHeader } from '../components/page-header';
import { EmptyState, PagedList } from '../components/query-state';
import { StarRating } from '@/components/ui/star-rating';
import { StatusTabs } from '../components/status-tabs';
import { formatDateTime } from '../utils/labels';
import { runAdminAction } from '../utils/admin-action';

const OPTIONS = [
  { value: 'pending', label: 'Aguardando' },
  { value: 'approved', label: 'Aprovadas' },
  { value: 'rejected', label: 'Rejeitadas' },
] as const;

const EMPTY: Record<AdminReviewStatus, string> = {
  pending: 'Nenhuma avaliação aguardando aprovação',
  approved: 'Nenhuma avaliação aprovada',
  rejected: 'Nenhuma avaliação rejeitada',
};

export function Component() {
  const { params, page, update, setPage } = useQueryParams();
  const raw = params.get('situacao');
  const status: AdminReviewStatus = (ADMIN_REVIEW_STATUSES as readonly string[]).includes(raw ?? '')
    ? (raw as AdminReviewStatus)
    : 'pending';
  const list = useAdminReviews(status, page);

  return (
    <>
      <PageHeader title="Avaliações" description="Avaliações só aparecem no perfil público depois de aprovadas." />
      <StatusTabs
        label="Situação das avaliações"
        value={status}
        options={OPTIONS}
        onChange={(v) => update({ situacao: v === 'pending' ? null : v, pagina: null })}
      />
      <PagedList query={list} page={page} onPage={setPage} empty={<EmptyState title={EMPTY[status]} />}>
        {(items) => (
          <ul className="flex flex-col gap-3">
            {items.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}

function ReviewItem({ review }: { review: AdminReview }) {
  const moderate = useModerateReview();
  const pending = review.moderated_at === null && !review.is_approved;

  const act = async (approve: boolean) => {
    await runAdminAction(async () => {
      const result = await moderate.mutateAsync({ id: review.id, approve });
      toast.success(approve ? 'Avaliação aprovada e publicada.' : 'Avaliação rejeitada.', {
        description: `${review.professional_name}: nota ${formatRating(result.rating)} com ${formatReviewCount(result.review_count)}.`,
      });
    });
  };

  return (
    <li
      aria-label={`Avaliação de ${review.user_name} para ${review.professional_name}`}
      className="rounded-xl border border-border bg-surface p-4 shadow-card sm:p-5"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1 [overflow-wrap:anywhere]">
          <p className="text-sm text-muted-foreground">
            Para{' '}
            <a
              href={profilePath({ id: review.professional_id, name: review.professional_name })}
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-brand-700 hover:underline"
            >
              {review.professional_name}
            </a>
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <StarRating value={review.rating} />
            <bdi className="font-semibold text-ink">{review.user_name}</bdi>
            <span className="truncate text-sm text-muted-foreground">{review.user_email}</span>
            {review.hired ? (
              <Badge
                variant="success"
                title="Escrita pelo cliente depois de um negócio que os dois lados confirmaram por um pedido de orçamento."
              >
                {HIRED_REVIEW_LABEL}
              </Badge>
            ) : null}
            {review.via_contact ? (
              <Badge
                variant="brand"
                title="O navegador de quem avaliou entrou em contato com o profissional pelo site antes de avaliar."
              >
                Contato pelo {BRAND_NAME}
              </Badge>
            ) : null}
            {review.is_approved ? <Badge variant="success">Aprovada</Badge> : null}
            {!review.is_approved && review.moderated_at ? <Badge variant="danger">Rejeitada</Badge> : null}
          </div>
          <p className="mt-2 text-sm whitespace-pre-line text-ink">{review.comment}</p>
          <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
            <span>Enviada em {formatDateTime(review.created_at)}</span>
            {review.moderated_at ? <span>Moderada em {formatDateTime(review.moderated_at)}</span> : null}
            {review.project_url ? (
              <a
                href={review.project_url}
                target="_blank"
                rel="noreferrer nofollow"
                className="inline-flex items-center gap-1 text-brand-700 hover:underline"
              >
                <ExternalLink aria-hidden className="size-3" />
                Link do projeto
              </a>
            ) : null}
          </div>
        </div>
        <div className="flex shrink-0 gap-2">
          {review.is_approved ? null : (
            <Button size="sm" onClick={() => void act(true)} disabled={moderate.isPending}>
              <Check aria-hidden />
              Aprovar
            </Button>
          )}
          {pending || review.is_approved ? (
            <Button size="sm" variant="outline" onClick={() => void act(false)} disabled={moderate.isPending}>
              <X aria-hidden />
              {review.is_approved ? 'Despublicar' : 'Rejeitar'}
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
