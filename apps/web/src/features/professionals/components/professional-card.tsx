import { locationLabel } from '@app/domain/rules/contact';
import { minPriceDisplay } from '@app/domain/rules/price';
import { BadgeCheck, MapPin } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { StarRating } from '@/components/ui/star-rating';
import { recordInteraction } from '../api/record-interaction';
import type { ProfessionalCard as Card } from '@app/domain/schemas/api/professionals';
import { ProfessionalAvatar } from './professional-avatar';
import { CardPlayButton } from './card-play-button';
import { FavoriteButton } from './favorite-button';
import { RespondsFastBadge } from './trust-badges';

export const PROFILE_VIEW_RECORDED = 'profileViewRecorded';

/** `priority`: the card is on the first screen, its photo fetched first. */
export function ProfessionalCard({ professional, priority = false }: { professional: Card; priority?: boolean }) {
  const navigate = useNavigate();
  const href = `/professional/${professional.id}`;
  const price = minPriceDisplay(professional.min_price, professional.is_price_negotiable);
  const location = locationLabel(professional);
  const tags = [...professional.specialties, ...professional.genres];
  const shownTags = tags.slice(0, 4);

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-card transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-lift">
      <div className="relative">
        <ProfessionalAvatar src={professional.image} name={professional.name} className="aspect-[16/10] md:aspect-[4/3]" priority={priority} />
        <FavoriteButton professionalId={professional.id} professionalName={professional.name} className="absolute top-3 right-3" />
        {professional.playable ? <CardPlayButton item={professional.playable} professionalName={professional.name} className="absolute right-3 bottom-3 z-10" /> : null}
        {professional.services_suspended ? (
          <Badge variant="neutral" className="absolute top-3 left-3 bg-surface/95 shadow">
            Indisponível no momento
          </Badge>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-start justify-between gap-2">
          <h3 className="text-lg leading-snug font-semibold">
            <Link
              to={href}
              state={{ [PROFILE_VIEW_RECORDED]: true }}
              onClick={() => recordInteraction(professional.id, 'profile_view')}
              className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
            >
              <bdi>{professional.name}</bdi>
            </Link>
          </h3>
          {professional.verified ? (
            <span className="mt-1 inline-flex text-brand-700" title="Profissional verificado">
              <BadgeCheck className="size-5" aria-hidden />
              <span className="sr-only">Profissional verificado</span>
            </span>
          ) : null}
        </div>

        <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <StarRating value={professional.rating} reviewCount={professional.review_count} />
          {location ? (
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-4" aria-hidden />
              {location}
            </span>
          ) : null}
        </div>

        {professional.responds_fast ? <RespondsFastBadge className="mt-2 self-start" /> : null}

        {professional.description ? <p className="mt-3 line-clamp-2 text-sm text-muted-foreground">{professional.description}</p> : null}

        {shownTags.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Especialidades e gêneros">
            {shownTags.map((tag) => (
              <li key={tag}>
                <Badge variant="brand">{tag}</Badge>
              </li>
            ))}
            {tags.length > shownTags.length ? (
              <li>
                <Badge variant="outline">+{tags.length - shownTags.length}</Badge>
              </li>
            ) : null}
          </ul>
        ) : null}

        <div className="mt-auto flex items-end justify-between gap-3 pt-5">
          <p className="text-sm">
            {price.prefix ? <span className="block text-xs text-muted-foreground">{price.prefix}</span> : null}
            <span className="text-base font-bold text-ink">{price.amount}</span>
          </p>
          <Button
            size="sm"
            variant="secondary"
            className="relative z-10"
            aria-label={`Saber mais sobre ${professional.name}`}
            onClick={() => {
              recordInteraction(professional.id, 'contact_click');
              void navigate(href);
            }}
          >
            Saber mais
          </Button>
        </div>
      </div>
    </article>
  );
}
