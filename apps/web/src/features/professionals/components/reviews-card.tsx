import { REVIEW_MESSAGES } from '@app/domain/schemas/review-messages';
import { formatDate } from '@app/domain/rules/dates';
import { ExternalLink, MessageSquarePlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SkeletonStack } from '@/components/ui/skeleton';
import { StarRating } from '@/components/ui/star-rating';
import { useReviews } from '../api/get-professional';
import { ContactReviewBadge, HiredReviewBadge } from './trust-badges';

interface ReviewsCardProps {
  professionalId: string;
  rating: number;
  reviewCount: number;
  /** Absent on the owner's own profile: nobody reviews themselves. */
  onReview?: () => void;
}

export function ReviewsCard({ professionalId, rating, reviewCount, onReview }: ReviewsCardProps) {
  const reviews = useReviews(professionalId);
  const items = reviews.data ?? [];

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <div>
          <CardTitle>Avaliações</CardTitle>
          <p className="mt-1 text-sm text-muted-foreground">
            <StarRating value={rating} reviewCount={reviewCount} countStyle="dot" />
          </p>
        </div>
        {onReview ? (
          <Button variant="secondary" size="sm" onClick={onReview}>
            <MessageSquarePlus aria-hidden />
            Avaliar
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {reviews.isPending ? (
          <SkeletonStack bars={['h-4 w-1/3', 'h-4 w-full', 'h-4 w-2/3']} aria-label="Carregando avaliações" />
        ) : items.length === 0 ? (
          <p className="rounded-xl bg-muted px-4 py-6 text-center text-sm text-muted-foreground">
            {REVIEW_MESSAGES.empty}
          </p>
        ) : (
          <ul className="divide-y divide-border">
            {items.map((review) => (
              <li key={review.id} className="py-4 first:pt-0 last:pb-0">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold">
                    <bdi>{review.user_name}</bdi>
                  </p>
                  <time dateTime={review.created_at} className="text-xs text-muted-foreground">
                    {formatDate(review.created_at)}
                  </time>
                </div>
                <p className="mt-1 flex flex-wrap items-center gap-2">
                  <StarRating value={review.rating} />
                  {review.hired ? <HiredReviewBadge /> : review.via_contact ? <ContactReviewBadge /> : null}
                </p>
                <p className="mt-2 text-sm leading-relaxed whitespace-pre-line">{review.comment}</p>
                {review.project_url ? (
                  <a
                    href={review.project_url}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
                  >
                    Ver projeto <ExternalLink className="size-3.5" aria-hidden />
                    <span className="sr-only">(abre em nova aba)</span>
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
