import { REQUEST_MAX_PROFESSIONALS, requestIncludePath } from '@app/domain/constants/requests';
import { BRAND_NAME } from '@app/domain/constants/brand';
import { VERIFICATION_LABELS, type ContactBar } from '@app/domain/constants/verification';
import { formatMonthYear } from '@app/domain/rules/dates';
import { instagramHandle, instagramUrl, locationLabel, whatsappLink } from '@app/domain/rules/contact';
import { minPriceDisplay } from '@app/domain/rules/price';
import type { ProfessionalProfile } from '@app/domain/schemas/api/professionals';
import {
  AlertTriangle,
  BadgeCheck,
  Flag,
  Handshake,
  Info,
  ListChecks,
  ListPlus,
  MapPin,
  ReceiptText,
  ShieldAlert,
  ShieldCheck,
} from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { AsideCard } from '@/components/aside-card';
import { InstagramIcon } from '@/components/icons/brand-icons';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { StarRating } from '@/components/ui/star-rating';
import { useOwnProfile } from '@/lib/own-profile';
import { useRequestList } from '@/lib/use-request-list';
import { recordInteraction } from '../api/record-interaction';
import { ContactButton } from './contact-button';
import { FavoriteButton } from './favorite-button';
import { FeaturedSample } from './featured-sample';
import { ProfessionalAvatar } from './professional-avatar';
import { ResponseQuestion } from './response-question';
import { SharePopover } from './share-popover';
import { ResponseBadge, hasResponseBadge } from './trust-badges';

/**
 * A written brief to this professional and up to four others, answered in the product. A link, so
 * that it works before the app: the form adds the professional to the request being gathered in
 * this browser (lib/request-list.ts). Once they are in it, it says so and opens the request.
 */
function IncludeInRequest({ professionalId }: { professionalId: string }) {
  const list = useRequestList();
  const included = list.includes(professionalId);
  return (
    <Button asChild variant="secondary">
      {included ? (
        <Link to="/pedir-orcamento">
          <ListChecks aria-hidden />
          No seu pedido ({list.length} de {REQUEST_MAX_PROFESSIONALS})<span className="sr-only">: ver o pedido</span>
        </Link>
      ) : (
        <Link to={requestIncludePath(professionalId)}>
          <ListPlus aria-hidden />
          Incluir no pedido
        </Link>
      )}
    </Button>
  );
}

const UNAVAILABLE_NOTICE = 'Este usuário não está recebendo novos trabalhos no momento...';

const SAFETY_TIPS = [
  'Combine tudo por escrito antes de começar: o que será entregue, o prazo e o valor.',
  'Pague em etapas, conforme as entregas, e não o valor inteiro adiantado.',
  'Desconfie de pedidos para pagar a outra pessoa ou a uma conta em nome de terceiros.',
  'Algo estranho? Use “Reportar perfil” para avisar a nossa equipe.',
] as const;

/** What the owner reads on their own public page when clients cannot contact them, and what to do. */
const OWNER_NOTICES: Record<ContactBar, { title: string; text: string; action: { label: string; to: string } }> = {
  not_subscribed: {
    title: 'Seu perfil não recebe contatos',
    text: 'Sem uma assinatura ativa, seu perfil fica fora das buscas e o botão de contato aparece indisponível para os clientes.',
    action: { label: 'Ativar assinatura', to: '/profissionais-area/assinatura' },
  },
  awaiting_verification: {
    title: 'Seu perfil está em verificação',
    text: 'Nossa equipe está analisando o seu perfil. Assim que ele for verificado, aparece nas buscas e o contato é liberado.',
    action: { label: 'Acompanhar no painel', to: '/profissionais-area' },
  },
  suspended: {
    title: 'Seus serviços estão suspensos',
    text: 'Você pausou o recebimento de novos trabalhos, então os clientes não conseguem entrar em contato.',
    action: { label: 'Reativar em Configurações', to: '/profissionais-area/configuracoes' },
  },
};

/** A refused verification, told with the admin's reason, instead of 'em verificação'. */
const refusedNotice = (reason: string) => ({
  title: VERIFICATION_LABELS.refused(reason),
  text: 'Corrija o que foi apontado e salve o seu perfil: ele volta para a fila de verificação.',
  action: { label: 'Editar meu perfil', to: '/profissionais-area/perfil' },
});

