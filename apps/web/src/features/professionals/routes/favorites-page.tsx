import { BRAND_NAME } from '@app/domain/constants/brand';
import { whatsappUrl } from '@app/domain/rules/contact';
import { brandedTitle } from '@app/domain/rules/page-meta';
import { parseFavoriteIds } from '@app/domain/rules/favorites';
import { REQUEST_MAX_PROFESSIONALS, requestFormPath } from '@app/domain/constants/requests';
import { Heart, Link2, ListPlus, Send } from 'lucide-react';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { EmptyState } from '@/components/empty-state';
import { WhatsAppIcon } from '@/components/icons/brand-icons';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { useFavoriteCards } from '../api/get-favorites';
import { ProfessionalCard, ProfessionalCardSkeleton } from '../components/professional-card';
import { SelectableCard } from '../components/quote-selection';
import { COPY_FAILURE, COPY_SUCCESS } from '../components/share-popover';
import { useFavorites } from '../hooks/use-favorites';
import { addFavorites, removeFavorites, sharedListUrl } from '../utils/favorites';
import { copyText } from '@/lib/copy-text';
import { toggleInRequestList } from '@/lib/request-list';
import { useRequestList } from '@/lib/use-request-list';

const unavailableNote = (n: number) =>
  n === 1
    ? '1 profissional salvo não está mais disponível no momento e saiu da lista.'
    : `${n} profissionais salvos não estão mais disponíveis no momento e saíram da lista.`;

function ShareList({ ids }: { ids: string[] }) {
  const url = sharedListUrl(ids);
  const copy = async () => {
    await copyText(url, { title: COPY_SUCCESS }, COPY_FAILURE);
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={() => void copy()}>
        <Link2 aria-hidden />
        Compartilhar lista
      </Button>
      <Button asChild variant="whatsapp">
        <a
          href={whatsappUrl(null, `Olha os profissionais que separei no ${BRAND_NAME}: ${url}`)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <WhatsAppIcon />
          Enviar no WhatsApp
        </a>
      </Button>
    </div>
  );
}

/**
 * One brief to several of the listed professionals. Each card has 'Incluir no pedido', the same
 * list as the search's and the profiles'; with nobody in it yet, the button takes the first ones.
 */
function AskForQuotes({ ids, chosen }: { ids: string[]; chosen: number }) {
  return (
    <section
      aria-label="Pedir orçamentos"
      className="mt-6 flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <p className="text-sm text-ink">
        <span className="block font-semibold">Peça orçamento a vários de uma vez.</span>
        Marque quem incluir no pedido, descreva o que você precisa uma vez só e compare as respostas de até{' '}
        {REQUEST_MAX_PROFESSIONALS} profissionais.
      </p>
      <Button asChild className="shrink-0">
        <Link to={chosen ? '/pedir-orcamento' : requestFormPath(ids)}>
          <Send aria-hidden />
          {chosen ? `Ver pedido (${chosen} de ${REQUEST_MAX_PROFESSIONALS})` : 'Pedir orçamentos'}
        </Link>
      </Button>
    </section>
  );
}

/**
 * The browser's saved professionals, or (with ?lista=) a list someone shared: anyone opening the
 * link sees the same cards and may copy them into their own list.
 */
export function Component() {
  const [params] = useSearchParams();
  const own = useFavorites();
  const request = useRequestList();
  const sharedParam = params.get('lista');
  const shared = sharedParam === null ? null : parseFavoriteIds(sharedParam);
  const ids = shared ?? own;
  const query = useFavoriteCards(ids);
  const cards = ids.length ? (query.data?.items ?? []) : [];
  // Own list: the ids dropped from it during this visit, so that the note outlives the pruning.
  const [dropped, setDropped] = useState<string[]>([]);
  const unavailable = shared ? (ids.length ? (query.data?.unavailable ?? 0) : 0) : dropped.length;

  useEffect(() => {
    const previous = document.title;
    document.title = brandedTitle(shared ? 'Lista compartilhada' : 'Meus favoritos');
    return () => {
      document.title = previous;
    };
  }, [shared]);

  // Professionals that left the listing drop out of the browser's own list.
  const gone = useMemo(() => {
    if (shared || !ids.length || !query.data || query.isPlaceholderData) return [];
    const listed = new Set(query.data.items.map((c) => c.id));
    return own.filter((id) => !listed.has(id));
  }, [shared, ids.length, own, query.data, query.isPlaceholderData]);

  // A layout effect: the note's ids and the shorter list land in one synchronous update, so the
  // note never blinks out while the shorter list loads. Merged by id: an effect run twice counts once.
  useLayoutEffect(() => {
    if (!gone.length) return;
    setDropped((previous) => [...new Set([...previous, ...gone])]);
    removeFavorites(gone);
  }, [gone]);

  const missingFromOwn = shared ? cards.filter((c) => !own.includes(c.id)).map((c) => c.id) : [];

  return (
    <div className="container-page py-8 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            {shared ? 'Lista compartilhada' : 'Meus favoritos'}
          </h1>
          <p className="mt-1 text-muted-foreground">
            {shared
              ? 'Profissionais que alguém separou para escolher junto com você.'
              : 'Profissionais que você salvou neste navegador, sem precisar de conta.'}
          </p>
        </div>
        {!shared && cards.length ? <ShareList ids={cards.map((c) => c.id)} /> : null}
        {shared && missingFromOwn.length ? (
          <Button
            variant="outline"
            onClick={() => {
              addFavorites(missingFromOwn);
              toast.success('Profissionais salvos nos seus favoritos');
            }}
          >
            <ListPlus aria-hidden />
            Salvar na minha lista
          </Button>
        ) : null}
      </div>

      {cards.length ? <AskForQuotes ids={cards.map((c) => c.id)} chosen={request.length} /> : null}

      {unavailable > 0 ? (
        <p
          role="note"
          className="mt-6 rounded-xl border border-border bg-muted px-4 py-3 text-sm text-muted-foreground"
        >
          {unavailableNote(unavailable)}
        </p>
      ) : null}

      {ids.length > 0 && query.isPending ? (
        <div aria-hidden className="mt-6 grid gap-2.5 md:grid-cols-2 md:gap-5 lg:grid-cols-3">
          {Array.from({ length: 3 }, (_, i) => (
            <ProfessionalCardSkeleton key={i} compactOnPhone />
          ))}
        </div>
      ) : query.isError ? (
        <ErrorAlert className="mt-6">Não foi possível carregar a lista agora. Tente novamente em instantes.</ErrorAlert>
      ) : cards.length ? (
        // On a phone, compact cards as in the search: several saved professionals to compare on one screen.
        <ul className="mt-6 grid gap-2.5 md:grid-cols-2 md:gap-5 lg:grid-cols-3">
          {cards.map((professional) => (
            <li key={professional.id} className="min-w-0">
              <SelectableCard
                professional={professional}
                chosen={request.includes(professional.id)}
                full={request.length >= REQUEST_MAX_PROFESSIONALS}
                onToggle={() => toggleInRequestList(professional.id)}
              >
                <ProfessionalCard professional={professional} compactOnPhone />
              </SelectableCard>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={Heart}
          title={
            shared ? 'Nenhum profissional desta lista está disponível.' : 'Você ainda não salvou nenhum profissional.'
          }
          actions={
            <Button asChild>
              <Link to="/profissionais">Buscar profissionais</Link>
            </Button>
          }
          className="mx-auto mt-10 max-w-md shadow-card"
        >
          Toque no coração de um perfil para guardá-lo aqui e comparar com calma.
        </EmptyState>
      )}
    </div>
  );
}
