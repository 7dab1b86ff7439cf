import { REQUEST_CONFIRMATION_TTL_MS, REQUEST_MAX_PROFESSIONALS } from '@app/domain/constants/requests';
import { HOUR_MS } from '@app/domain/constants/time';
import { parseFavoriteIds } from '@app/domain/rules/favorites';
import { brazilDay } from '@app/domain/rules/calendar-day';
import { REQUEST_MESSAGES } from '@app/domain/schemas/request';
import type { RequestSuggestions } from '@app/domain/schemas/api/requests';
import { MailCheck } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { AsideCard } from '@/components/aside-card';
import { CenteredPanel } from '@/components/centered-panel';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusIcon } from '@/components/ui/status-icon';
import { ErrorAlert } from '@/components/ui/error-alert';
import {
  clearRequestList,
  getRequestList,
  getSearchContext,
  saveRequestList,
  toggleInRequestList,
} from '@/lib/request-list';
import { useRequestList } from '@/lib/use-request-list';
import { chosenProfessionalsQueryOptions, useChosenProfessionals } from '../api/get-chosen-professionals';
import { canReceive } from '../components/professional-picker';
import { RequestForm, type BriefSoFar } from '../components/request-form';
import { SuggestProfessionals } from '../components/suggest-professionals';

const HOW_IT_WORKS = [
  'Você envia o pedido e o confirma pelo link que chega no seu e-mail.',
  'Cada profissional responde aqui mesmo, com um orçamento ou avisando que não pode.',
  'Você compara as respostas numa página só sua e chama no WhatsApp quem escolher.',
] as const;

function HowItWorks() {
  return (
    <AsideCard title="Como funciona" className="p-5">
      <ol className="mt-3 flex flex-col gap-2.5">
        {HOW_IT_WORKS.map((step, i) => (
          <li key={step} className="flex gap-3 text-muted-foreground">
            <span
              aria-hidden
              className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-800"
            >
              {i + 1}
            </span>
            {step}
          </li>
        ))}
      </ol>
    </AsideCard>
  );
}

/** What replaces the form once the server has the request: nothing is sent before the e-mail is confirmed. */
function CheckEmail({ email }: { email: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <CenteredPanel
      actions={
        <Button asChild variant="outline">
          <Link to="/profissionais">Voltar para a busca</Link>
        </Button>
      }
    >
      <StatusIcon tone="brand">
        <MailCheck aria-hidden />
      </StatusIcon>
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
        Confirme seu e-mail
      </h1>
      <p>{REQUEST_MESSAGES.checkEmail}</p>
      <p className="text-sm text-muted-foreground">
        Enviamos para <strong className="font-semibold text-ink [overflow-wrap:anywhere]">{email}</strong>. O link vale
        por {REQUEST_CONFIRMATION_TTL_MS / HOUR_MS} horas; se não o encontrar, veja também a caixa de spam.
      </p>
    </CenteredPanel>
  );
}

/** Where a brief starts: what the last search asked, a past day left out. */
function briefFromSearch(): Partial<BriefSoFar> {
  const { occasion, date, place } = getSearchContext();
  return {
    ...(occasion ? { occasion } : {}),
    ...(date && date >= brazilDay() ? { event_date: date } : {}),
    ...(place ? { city: place } : {}),
  };
}

const unique = (ids: readonly string[]) => [...new Set(ids)];

/** Under the chosen professionals: where to find others while the request has room. */
function FindMore({ count }: { count: number }) {
  if (count >= REQUEST_MAX_PROFESSIONALS) return null;
  return (
    <p className="mt-3 text-sm text-muted-foreground">
      {count === 0 ? 'Escolha' : 'Inclua mais'} na{' '}
      <Link to="/profissionais" className="font-semibold text-brand-700 underline underline-offset-2">
        busca
      </Link>{' '}
      ou nos{' '}
      <Link to="/favoritos" className="font-semibold text-brand-700 underline underline-offset-2">
        favoritos
      </Link>
      : este pedido fica guardado neste navegador até você enviá-lo.
    </p>
  );
}

