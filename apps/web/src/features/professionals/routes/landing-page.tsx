import { BRAND_NAME, SITE_DESCRIPTION } from '@app/domain/constants/brand';
import { landingFacet, landingPlaceSegment, landingSearchPath, type LandingFacet } from '@app/domain/constants/landing';
import type { LandingPage } from '@app/domain/schemas/api/landing';
import {
  landingBreadcrumbs,
  landingDescription,
  landingHeading,
  landingIntro,
  landingStructuredData,
  landingTitle,
  placePhrase,
} from '@app/domain/rules/landing-text';
import { formatDayInWords } from '@app/domain/rules/dates';
import { profilePath } from '@app/domain/rules/profile-path';
import { ChevronRight, MapPinOff } from 'lucide-react';
import {
  data,
  isRouteErrorResponse,
  Link,
  Navigate,
  redirect,
  useLocation,
  useParams,
  useRouteError,
} from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { LandingLinks } from '@/components/landing-links';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { StarRating } from '@/components/ui/star-rating';
import { ApiError } from '@/lib/api-client';
import { serverLoadContext } from '@/lib/server-load-context';
import type { PageLoaderData } from '@/lib/server-load-context';
import { landingQueryOptions, useLanding } from '../api/get-landing';
import { NotFoundState } from '../components/not-found-state';
import { ProfessionalCard, ProfessionalCardSkeleton } from '../components/professional-card';
import { cardPhotoSources } from '../components/professional-avatar';

/**
 * A landing page: a specialty or an occasion in a city or a state (constants/landing.ts), with its
 * figures, its best rated professionals, recent reviews and the neighbouring pages. It exists only
 * while the API finds LANDING_MIN_PROFESSIONALS there; otherwise it answers 404.
 */

const notFound = () =>
  data<PageLoaderData>(
    { meta: { title: `Página não encontrada | ${BRAND_NAME}`, description: SITE_DESCRIPTION, robots: 'noindex' } },
    { status: 404 },
  );

function landingMeta(facet: LandingFacet, page: LandingPage, origin: string): PageLoaderData['meta'] {
  return {
    title: landingTitle(facet, page.place),
    description: landingDescription(facet, page),
    canonical: page.path,
    image: page.professionals[0]?.image ?? null,
    structuredData: landingStructuredData(facet, page, origin),
  };
}

/** On the server: the page's content, a 301 to its canonical address, or 404. */
export async function loader({ params, request, context }: LoaderFunctionArgs): Promise<PageLoaderData | null> {
  const facet = landingFacet(params.facet ?? '');
  // Any two-segment address reaches this route: one that names no facet or place is not asked for.
  if (!facet || !landingPlaceSegment(params.place ?? '')) throw notFound();
  const server = serverLoadContext(context);
  if (!server) return null;
  const url = new URL(request.url);
  let page: LandingPage;
  try {
    page = await server.queryClient.fetchQuery(landingQueryOptions(params.facet ?? '', params.place ?? ''));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
  // 'cantor' and 'cantora' are one page: an alias or another spelling moves to its address.
  if (url.pathname !== page.path) throw redirect(page.path, 301);
  return {
    meta: landingMeta(facet, page, url.origin),
    preloadImage: page.professionals[0] ? cardPhotoSources(page.professionals[0], false) : null,
  };
}

function LandingNotFound({ searchPath }: { searchPath: string | null }) {
  return (
    <NotFoundState icon={MapPinOff} title="Página não encontrada" searchPath={searchPath ?? '/profissionais'}>
      Ainda não há profissionais suficientes aqui para esta página. Veja quem atende na busca.
    </NotFoundState>
  );
}

/** The search with the page's filters, from the address alone (for a page that does not exist). */
function searchPathOf(facetSegment: string, placeSegment: string): string | null {
  const facet = landingFacet(facetSegment);
  return facet ? landingSearchPath(facet, landingPlaceSegment(placeSegment)) : null;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { facet = '', place = '' } = useParams();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <div className="container-page py-6 sm:py-10">
      <LandingNotFound searchPath={searchPathOf(facet, place)} />
    </div>
  );
}