function OwnerNotice({ bar }: { bar: ContactBar }) {
  // Only the owner sees this, so reading their own profile for the verification's state is theirs to read.
  const own = useOwnProfile();
  const verification = own.data?.verification;
  const notice =
    bar === 'awaiting_verification' && verification?.status === 'refused'
      ? refusedNotice(verification.refusal_reason ?? '')
      : OWNER_NOTICES[bar];
  return (
    <section
      aria-label={notice.title}
      className="flex gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-ink"
    >
      <Info className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
      <div>
        <h2 className="font-semibold">{notice.title}</h2>
        <p className="mt-0.5 text-muted-foreground">{notice.text}</p>
        <Link
          to={notice.action.to}
          className="mt-2 inline-flex font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {notice.action.label}
        </Link>
      </div>
    </section>
  );
}

function SafetyTips() {
  return (
    <AsideCard title="Dicas de segurança" icon={<ShieldAlert className="size-4 text-brand-700" aria-hidden />}>
      <ul className="mt-2 flex list-disc flex-col gap-1.5 pl-5 text-muted-foreground marker:text-brand-300">
        {SAFETY_TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </AsideCard>
  );
}

/** Whether clients can contact this profile: the same answer for the main button and the phone's bar. */
export const hasContact = (professional: Pick<ProfessionalProfile, 'contact_bar' | 'whatsapp_number'>) =>
  !professional.contact_bar && Boolean(professional.whatsapp_number);

interface ContactCardProps {
  professional: ProfessionalProfile;
  onReport?: (() => void) | undefined;
  contactRef?: Ref<HTMLDivElement> | undefined;
  children?: ReactNode;
}

/**
 * Who, how good, where and from how much, a sample to hear and the contact: on a phone all of it on
 * the first screen (the photo beside the name), on a wide screen the photo on top.
 */
function ContactCard({ professional, onReport, contactRef, children }: ContactCardProps) {
  const link = professional.contact_bar
    ? null
    : whatsappLink(professional.whatsapp_country_code, professional.whatsapp_number, professional.name);
  const handle = instagramHandle(professional.instagram);
  const igUrl = instagramUrl(professional.instagram);
  const price = minPriceDisplay(professional.min_price, professional.is_price_negotiable);
  const location = locationLabel(professional);

  return (
    <Card className="overflow-hidden">
      <div className="flex items-start gap-4 p-5 pb-0 sm:p-6 sm:pb-0 lg:block lg:p-0">
        <ProfessionalAvatar
          src={professional.image}
          name={professional.name}
          className="size-20 shrink-0 rounded-xl sm:size-28 lg:aspect-[4/3] lg:h-auto lg:w-full lg:rounded-none"
          priority
        />
        <div className="min-w-0 flex-1 lg:px-6 lg:pt-6">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h1 className="text-xl leading-tight font-bold tracking-tight sm:text-2xl">
              <bdi>{professional.name}</bdi>
            </h1>
            {professional.verified ? (
              <Badge variant="brand" className="shrink-0">
                <BadgeCheck aria-hidden />
                Verificado
              </Badge>
            ) : null}
          </div>
          <p className="mt-1.5 text-sm text-muted-foreground">
            <StarRating value={professional.rating} reviewCount={professional.review_count} />
          </p>
          {location ? (
            <p className="mt-1 flex items-center gap-1 text-sm text-muted-foreground">
              <MapPin className="size-4 shrink-0" aria-hidden />
              {location}
            </p>
          ) : null}
        </div>
      </div>
      <div className="p-5 pt-4 sm:p-6 sm:pt-4">
        {professional.deals_count > 0 ? (
          <p className="mb-3 flex items-center gap-1.5 text-sm font-medium text-ink">
            <Handshake className="size-4 shrink-0 text-brand-700" aria-hidden />
            {professional.deals_count === 1
              ? '1 contratação confirmada'
              : `${professional.deals_count} contratações confirmadas`}{' '}
            pelo {BRAND_NAME}
          </p>
        ) : null}
        {hasResponseBadge(professional) || (handle && igUrl) ? (
          <div className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-2">
            <ResponseBadge professional={professional} />
            {handle && igUrl ? (
              <a
                href={igUrl}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => recordInteraction(professional.id, 'contact_click')}
                className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
              >
                <InstagramIcon className="size-4" />@{handle}
                <span className="sr-only">(Instagram, abre em nova aba)</span>
              </a>
            ) : null}
          </div>
        ) : null}

        <p className="text-sm">
          {price.prefix ? <span className="text-muted-foreground">{price.prefix} </span> : null}
          <span className="text-lg font-bold">{price.amount}</span>
        </p>
        {professional.issues_invoice ? (
          <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
            <ReceiptText className="size-4 shrink-0" aria-hidden />
            Emite nota fiscal
          </p>
        ) : null}

        {/* On a wide screen the portfolio opens the main column; here it plays beside the contact. */}
        <FeaturedSample professionalId={professional.id} className="mt-4 lg:hidden" />

        <div className="mt-4 flex flex-col gap-2.5">
          {link ? (
            <>
              <div ref={contactRef}>
                <ContactButton professional={professional} className="w-full" />
              </div>
              <IncludeInRequest professionalId={professional.id} />
            </>
          ) : (
            <Button variant="whatsapp" size="lg" disabled>
              Contato indisponível
            </Button>
          )}
          <FavoriteButton professionalId={professional.id} professionalName={professional.name} variant="full" />
          <SharePopover professionalId={professional.id} professionalName={professional.name} />
        </div>

        {children ? <div className="mt-5">{children}</div> : null}

        <div className="mt-5 flex flex-wrap items-center justify-between gap-2 border-t border-border pt-4 text-sm text-muted-foreground">
          <span>Membro desde {formatMonthYear(professional.created_at)}</span>
          {onReport ? (
            <button
              type="button"
              onClick={onReport}
              className="inline-flex cursor-pointer items-center gap-1 font-medium text-muted-foreground hover:text-danger hover:underline"
            >
              <Flag className="size-3.5" aria-hidden />
              Reportar perfil
            </button>
          ) : null}
        </div>
      </div>
    </Card>
  );
}

