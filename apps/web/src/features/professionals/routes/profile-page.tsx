import { BRAND_NAME, SITE_DESCRIPTION } from '@app/domain/constants/brand';
import { SCAM_REPORT_HASH, SCAM_REPORT_REASON } from '@app/domain/constants/catalog';
import type { ProfessionalProfile, Service } from '@app/domain/schemas/api/professionals';
import { locationLabel } from '@app/domain/rules/contact';
import { profilePath } from '@app/domain/rules/profile-path';
import { profileStructuredData } from '@app/domain/rules/profile-structured-data';
import { DESCRIPTION_MAX_CHARS } from '@app/domain/rules/page-meta';
import { profileTitle } from '@app/domain/rules/profile-title';
import { cutText } from '@app/domain/rules/text';
import { UserX } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { data, isRouteErrorResponse, redirect, useLocation, useParams, useRouteError } from 'react-router';
import type { LoaderFunctionArgs, Params } from 'react-router';
import { BackLink } from '@/components/layout/back-link';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { serverLoadContext } from '@/lib/server-load-context';
import type { PageLoaderData } from '@/lib/server-load-context';
import { whenIdle } from '@/lib/when-idle';
import {
  availabilityQueryOptions,
  portfolioQueryOptions,
  professionalQueryOptions,
  reviewsQueryOptions,
  servicesQueryOptions,
  useProfessional,
} from '../api/get-professional';
import { recordInteraction } from '../api/record-interaction';
import { PROFILE_VIEW, PROFILE_VIEW_RECORDED } from '../utils/profile-view';
import { BriefProvider } from '../components/contact-button';
import { NextFreeDates } from '../components/next-free-dates';
import { NotFoundState } from '../components/not-found-state';
import { hasContact, ProfileSidebar, ProfileTrust } from '../components/profile-sidebar';
import { ProfileTabs } from '../components/profile-tabs';
import { ReviewsCard } from '../components/reviews-card';
import { StickyContactBar } from '../components/sticky-contact-bar';
import { useIsOwnProfile } from '../hooks/use-is-own-profile';

// The forms, their validation and the report reasons are not part of the page: they load once the
// page is live and the browser is idle, so that the first 'Avaliar' or 'Reportar perfil' finds them.
const loadReviewDialog = () => import('../components/review-dialog');
const loadReportDialog = () => import('../components/report-dialog');
const ReviewDialog = lazy(() => loadReviewDialog().then((m) => ({ default: m.ReviewDialog })));
const ReportDialog = lazy(() => loadReportDialog().then((m) => ({ default: m.ReportDialog })));

function ProfileSkeleton() {
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[22rem_1fr]">
      <p role="status" className="sr-only">
        Carregando perfil do profissional...
      </p>
      <div className="space-y-4 rounded-2xl border border-border bg-surface p-5">
        <Skeleton className="aspect-square w-full rounded-xl" />
        <Skeleton className="h-7 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
      <div className="space-y-4">
        <Skeleton className="h-12 w-full rounded-xl" />
        <Skeleton className="h-64 w-full rounded-2xl" />
      </div>
    </div>
  );
}

function ProfileNotFound() {
  return (
    <NotFoundState icon={UserX} title="Perfil não encontrado" searchPath="/profissionais">
      O profissional que você está procurando não existe ou foi removido.
    </NotFoundState>
  );
}

function useRecordProfileView(id: string | undefined) {
  const location = useLocation();
  const recorded = useRef<string | null>(null);
  const fromCard = Boolean((location.state as Record<string, unknown> | null)?.[PROFILE_VIEW_RECORDED]);
  useEffect(() => {
    if (!id || recorded.current === id) return;
    recorded.current = id;
    // A card click has already counted this view before navigating here.
    if (!fromCard) recordInteraction(id, 'profile_view');
  }, [id, fromCard]);
}

/** What the address names: the id (/professional/:id) or the readable address's last segment (/profissional/:slug). */
const addressOf = (params: Params) => params.id ?? params.slug ?? '';

/** A bio shorter than this says too little under a search result: the page's contents complete it. */
const SHORT_BIO = 100;

/** The bio, then (when it is short or absent) who, where and what the page holds. */
function profileDescription(p: ProfessionalProfile, place: string): string {
  const bio = (p.description ?? '').trim();
  if (bio.length >= SHORT_BIO) return place ? `${bio} (${place})` : bio;
  const sentence = bio && !/[.!?…]$/.test(bio) ? `${bio}.` : bio;
  const page = `${p.name}${place ? `, ${place}` : ''}: serviços, portfólio e avaliações no ${BRAND_NAME}.`;
  return [sentence, page].filter(Boolean).join(' ');
}

function profileMeta(p: ProfessionalProfile): PageLoaderData['meta'] {
  return {
    title: profileTitle(p),
    description: cutText(profileDescription(p, locationLabel(p)), DESCRIPTION_MAX_CHARS),
    image: p.image,
    type: 'profile',
    canonical: profilePath(p),
    ...(isUnlisted(p) ? { robots: 'noindex, follow' } : {}),
  };
}

/** Out of the search: no subscription, or awaiting the verification that listing requires. */
const isUnlisted = (p: ProfessionalProfile) =>
  p.contact_bar === 'not_subscribed' || p.contact_bar === 'awaiting_verification';

