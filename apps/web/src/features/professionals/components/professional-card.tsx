import { instrumentLabel } from '@app/domain/constants/instruments';
import { occasionLabel } from '@app/domain/constants/occasions';
import { locationLabel, shortLocationLabel } from '@app/domain/rules/contact';
import { catalogueLabel } from '@app/domain/rules/catalogue-fields';
import { cardPrice } from '@app/domain/rules/price';
import { NEW_PROFESSIONAL_LABEL, ratingDisplay } from '@app/domain/rules/rating';
import { BadgeCheck, CalendarCheck, ChevronRight, Globe, MapPin, Sparkles, Star } from 'lucide-react';
import { formatDayShort } from '@app/domain/rules/calendar-day';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { StarRating } from '@/components/ui/star-rating';
import { cn } from '@/lib/cn';
import { formatRating } from '@/lib/format';
import { COUNTED_LINK, recordInteraction } from '../api/record-interaction';
import type { SearchCard as Card } from '@app/domain/schemas/api/professionals';
import { cardPhotoSources, ProfessionalAvatar } from './professional-avatar';
import { CardPlayButton } from './card-play-button';
import { FavoriteButton } from './favorite-button';
import { ResponseBadge, hasResponseBadge } from './trust-badges';
import { PROFILE_VIEW_RECORDED } from '../utils/profile-view';
import { profilePathFor } from '../utils/asked-day';

const TAGS_LABEL = 'Especialidades e gêneros';

/** The phone card's rating: one star, the average and the count, or 'Novo' before any review. */
function CompactRating({
  rating,
  reviewCount,
  className,
}: {
  rating: number;
  reviewCount: number;
  className?: string;
}) {
  const display = ratingDisplay(rating, reviewCount);
  if (display.isNew) {
    return (
      <span className={cn('inline-flex shrink-0 items-center gap-1 font-medium text-brand-700', className)}>
        <Sparkles aria-hidden className="size-3.5" />
        {NEW_PROFESSIONAL_LABEL}
      </span>
    );
  }
  return (
    <span className={cn('inline-flex shrink-0 items-center gap-1', className)}>
      <Star aria-hidden className="size-4 fill-accent text-accent" />
      <span className="font-semibold text-ink">{formatRating(display.value)}</span>
      <span className="sr-only">de 5 estrelas,</span>
      <span>
        ({reviewCount}
        <span className="sr-only">{reviewCount === 1 ? ' avaliação' : ' avaliações'}</span>)
      </span>
    </span>
  );
}

/**
 * `priority`: the card is on the first screen, its photo fetched first. `compactOnPhone`: below the
 * medium breakpoint the card is one row (photo, name, rating, city, main specialty, price, play), so
 * that a phone's first screen shows several professionals to compare; from there up it is the full card.
 */
