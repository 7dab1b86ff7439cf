import { BRAND_NAME } from '@app/domain/constants/brand';
import { formatMonthYear } from '@app/domain/rules/dates';
import { instagramHandle, instagramUrl, whatsappLink } from '@app/domain/rules/contact';
import { minPriceDisplay } from '@app/domain/rules/price';
import { AlertTriangle, ArrowLeft, BadgeCheck, Flag, ShieldCheck, UserX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { InstagramIcon, WhatsAppIcon } from '@/components/icons/brand-icons';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatRating, formatReviewCount } from '@/lib/format';
import { useProfessional } from '../api/get-professional';
import { recordInteraction } from '../api/record-interaction';
import type { ProfessionalProfile } from '@app/domain/schemas/api/professionals';
import { PROFILE_VIEW_RECORDED } from '../components/professional-card';
import { ProfessionalAvatar } from '../components/professional-avatar';
import { ProfileTabs } from '../components/profile-tabs';
import { ReportDialog } from '../components/report-dialog';
import { ReviewDialog } from '../components/review-dialog';
import { ReviewsCard } from '../components/reviews-card';
import { SharePopover } from '../components/share-popover';
import { StarRating } from '../components/star-rating';

export const UNAVAILABLE_NOTICE = 'Este usuário não está recebendo novos trabalhos no momento...';

function BackLink() {
  return (
    <Link to="/profissionais" className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline">
      <ArrowLeft className="size-4" aria-hidden />
      Voltar para profissionais
    </Link>
  );
}

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

function NotFoundState() {
  return (
    <div className="mx-auto mt-10 flex max-w-md flex-col items-center rounded-2xl border border-border bg-surface px-6 py-14 text-center shadow-card">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <UserX className="size-7" aria-hidden />
      </span>
      <h1 className="mt-4 text-2xl font-bold">Perfil não encontrado</h1>
      <p className="mt-2 text-muted-foreground">O profissional que você está procurando não existe ou foi removido.</p>
      <Button asChild className="mt-6">
        <Link to="/profissionais">Ver profissionais</Link>
      </Button>
    </div>
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

function ContactCard({ professional, onReport }: { professional: ProfessionalProfile; onReport: () => void }) {
  const link = professional.services_suspended ? null : whatsappLink(professional.whatsapp_country_code, professional.whatsapp_number, professional.name);
  const handle = instagramHandle(professional.instagram);
  const igUrl = instagramUrl(professional.instagram);
  const price = minPriceDisplay(professional.min_price, professional.is_price_negotiable);

  return (
    <Card className="overflow-hidden">
      <ProfessionalAvatar src={professional.image} name={professional.name} className="rounded-none" />
      <div className="p-5 sm:p-6">
        <div className="flex items-start gap-2">
          <h1 className="text-2xl leading-tight font-bold tracking-tight">{professional.name}</h1>
          {professional.verified ? (
            <Badge variant="brand" className="mt-1 shrink-0">
              <BadgeCheck aria-hidden />
              Verificado
            </Badge>
          ) : null}
        </div>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <StarRating value={professional.rating} />
          <span className="font-semibold text-ink">{formatRating(professional.rating)}</span>
          <span>({formatReviewCount(professional.review_count)})</span>
        </p>
        {handle && igUrl ? (
          <a
            href={igUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => recordInteraction(professional.id, 'contact_click')}
            className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
          >
            <InstagramIcon className="size-4" />@{handle}
            <span className="sr-only">(Instagram, abre em nova aba)</span>
          </a>
        ) : null}

        <p className="mt-4 text-sm">
          {price.prefix ? <span className="text-muted-foreground">{price.prefix} </span> : null}
          <span className="text-lg font-bold">{price.amount}</span>
        </p>

        <div className="mt-5 flex flex-col gap-2.5">
          {link ? (
            <Button asChild variant="whatsapp" size="lg">
              <a href={link} target="_blank" rel="noopener noreferrer" onClick={() => recordInteraction(professional.id, 'contact_click')}>
                <WhatsAppIcon />
                Entrar em contato
              </a>
            </Button>
          ) : (
            <Button variant="whatsapp" size="lg" disabled>
              Contato indisponível
            </Button>
          )}
          <SharePopover professionalId={professional.id} professionalName={professional.name} />
        </div>

        <div className="mt-5 flex flex-wrap items-center justify-between gap-2 border-t border-border pt-4 text-sm text-muted-foreground">
          <span>Membro desde {formatMonthYear(professional.created_at)}</span>
          <button type="button" onClick={onReport} className="inline-flex cursor-pointer items-center gap-1 font-medium text-muted-foreground hover:text-danger hover:underline">
            <Flag className="size-3.5" aria-hidden />
            Reportar perfil
          </button>
        </div>
      </div>
    </Card>
  );
}

export function Component() {
  const { id = '' } = useParams();
  const query = useProfessional(id);
  const [reviewOpen, setReviewOpen] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  useRecordProfileView(query.data ? id : undefined);

  const name = query.data?.name;
  useEffect(() => {
    if (!name) return;
    const previous = document.title;
    document.title = `${name} — ${BRAND_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [name]);

  const professional = query.data;
  const contactBlocked = professional ? professional.services_suspended || !professional.whatsapp_number : false;

  return (
    <div className="container-page py-6 sm:py-10">
      <BackLink />
      {query.isPending ? (
        <ProfileSkeleton />
      ) : query.isError || !professional ? (
        <NotFoundState />
      ) : (
        <div className="mt-6 grid items-start gap-6 lg:grid-cols-[22rem_1fr] lg:gap-8">
          <div className="flex flex-col gap-4 lg:sticky lg:top-24">
            {contactBlocked ? (
              <div role="note" className="flex gap-3 rounded-xl border border-accent/40 bg-warning-soft p-4 text-sm text-ink">
                <AlertTriangle className="mt-0.5 size-5 shrink-0 text-accent-strong" aria-hidden />
                <p>{UNAVAILABLE_NOTICE}</p>
              </div>
            ) : null}
            <ContactCard professional={professional} onReport={() => setReportOpen(true)} />
            {professional.verified ? (
              <div className="flex gap-3 rounded-xl border border-success/20 bg-success-soft p-4 text-sm text-ink">
                <ShieldCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
                <div>
                  <p className="font-semibold text-success">Profissional verificado</p>
                  <p className="mt-0.5">Este perfil foi verificado pela nossa equipe antes de ser publicado.</p>
                </div>
              </div>
            ) : null}
          </div>

          <div className="flex min-w-0 flex-col gap-6">
            <ProfileTabs professional={professional} />
            <ReviewsCard
              professionalId={professional.id}
              rating={professional.rating}
              reviewCount={professional.review_count}
              onReview={() => setReviewOpen(true)}
            />
          </div>

          <ReviewDialog professionalId={professional.id} professionalName={professional.name} open={reviewOpen} onOpenChange={setReviewOpen} />
          <ReportDialog professionalId={professional.id} professionalName={professional.name} open={reportOpen} onOpenChange={setReportOpen} />
        </div>
      )}
    </div>
  );
}
