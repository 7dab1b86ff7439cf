import { STATS_WINDOW_DAYS } from '@app/domain/constants/business';
import { LISTING_MESSAGES } from '@app/domain/rules/listing-status';
import { AUTH_MESSAGES } from '@app/domain/schemas/auth-messages';
import { AlertTriangle, CheckCircle2, Lock, MousePointerClick, Percent, Eye } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useOwnStats } from '../api/get-stats';
import type { OwnProfile } from '@app/domain/schemas/api/me';
import { SubscribeDialog } from './subscribe-dialog';
import { ResponseRateCard } from './response-rate-card';
import { RequestsFiguresCard } from './requests-figures-card';
import { VerificationStatus } from './verification-status';
import { ListingChecklist, MissingLinks } from './listing-checklist';
import { StatsChart } from './stats-chart';
import { FunnelCard } from './funnel-card';

const HIDDEN_MODAL_SEEN = 'palco:area:hidden-modal-seen';

const MISSING_LINKS: Record<string, string> = {
  services: '/profissionais-area/servicos',
  portfolio: '/profissionais-area/portfolio',
};

function Notice({
  tone,
  icon,
  title,
  children,
}: {
  tone: 'danger' | 'warning';
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      role={tone === 'danger' ? 'alert' : 'status'}
      aria-label={title}
      className={
        tone === 'danger'
          ? 'rounded-xl border border-red-200 bg-danger-soft p-4 sm:p-5'
          : 'rounded-xl border border-amber-200 bg-warning-soft p-4 sm:p-5'
      }
    >
      <div className="flex gap-3">
        <span className={tone === 'danger' ? 'text-danger' : 'text-accent-strong'}>{icon}</span>
        <div className="min-w-0 text-sm">
          <h2 className="text-base font-semibold text-ink">{title}</h2>
          <div className="mt-1 text-muted-foreground">{children}</div>
        </div>
      </div>
    </section>
  );
}

function StatCard({ label, value, icon }: { label: string; value: string; icon: ReactNode }) {
  return (
    <Card>
      <CardContent className="flex items-center gap-4">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
          {icon}
        </span>
        <div>
          <p className="text-2xl font-bold tracking-tight" data-testid={`stat-${label}`}>
            {value}
          </p>
          <p className="text-sm text-muted-foreground">{label}</p>
        </div>
      </CardContent>
    </Card>
  );
}

const count = new Intl.NumberFormat('pt-BR');

export function Dashboard({ profile }: { profile: OwnProfile }) {
  const stats = useOwnStats();
  const [hiddenModalOpen, setHiddenModalOpen] = useState(false);
  const blockedToastShown = useRef(false);

  useEffect(() => {
    if (profile.is_blocked) {
      if (!blockedToastShown.current) {
        blockedToastShown.current = true;
        toast.error(AUTH_MESSAGES.blockedTitle, { description: AUTH_MESSAGES.blocked, id: 'account-blocked' });
      }
      return;
    }
    // The reminder to subscribe shows once per visit, and only when subscribing is the next step to
    // search: not to someone who has yet to confirm the e-mail or fill in the profile.
    if (profile.listing.message !== LISTING_MESSAGES.subscribe) return;
    if (sessionStorage.getItem(HIDDEN_MODAL_SEEN) !== '1') {
      sessionStorage.setItem(HIDDEN_MODAL_SEEN, '1');
      setHiddenModalOpen(true);
    }
  }, [profile.is_blocked, profile.listing.message]);

  const missing = profile.profile_status.missing;
  const missingLinks = missing.map((item) => ({
    ...item,
    to: MISSING_LINKS[item.key] ?? '/profissionais-area/perfil',
  }));
  const firstName = profile.name.trim().split(/\s+/)[0] ?? '';

  return (
    <div className="flex flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Painel</h1>
        <p className="mt-1 text-muted-foreground [overflow-wrap:anywhere]">
          Olá, {firstName}! Acompanhe como seu perfil está se saindo.
        </p>
      </header>

      {profile.is_blocked ? (
        <Notice tone="danger" icon={<Lock className="size-5" aria-hidden />} title={AUTH_MESSAGES.blockedTitle}>
          <p>
            {AUTH_MESSAGES.blocked}{' '}
            <a
              href={`mailto:${profile.support_email}`}
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              Falar com o suporte
            </a>
          </p>
        </Notice>
      ) : null}

      {profile.is_blocked ? null : <ListingChecklist listing={profile.listing} missing={missingLinks} />}

      {/* The checklist tells of a verification that has not begun; this card, of one under way or decided. */}
      {profile.is_blocked || (profile.verification.status === 'pending' && !profile.is_active) ? null : (
        <VerificationStatus verification={profile.verification} isActive={profile.is_active} />
      )}

      {/* Out of search, the checklist names what the profile lacks; once listed, this is advice. */}
      {!profile.listing.listed && !profile.is_blocked ? null : missing.length > 0 ? (
        <Notice tone="warning" icon={<AlertTriangle className="size-5" aria-hidden />} title="Complete seu perfil">
          <p>Perfis completos passam mais confiança e recebem mais contatos. Falta:</p>
          <MissingLinks items={missingLinks} className="mt-2" />
        </Notice>
      ) : (
        <p className="inline-flex items-center gap-2 text-sm font-medium text-success">
          <CheckCircle2 className="size-4" aria-hidden />
          Seu cadastro está completo.
        </p>
      )}

      <div className="grid gap-4 sm:grid-cols-3">
        {stats.isPending ? (
          [0, 1, 2].map((i) => <Skeleton key={i} className="h-24 rounded-xl" />)
        ) : (
          <>
            <StatCard
              label="visualizações totais"
              value={count.format(stats.data?.views ?? 0)}
              icon={<Eye className="size-5" aria-hidden />}
            />
            <StatCard
              label="cliques totais"
              value={count.format(stats.data?.clicks ?? 0)}
              icon={<MousePointerClick className="size-5" aria-hidden />}
            />
            <StatCard
              label="taxa de conversão"
              value={stats.data?.conversion_rate ?? '0,0%'}
              icon={<Percent className="size-5" aria-hidden />}
            />
          </>
        )}
      </div>
      <FunnelCard />
      {stats.data ? <RequestsFiguresCard requests={stats.data.requests} /> : null}
      {stats.data ? <ResponseRateCard responses={stats.data.responses} requests={stats.data.requests} /> : null}

      <Card>
        <CardHeader>
          <CardTitle>Últimos {STATS_WINDOW_DAYS} dias</CardTitle>
          <CardDescription>Visualizações do perfil e cliques de contato por dia.</CardDescription>
        </CardHeader>
        <CardContent>
          {stats.data ? <StatsChart daily={stats.data.daily} /> : <Skeleton className="h-64 w-full rounded-lg" />}
        </CardContent>
      </Card>

      <SubscribeDialog kind="hidden" open={hiddenModalOpen} onOpenChange={setHiddenModalOpen} />
    </div>
  );
}