function Breadcrumbs({ facet, page }: { facet: LandingFacet; page: LandingPage }) {
  const crumbs = landingBreadcrumbs(facet, page);
  return (
    <nav aria-label="Você está em" className="text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, i) => (
          <li key={crumb.path} className="inline-flex items-center gap-1">
            {i > 0 ? <ChevronRight className="size-3.5" aria-hidden /> : null}
            {i === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <Link to={crumb.path} className="hover:text-brand-700 hover:underline">
                {crumb.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function LinkList({ title, links }: { title: string; links: LandingPage['nearby'] }) {
  if (links.length === 0) return null;
  const id = `landing-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <LandingLinks links={links} className="mt-3" />
    </section>
  );
}

// Reviews are dated in Brazil's time (formatDayInWords), on the server that draws the page and in the
// browser that takes it over alike: each in its own zone, a review posted near midnight was dated one
// day in the HTML and another by the app.
function RecentReviews({ reviews }: { reviews: LandingPage['reviews'] }) {
  if (reviews.length === 0) return null;
  return (
    <section aria-labelledby="landing-reviews">
      <h2 id="landing-reviews" className="text-lg font-semibold">
        Avaliações recentes de clientes
      </h2>
      <ul className="mt-3 grid gap-4 md:grid-cols-2">
        {reviews.map((review) => (
          <li key={review.id} className="rounded-2xl border border-border bg-surface p-4 shadow-card">
            <StarRating value={review.rating} />
            <blockquote className="mt-2 text-sm">{review.comment}</blockquote>
            <p className="mt-2 text-xs text-muted-foreground">
              {review.user_name} sobre{' '}
              <Link to={profilePath(review.professional)} className="font-semibold text-brand-700 hover:underline">
                {review.professional.name}
              </Link>{' '}
              · {formatDayInWords(review.created_at)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function LandingSkeleton() {
  return (
    <div className="mt-6 space-y-4">
      <p role="status" className="sr-only">
        Carregando…
      </p>
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-20 w-full" />
      <div className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 3 }, (_, i) => (
          <ProfessionalCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}

export function Component() {
  const { facet: facetSegment = '', place: placeSegment = '' } = useParams();
  const { pathname } = useLocation();
  const facet = landingFacet(facetSegment);
  const query = useLanding(facetSegment, placeSegment);
  const page = query.data;

  if (!facet || query.isError) {
    return (
      <div className="container-page py-6 sm:py-10">
        <LandingNotFound searchPath={searchPathOf(facetSegment, placeSegment)} />
      </div>
    );
  }
  if (!page) {
    return (
      <div className="container-page py-6 sm:py-10">
        <LandingSkeleton />
      </div>
    );
  }
  if (pathname !== page.path) return <Navigate to={page.path} replace />;

  return (
    <div className="bg-background">
      <section className="border-b border-border bg-gradient-to-b from-brand-50 to-background">
        <div className="container-page py-6 sm:py-12">
          <Breadcrumbs facet={facet} page={page} />
          <h1 className="mt-3 text-2xl font-bold tracking-tight sm:text-4xl">{landingHeading(facet, page.place)}</h1>
          <div className="mt-3 max-w-3xl space-y-1 text-muted-foreground">
            {landingIntro(facet, page).map((sentence) => (
              <p key={sentence}>{sentence}</p>
            ))}
          </div>
          <Button asChild className="mt-5">
            <Link to={page.search_path}>Ver todos na busca</Link>
          </Button>
        </div>
      </section>

      <div className="container-page space-y-10 py-8 sm:py-10">
        <section aria-labelledby="landing-professionals">
          <h2 id="landing-professionals" className="text-lg font-semibold">
            Melhor avaliados {placePhrase(page.place)}
          </h2>
          <ul className="mt-4 grid grid-cols-1 gap-5 md:grid-cols-2 lg:grid-cols-3">
            {page.professionals.map((professional, index) => (
              <li key={professional.id} className="min-w-0">
                <ProfessionalCard professional={professional} priority={index === 0} />
              </li>
            ))}
          </ul>
          {page.total > page.professionals.length ? (
            <p className="mt-4">
              <Link to={page.search_path} className="font-semibold text-brand-700 hover:underline">
                Ver todos os {page.total} na busca
              </Link>
            </p>
          ) : null}
        </section>

        <RecentReviews reviews={page.reviews} />
        <LinkList title={`${facet.title} em cidades próximas`} links={page.nearby} />
        <LinkList title={`Outras especialidades ${placePhrase(page.place)}`} links={page.related} />
      </div>
    </div>
  );
}
