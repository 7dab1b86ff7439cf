import type { ListingStepKey, ListingStepState } from '@app/domain/rules/listing-status';
import type { OwnProfile } from '@app/domain/schemas/api/me';
import { AlertTriangle, CheckCircle2, Circle, Clock, Eye, EyeOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

const STATE_TEXT: Record<ListingStepState, string> = {
  done: 'concluído',
  todo: 'pendente',
  waiting: 'em andamento',
  problem: 'precisa de atenção',
};

const STATE_ICON: Record<ListingStepState, ReactNode> = {
  done: <CheckCircle2 className="size-5 text-success" aria-hidden />,
  todo: <Circle className="size-5 text-muted-foreground" aria-hidden />,
  waiting: <Clock className="size-5 text-accent-strong" aria-hidden />,
  problem: <AlertTriangle className="size-5 text-danger" aria-hidden />,
};

/** Where each step is taken, when it is the professional's move (the e-mail's is in their mailbox). */
const STEP_ACTIONS: Partial<Record<ListingStepKey, Partial<Record<ListingStepState, { to: string; label: string }>>>> =
  {
    profile: { todo: { to: '/profissionais-area/perfil', label: 'Completar perfil' } },
    subscription: {
      todo: { to: '/profissionais-area/assinatura', label: 'Assinar' },
      problem: { to: '/profissionais-area/assinatura', label: 'Regularizar pagamento' },
    },
    verification: { problem: { to: '/profissionais-area/perfil', label: 'Corrigir perfil' } },
  };

const linkClass = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

/** A field the profile lacks, with the page where it is filled in. */
export interface MissingLink {
  key: string;
  label: string;
  to: string;
}

/** What the profile lacks, each a pill that links to where it is filled in. */
export function MissingLinks({
  items,
  label,
  compact = false,
  className,
}: {
  items: readonly MissingLink[];
  label?: string;
  compact?: boolean;
  className?: string;
}) {
  return (
    <ul aria-label={label} className={cn('flex flex-wrap', compact ? 'gap-1.5' : 'gap-2', className)}>
      {items.map((item) => (
        <li key={item.key}>
          <Link
            to={item.to}
            className={cn(
              'inline-flex rounded-full border border-amber-300 bg-surface font-medium text-ink hover:border-brand-300 hover:text-brand-800',
              compact ? 'px-2.5 py-0.5 text-xs' : 'px-3 py-1 text-sm',
            )}
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Whether the profile is in search and, while it is not, the steps to get there. Every word comes
 * from the server's reading of the listing rule (the profile's `listing`), never from this screen.
 */
export function ListingChecklist({
  listing,
  missing = [],
}: {
  listing: OwnProfile['listing'];
  missing?: readonly MissingLink[];
}) {
  if (listing.listed) {
    return (
      <p role="status" className="inline-flex items-center gap-2 text-sm font-medium text-success">
        <Eye className="size-4" aria-hidden />
        {listing.message}
      </p>
    );
  }
  return (
    <section
      role="status"
      aria-labelledby="listing-title"
      className="rounded-xl border border-amber-200 bg-warning-soft p-4 sm:p-5"
    >
      <div className="flex gap-3">
        <EyeOff className="size-5 shrink-0 text-accent-strong" aria-hidden />
        <div className="min-w-0 text-sm">
          <h2 id="listing-title" className="text-base font-semibold text-ink">
            Perfil oculto
          </h2>
          <p className="mt-1 text-ink">{listing.message}</p>
        </div>
      </div>
      <ol aria-label="Passos para aparecer nas buscas" className="mt-4 grid gap-2 sm:grid-cols-2">
        {listing.steps.map((step, i) => {
          // What the profile lacks, each a link to where it is filled in, rather than the list in words.
          const chips = step.key === 'profile' && step.state === 'todo' && missing.length > 0;
          const action = chips ? undefined : STEP_ACTIONS[step.key]?.[step.state];
          return (
            <li
              key={step.key}
              className={cn(
                'flex gap-3 rounded-lg border bg-surface p-3 text-sm',
                step.state === 'done' ? 'border-border' : 'border-amber-300',
              )}
            >
              <span className="mt-0.5 shrink-0">{STATE_ICON[step.state]}</span>
              <div className="min-w-0">
                <p className="font-semibold text-ink">
                  {i + 1}. {step.title}
                  <span className="sr-only">: {STATE_TEXT[step.state]}</span>
                </p>
                {chips ? (
                  <MissingLinks items={missing} label="O que falta no perfil" compact className="mt-1.5" />
                ) : (
                  <p className="mt-0.5 text-muted-foreground [overflow-wrap:anywhere]">{step.detail}</p>
                )}
                {action ? (
                  <Link to={action.to} className={cn('mt-1 inline-block', linkClass)}>
                    {action.label}
                  </Link>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
