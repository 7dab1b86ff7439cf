import { NEW_PROFESSIONAL_LABEL, ratingDisplay, roundToHalf, starFills } from '@app/domain/rules/rating';
import { Sparkles } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatRating, formatReviewCount } from '@/lib/format';

interface StarRatingProps {
  /** The average (or a single review's stars). */
  value: number;
  /**
   * With a count the rating reads as a professional's: 'Novo' while there is no approved review,
   * else the stars, the number and the count. Without it, a single review's stars.
   */
  reviewCount?: number;
  /** The count as '· 3 avaliações' instead of '(3 avaliações)'. */
  countStyle?: 'parentheses' | 'dot';
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * Five stars as five plain spans, each drawn by CSS (`.star` in styles.css: an outline, and a filled
 * star over it cut to the fill): a results page shows dozens of ratings, and two inline SVG icons
 * per star made its HTML and the work of taking it over several times larger.
 */
function Stars({ stars, size }: { stars: number; size: 'sm' | 'md' }) {
  const icon = size === 'sm' ? 'size-4' : 'size-5';
  return (
    <span aria-hidden className="inline-flex items-center gap-0.5" data-stars={stars}>
      {starFills(stars).map((fill, i) => (
        <span key={i} className={cn('star', icon)} data-fill={fill} />
      ))}
    </span>
  );
}

/** The one way a rating is drawn: half stars, the number beside them, and 'Novo' instead of zero. */
export function StarRating({
  value,
  reviewCount,
  countStyle = 'parentheses',
  size = 'sm',
  className,
}: StarRatingProps) {
  if (reviewCount === undefined) {
    const stars = roundToHalf(value);
    return (
      <span className={cn('inline-flex items-center', className)}>
        <Stars stars={stars} size={size} />
        <span className="sr-only">Nota {Number.isInteger(value) ? value : formatRating(value)} de 5</span>
      </span>
    );
  }

  const display = ratingDisplay(value, reviewCount);
  if (display.isNew) {
    return (
      <span className={cn('inline-flex items-center gap-2', className)}>
        <Badge variant="accent">
          <Sparkles aria-hidden />
          {NEW_PROFESSIONAL_LABEL}
        </Badge>
        <span>ainda sem avaliações</span>
      </span>
    );
  }
  const count = formatReviewCount(reviewCount);
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-x-1.5 gap-y-1', className)}>
      <Stars stars={display.stars} size={size} />
      <span className="font-semibold text-ink">{formatRating(display.value)}</span>
      <span className="sr-only">de 5 estrelas,</span>
      <span>{countStyle === 'dot' ? `· ${count}` : `(${count})`}</span>
    </span>
  );
}