/** On the server: the profile, its services, portfolio and reviews, or a 404 for no listed professional. */
export async function loader({
  request,
  params,
  context,
}: LoaderFunctionArgs): Promise<PageLoaderData | ReturnType<typeof data<PageLoaderData>> | null> {
  const server = serverLoadContext(context);
  if (!server) return null;
  const address = addressOf(params);
  const { queryClient } = server;
  try {
    // By the id, the profile and its parts at once; by a readable address, the profile first (it
    // gives the id), and an address with an old or misspelt name moves to the current one.
    const parts = (id: string) =>
      Promise.all([
        queryClient.fetchQuery(servicesQueryOptions(id)),
        queryClient.fetchQuery(portfolioQueryOptions(id)),
        queryClient.fetchQuery(reviewsQueryOptions(id)),
        queryClient.fetchQuery(availabilityQueryOptions(id)),
      ]);
    let professional: ProfessionalProfile;
    let packages: Service[];
    if (params.id)
      [professional, [packages]] = await Promise.all([
        queryClient.fetchQuery(professionalQueryOptions(address)),
        parts(address),
      ]);
    else {
      professional = await queryClient.fetchQuery(professionalQueryOptions(address));
      const canonical = profilePath(professional);
      if (`/profissional/${address}` !== canonical) throw redirect(canonical, 301);
      [packages] = await parts(professional.id);
    }
    // The page's request carries the site's public address (entry-server): the data's addresses are absolute.
    const structuredData = profileStructuredData({ profile: professional, packages }, new URL(request.url).origin);
    const page: PageLoaderData = {
      meta: { ...profileMeta(professional), structuredData },
      preloadImage: professional.image ? { src: professional.image } : null,
    };
    // An unlisted profile still opens by its link, without contacts, for whoever holds it; to search
    // engines it answers 404, so that it leaves their index until it is listed again.
    return isUnlisted(professional) ? data(page, { status: 404 }) : page;
  } catch (error) {
    // Each of these reads answers 404 when no listed professional has this id.
    if (error instanceof ApiError && error.status === 404) {
      throw data<PageLoaderData>(
        { meta: { title: `Perfil não encontrado | ${BRAND_NAME}`, description: SITE_DESCRIPTION } },
        { status: 404 },
      );
    }
    throw error;
  }
}

/** A profile the server could not find answers 404 with the same state the browser shows. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <div className="container-page py-6 sm:py-10">
      <BackLink to="/profissionais">Voltar para profissionais</BackLink>
      <ProfileNotFound />
    </div>
  );
}

export function Component() {
  useEffect(
    () =>
      whenIdle(() => {
        void loadReviewDialog();
        void loadReportDialog();
      }),
    [],
  );
  const address = addressOf(useParams());
  const query = useProfessional(address);
  const [reviewOpen, setReviewOpen] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  // 'Reportar' on a quote lands here with the form open and 'Golpe ou cobrança suspeita' chosen.
  const [reportReason, setReportReason] = useState<string | undefined>();
  useRecordProfileView(query.data?.id);
  const loaded = query.data !== undefined;
  useEffect(() => {
    if (!loaded || window.location.hash !== SCAM_REPORT_HASH) return;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    setReportReason(SCAM_REPORT_REASON);
    setReportOpen(true);
  }, [loaded]);

  // The tab's title after a move within the app: the one the server gives the page.
  const title = query.data ? profileTitle(query.data) : null;
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);

  const professional = query.data;
  const isOwner = useIsOwnProfile(professional?.id);
  const [mainContact, setMainContact] = useState<HTMLDivElement | null>(null);

  return (
    <div className="container-page py-6 sm:py-10">
      <BackLink to="/profissionais">Voltar para profissionais</BackLink>
      {query.isPending ? (
        <ProfileSkeleton />
      ) : query.isError || !professional ? (
        <ProfileNotFound />
      ) : (
        <BriefProvider professional={professional}>
          <div
            {...{ [PROFILE_VIEW]: professional.id }}
            className="mt-6 grid items-start gap-6 lg:grid-cols-[22rem_1fr] lg:gap-8"
          >
            <div className="flex min-w-0 flex-col gap-4 lg:sticky lg:top-24">
              <ProfileSidebar
                professional={professional}
                isOwner={isOwner}
                onReport={() => setReportOpen(true)}
                contactRef={setMainContact}
              >
                <NextFreeDates professionalId={professional.id} />
              </ProfileSidebar>
            </div>

            <div className="flex min-w-0 flex-col gap-6">
              <ProfileTabs professional={professional} />
              <ReviewsCard
                professionalId={professional.id}
                rating={professional.rating}
                reviewCount={professional.review_count}
                onReview={isOwner ? undefined : () => setReviewOpen(true)}
              />
              <ProfileTrust professional={professional} />
            </div>

            {hasContact(professional) ? (
              <StickyContactBar professional={professional} mainButton={mainContact} />
            ) : null}

            <Suspense fallback={null}>
              {reviewOpen ? (
                <ReviewDialog
                  professionalId={professional.id}
                  professionalName={professional.name}
                  open
                  onOpenChange={setReviewOpen}
                />
              ) : null}
              {reportOpen ? (
                <ReportDialog
                  professionalId={professional.id}
                  professionalName={professional.name}
                  reason={reportReason}
                  open
                  onOpenChange={setReportOpen}
                />
              ) : null}
            </Suspense>
          </div>
        </BriefProvider>
      )}
    </div>
  );
}