interface ProfileSidebarProps {
  professional: ProfessionalProfile;
  /** The signed-in owner looking at their own page: told why contact is off, offered no report. */
  isOwner: boolean;
  onReport: () => void;
  /** The main 'Entrar em contato': the phone's bottom bar shows once it has scrolled away. */
  contactRef?: Ref<HTMLDivElement>;
  /** Shown under the contact buttons, inside the card: what helps a client decide to write now. */
  children?: ReactNode;
}

/** The profile's first column: who the professional is, a sample to hear, contact and why it may be unavailable. */
export function ProfileSidebar({ professional, isOwner, onReport, contactRef, children }: ProfileSidebarProps) {
  return (
    <>
      {isOwner && professional.contact_bar ? <OwnerNotice bar={professional.contact_bar} /> : null}
      {hasContact(professional) ? null : (
        <div role="note" className="flex gap-3 rounded-xl border border-accent/40 bg-warning-soft p-4 text-sm text-ink">
          <AlertTriangle className="mt-0.5 size-5 shrink-0 text-accent-strong" aria-hidden />
          <p>{UNAVAILABLE_NOTICE}</p>
        </div>
      )}
      {isOwner ? null : <ResponseQuestion professionalId={professional.id} />}
      <ContactCard professional={professional} onReport={isOwner ? undefined : onReport} contactRef={contactRef}>
        {children}
      </ContactCard>
    </>
  );
}

/** What reassures a client once they have heard and read: safety tips and the verified banner. */
export function ProfileTrust({ professional }: { professional: ProfessionalProfile }) {
  if (!hasContact(professional) && !professional.verified) return null;
  return (
    <div className="flex flex-col gap-4">
      {hasContact(professional) ? <SafetyTips /> : null}
      {professional.verified ? (
        <div className="flex gap-3 rounded-xl border border-success/20 bg-success-soft p-4 text-sm text-ink">
          <ShieldCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
          <div>
            <p className="font-semibold text-success">Profissional verificado</p>
            <p className="mt-0.5">A identidade e o trabalho deste profissional foram conferidos pela nossa equipe.</p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