export function ProfessionalCard({
  professional,
  priority = false,
  compactOnPhone = false,
  askedDay = null,
}: {
  professional: Card;
  priority?: boolean;
  compactOnPhone?: boolean;
  /** The one date the search asked for ('Livre em'): every card found is free then. */
  askedDay?: string | null;
}) {
  // Found for one date: the card says it is free then, and the profile answers it first.
  const href = profilePathFor(professional, askedDay);
  const freeThen = askedDay ? `Livre em ${formatDayShort(askedDay)}` : null;
  // For a search that asks for an occasion: the price of the packages for it, or that there is none.
  const price = cardPrice(professional.min_price, professional.is_price_negotiable, professional.occasion_offer);
  const location = locationLabel(professional);
  const tags = [...professional.specialties, ...professional.genres];
  const shownTags = tags.slice(0, 4);
  const moreTags = tags.length > shownTags.length ? `+${tags.length - shownTags.length}` : null;
  // The search puts first what the client asked for: found by 'violão', a guitarist's card says Violão.
  const mainSpecialty = professional.specialties[0];
  const mainInstrument = professional.instruments[0];
  // What they play and what they are hired for: 'Violão, Guitarra · Casamento, Bar e show'.
  const plays = professional.instruments.slice(0, 3).map(instrumentLabel).join(', ');
  const serves = professional.occasions.slice(0, 3).map(occasionLabel).join(', ');
  // Portuguese goes without saying here: the card names the other languages a client abroad may need.
  const speaks = professional.languages
    .filter((slug) => slug !== 'portugues')
    .map((slug) => catalogueLabel('languages', slug))
    .join(', ');
  // What they play, what they are hired for, what else they speak: 'Toca: Violão · Para: Casamento · Fala: Inglês'.
  const facts = (
    [
      ['Toca', plays],
      ['Para', serves],
      ['Fala', speaks],
    ] as const
  ).filter(([, value]) => value);
  const c = compactOnPhone;

  return (
    <article
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-card transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-lift',
        c && 'max-md:flex-row max-md:gap-3 max-md:p-3',
      )}
    >
      <div className={cn('relative', c && 'max-md:size-22 max-md:shrink-0')}>
        <ProfessionalAvatar
          src={cardPhotoSources(professional, compactOnPhone)}
          name={professional.name}
          className={cn(
            'aspect-[16/10] md:aspect-[4/3]',
            c && 'max-md:aspect-square max-md:size-full max-md:rounded-xl',
          )}
          priority={priority}
        />
        {professional.playable ? (
          <CardPlayButton
            item={professional.playable}
            professionalName={professional.name}
            className={cn(
              'absolute right-3 bottom-3 z-10',
              c && 'max-md:-right-1 max-md:-bottom-1 max-md:size-11 max-md:border-2 max-md:border-surface',
            )}
          />
        ) : null}
        {professional.services_suspended ? (
          <Badge variant="neutral" className={cn('absolute top-3 left-3 bg-surface/95 shadow', c && 'max-md:hidden')}>
            Indisponível no momento
          </Badge>
        ) : null}
      </div>
      <FavoriteButton
        professionalId={professional.id}
        professionalName={professional.name}
        className={cn('absolute top-3 right-3', c && 'max-md:top-2 max-md:right-2 max-md:size-11')}
      />
      <div className={cn('flex flex-1 flex-col p-5', c && 'max-md:min-w-0 max-md:p-0 max-md:pr-10')}>
        <div className="flex items-start justify-between gap-2">
          <h3
            className={cn(
              'text-lg leading-snug font-semibold',
              c && 'max-md:truncate max-md:text-[15px] max-md:leading-5',
            )}
          >
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
            <span
              className={cn('mt-1 inline-flex text-brand-700', c && 'max-md:mt-0 max-md:shrink-0')}
              title="Profissional verificado"
            >
              <BadgeCheck className={cn('size-5', c && 'max-md:size-4')} aria-hidden />
              <span className="sr-only">Profissional verificado</span>
            </span>
          ) : null}
        </div>

        <div
          className={cn(
            'mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground',
            c &&
              'max-md:mt-0.5 max-md:flex-nowrap max-md:gap-x-1 max-md:text-[13px] max-md:leading-5 max-md:whitespace-nowrap',
          )}
        >
          <StarRating
            value={professional.rating}
            reviewCount={professional.review_count}
            className={cn(c && 'max-md:hidden')}
          />
          {c ? (
            <CompactRating rating={professional.rating} reviewCount={professional.review_count} className="md:hidden" />
          ) : null}
          {location ? (
            // On a phone the place is short ('Ouro Preto (MG)'), so that the row keeps one line; a very long one is cut.
            <span className={cn('inline-flex items-center gap-1', c && 'max-md:min-w-0')} title={location}>
              {c ? (
                <span aria-hidden className="md:hidden">
                  ·
                </span>
              ) : null}
              <MapPin className={cn('size-4 shrink-0', c && 'max-md:hidden')} aria-hidden />
              {c ? (
                <>
                  <span className="truncate md:hidden">{shortLocationLabel(professional)}</span>
                  <span className="max-md:hidden">{location}</span>
                </>
              ) : (
                <span>{location}</span>
              )}
            </span>
          ) : null}
          {/* Found for a place they do not play in: they work online, from where they live. */}
          {professional.presence === 'online' ? (
            <span className="inline-flex shrink-0 items-center gap-1 font-medium text-brand-700">
              <Globe className={cn('size-4 shrink-0', c && 'max-md:size-3.5')} aria-hidden />
              {/* The phone's row is narrow: the globe alone there (the group's heading says it), the place keeps its room. */}
              <span className={cn(c && 'max-md:sr-only')}>Atende online</span>
            </span>
          ) : null}
        </div>

        {c ? (
          <div className="flex flex-col items-start md:hidden">
            {mainSpecialty || mainInstrument || hasResponseBadge(professional) ? (
              <div className="mt-1 flex max-w-full items-center gap-1.5">
                {/* A specialty is a short word ('Beats' showed as 'B…' beside a long instrument): it stays whole, the instrument gives way. */}
                {mainSpecialty ? (
                  <Badge variant="brand" aria-hidden className="block max-w-full shrink-0 truncate">
                    {mainSpecialty}
                  </Badge>
                ) : null}
                {mainInstrument ? (
                  <Badge variant="outline" aria-hidden className="block min-w-0 truncate">
                    {instrumentLabel(mainInstrument)}
                  </Badge>
                ) : null}
                <ResponseBadge professional={professional} iconOnly className="shrink-0" />
              </div>
            ) : null}
            <p className="mt-0.5 max-w-full truncate text-[13px] leading-5">
              {price.prefix ? <span className="text-muted-foreground">{price.prefix} </span> : null}
              <span className="font-bold text-ink">{price.amount}</span>
            </p>
            {price.note ? <p className="max-w-full truncate text-xs text-muted-foreground">{price.note}</p> : null}
            {freeThen ? <p className="max-w-full truncate text-xs font-medium text-success">{freeThen}</p> : null}
          </div>
        ) : null}

        <ResponseBadge professional={professional} className={cn('mt-2 self-start', c && 'max-md:hidden')} />
        {freeThen ? (
          <p
            className={cn(
              'mt-2 inline-flex items-center gap-1.5 self-start rounded-full bg-success-soft px-2.5 py-1 text-xs font-medium text-success',
              c && 'max-md:hidden',
            )}
          >
            <CalendarCheck aria-hidden className="size-3.5" />
            {freeThen}
          </p>
        ) : null}

        {professional.description ? (
          <p className={cn('mt-3 line-clamp-2 text-sm text-muted-foreground', c && 'max-md:hidden')}>
            {professional.description}
          </p>
        ) : null}

        {shownTags.length > 0 ? (
          <ul className={cn('mt-3 flex flex-wrap gap-1.5', c && 'max-md:hidden')} aria-label={TAGS_LABEL}>
            {shownTags.map((tag) => (
              <li key={tag}>
                <Badge variant="brand">{tag}</Badge>
              </li>
            ))}
            {moreTags ? (
              <li>
                <Badge variant="outline">{moreTags}</Badge>
              </li>
            ) : null}
          </ul>
        ) : null}

        {facts.length > 0 ? (
          <p className={cn('mt-2.5 line-clamp-2 text-xs leading-5 text-muted-foreground', c && 'max-md:hidden')}>
            {facts.map(([name, value], i) => (
              <Fragment key={name}>
                {i > 0 ? <span aria-hidden> · </span> : null}
                <span className="font-medium text-ink">{name}:</span> {value}
              </Fragment>
            ))}
          </p>
        ) : null}

        {c ? (
          // On a phone's card the eye gets the main specialty and instrument; a screen reader still
          // gets every tag and the whole line, as plain text. Kept as badges off screen, they were 16
          // elements a card that the phone styled and laid out, 24 cards a page.
          <>
            {shownTags.length > 0 ? (
              <ul className="sr-only md:hidden" aria-label={TAGS_LABEL}>
                {[...shownTags, ...(moreTags ? [moreTags] : [])].map((tag) => (
                  <li key={tag}>{tag}</li>
                ))}
              </ul>
            ) : null}
            {facts.length > 0 ? (
              <p className="sr-only md:hidden">{facts.map(([name, value]) => `${name}: ${value}`).join(' · ')}</p>
            ) : null}
          </>
        ) : null}

        <div className={cn('mt-auto flex items-end justify-between gap-3 pt-5', c && 'max-md:contents')}>
          <p className={cn('text-sm', c && 'max-md:hidden')}>
            {price.prefix ? <span className="block text-xs text-muted-foreground">{price.prefix}</span> : null}
            <span className="text-base font-bold text-ink">{price.amount}</span>
            {price.note ? <span className="block text-xs text-muted-foreground">{price.note}</span> : null}
          </p>
          {/* A link: it opens the profile even before the app has the page (its count then comes from the page's script). */}
          <Button
            asChild
            size="sm"
            variant="secondary"
            className={cn(
              'relative z-10',
              c && 'max-md:absolute max-md:right-2 max-md:bottom-2 max-md:size-11 max-md:rounded-full max-md:p-0',
            )}
          >
            <Link
              to={href}
              aria-label={`Saber mais sobre ${professional.name}`}
              title={c ? 'Saber mais' : undefined}
              {...{ [COUNTED_LINK]: `${professional.id} contact_click` }}
              onClick={() => recordInteraction(professional.id, 'contact_click')}
            >
              <span className={cn(c && 'max-md:sr-only')}>Saber mais</span>
              {c ? <ChevronRight aria-hidden className="md:hidden" /> : null}
            </Link>
          </Button>
        </div>
      </div>
    </article>
  );
}

/** A card's place while the list loads, in the card's shape: its photo, then its name and two lines. */
export function ProfessionalCardSkeleton({ compactOnPhone = false }: { compactOnPhone?: boolean }) {
  const c = compactOnPhone;
  return (
    <div
      aria-hidden
      className={cn(
        'overflow-hidden rounded-2xl border border-border bg-surface',
        c && 'flex gap-3 p-3 md:block md:p-0',
      )}
    >
      <Skeleton
        className={cn(
          'aspect-[16/10] rounded-none md:aspect-[4/3]',
          c && 'size-22 shrink-0 rounded-xl md:size-auto md:rounded-none',
        )}
      />
      <div className={cn('space-y-3 p-5', c && 'flex-1 p-0 md:p-5')}>
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-full" />
      </div>
    </div>
  );
}