/**
 * /pedir-orcamento: one brief to up to five professionals. Who it goes to is the request's list
 * kept in this browser (lib/request-list.ts); `?incluir=<id>` (a profile's 'Incluir no pedido') and
 * `?p=<id>,<id>` (the favourites, the search's selection) add to it, while there is room, once
 * their cards say they can receive it. The form starts with what the last search asked.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const list = useRequestList();
  const given = params.get('incluir') ?? params.get('p');
  const pending = useMemo(() => parseFavoriteIds(given), [given]);
  // Everyone shown, in a stable order: unticking someone keeps them at hand to tick again.
  const [shown, setShown] = useState<string[]>(() => unique([...getRequestList(), ...pending]));
  const [initial] = useState(briefFromSearch);
  const [sentTo, setSentTo] = useState<string | null>(null);

  // Someone added in another tab, or by the address, shows too.
  useEffect(() => {
    setShown((current) =>
      [...list, ...pending].some((id) => !current.includes(id)) ? unique([...current, ...list, ...pending]) : current,
    );
  }, [list, pending]);

  const query = useChosenProfessionals(shown);
  const data = query.data;

  // Those the address gave join the list while there is room; then the address forgets them, so
  // that a reload adds nothing again and unticking one sticks.
  useEffect(() => {
    if (!pending.length || !data || query.isPlaceholderData) return;
    const receivable = new Set(data.items.filter(canReceive).map((p) => p.id));
    let ids = getRequestList();
    for (const id of pending)
      if (receivable.has(id) && !ids.includes(id) && ids.length < REQUEST_MAX_PROFESSIONALS) ids = [...ids, id];
    saveRequestList(ids);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('incluir');
        next.delete('p');
        return next;
      },
      { replace: true },
    );
  }, [pending, data, query.isPlaceholderData, setParams]);

  const professionals = useMemo(() => {
    const items = data?.items ?? [];
    return shown.flatMap((id) => items.find((p) => p.id === id) ?? []);
  }, [shown, data]);

  // Proposed by the product for the brief: the first ones join the request while it has room.
  const [reasons, setReasons] = useState<Record<string, readonly string[]>>({});
  const queryClient = useQueryClient();
  const onSuggested = (items: RequestSuggestions['items']) => {
    const ids = items.map((item) => item.professional.id);
    setReasons((current) => ({ ...current, ...Object.fromEntries(items.map((i) => [i.professional.id, i.reasons])) }));
    // Their cards came with the suggestions: the form stays as it is, with what is typed in it.
    const next = unique([...shown, ...ids]);
    const known = [...(data?.items ?? []), ...items.map((item) => item.professional)];
    queryClient.setQueryData(chosenProfessionalsQueryOptions(next).queryKey, {
      items: next.flatMap((id) => known.find((card) => card.id === id) ?? []),
      unavailable: data?.unavailable ?? 0,
    });
    setShown(next);
    let list = getRequestList();
    for (const id of ids) if (!list.includes(id) && list.length < REQUEST_MAX_PROFESSIONALS) list = [...list, id];
    saveRequestList(list);
  };

  const toggle = (id: string) => {
    if (toggleInRequestList(id) === 'full')
      toast.error(
        `Um pedido vai para até ${REQUEST_MAX_PROFESSIONALS} profissionais. Desmarque um para incluir outro.`,
      );
  };

  if (sentTo) return <CheckEmail email={sentTo} />;

  return (
    <div className="container-page py-8 sm:py-10">
      <header className="max-w-2xl">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Pedir orçamentos</h1>
        <p className="mt-1 text-muted-foreground">
          Descreva o que você precisa uma vez só: o pedido vai para até {REQUEST_MAX_PROFESSIONALS} profissionais, e
          você compara as respostas numa página só sua.
        </p>
        <p className="mt-2 text-sm text-muted-foreground">
          Já pediu e perdeu o e-mail?{' '}
          <Link to="/pedido" className="font-semibold text-brand-700 underline underline-offset-2">
            Receba de novo o link das respostas
          </Link>
        </p>
      </header>
      <div className="mt-6">
        {shown.length > 0 && query.isPending ? (
          <div aria-hidden className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <Skeleton className="h-64 rounded-xl lg:col-start-2 lg:row-start-1" />
            <Skeleton className="h-[36rem] rounded-xl lg:col-start-1 lg:row-start-1" />
          </div>
        ) : query.isError ? (
          <ErrorAlert>Não foi possível carregar os profissionais agora. Tente novamente em instantes.</ErrorAlert>
        ) : (
          <RequestForm
            professionals={professionals}
            selected={list}
            onToggle={toggle}
            reasons={reasons}
            unavailable={query.data?.unavailable ?? 0}
            initial={initial}
            onSent={(email) => {
              clearRequestList();
              setSentTo(email);
            }}
            more={(brief) => (
              <>
                <SuggestProfessionals brief={brief} chosen={list.length} onSuggested={onSuggested} />
                <FindMore count={list.length} />
              </>
            )}
            aside={<HowItWorks />}
          />
        )}
      </div>
    </div>
  );
}
