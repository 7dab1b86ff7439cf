import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ADMIN_PROFESSIONAL_FILTERS } from '@app/domain/schemas/admin';
import type { AdminProfessionalFilter } from '@app/domain/schemas/admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { formatRating } from '@/lib/format';
import { useAdminProfessionals } from '../api/get-professionals';
import type { AdminProfessional } from '@app/domain/schemas/api/admin';
import { useQueryParams } from '../hooks/use-query-params';
import { PageHeader } from '../components/page-header';
import { PublicProfileLink } from '../components/public-profile-link';
import { ProfessionalActions } from '../components/professional-actions';
import { EmptyState, PagedList } from '../components/query-state';
import { formatDate, subscriptionLabel } from '../utils/labels';

const FILTER_LABELS: Record<AdminProfessionalFilter, string> = {
  all: 'Todos',
  listed: 'Listados na busca',
  unlisted: 'Fora da busca',
  blocked: 'Bloqueados',
  unverified: 'Não verificados',
};

const isFilter = (v: string | null): v is AdminProfessionalFilter =>
  (ADMIN_PROFESSIONAL_FILTERS as readonly string[]).includes(v ?? '');

export function Component() {
  const { params, page, update, setPage } = useQueryParams();
  const q = params.get('q') ?? '';
  const rawFilter = params.get('filtro');
  const filter: AdminProfessionalFilter = isFilter(rawFilter) ? rawFilter : 'all';
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);

  const list = useAdminProfessionals({ q, filter, page });

  return (
    <>
      <PageHeader title="Profissionais" description="Busque, verifique e bloqueie perfis." />
      <div className="mb-5 flex flex-col gap-3 sm:flex-row">
        <form
          role="search"
          className="flex flex-1 gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            update({ q: text.trim() || null, pagina: null });
          }}
        >
          <Input
            aria-label="Buscar por nome ou e-mail"
            placeholder="Buscar por nome ou e-mail"
            value={text}
            onChange={(e) => setText(e.target.value)}
            type="search"
          />
          <Button type="submit" variant="primary" aria-label="Buscar">
            <Search aria-hidden />
            <span className="hidden sm:inline">Buscar</span>
          </Button>
        </form>
        <div className="sm:w-56">
          <NativeSelect
            aria-label="Filtrar profissionais"
            value={filter}
            onChange={(e) => update({ filtro: e.target.value === 'all' ? null : e.target.value, pagina: null })}
          >
            {ADMIN_PROFESSIONAL_FILTERS.map((f) => (
              <option key={f} value={f}>
                {FILTER_LABELS[f]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      <PagedList
        query={list}
        page={page}
        onPage={setPage}
        empty={<EmptyState title="Nenhum profissional encontrado">Tente outra busca ou outro filtro.</EmptyState>}
        summary={(data) => (
          <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
            {data.total === 1 ? '1 profissional' : `${data.total.toLocaleString('pt-BR')} profissionais`}
          </p>
        )}
      >
        {(items) => (
          <>
            <ProfessionalsTable items={items} />
            <ul className="flex flex-col gap-3 lg:hidden">
              {items.map((p) => (
                <ProfessionalRow key={p.id} professional={p} />
              ))}
            </ul>
          </>
        )}
      </PagedList>
    </>
  );
}

function Flags({ p }: { p: AdminProfessional }) {
  return (
    <>
      {p.verified ? <Badge variant="success">Verificado</Badge> : <Badge variant="outline">Não verificado</Badge>}
      {p.is_blocked ? <Badge variant="danger">Bloqueado</Badge> : null}
      {p.listed ? <Badge variant="brand">Na busca</Badge> : <Badge variant="neutral">Fora da busca</Badge>}
      {p.services_suspended ? <Badge variant="accent">Serviços suspensos</Badge> : null}
    </>
  );
}

/** An e-mail that, when it must wrap, wraps after the “@” rather than mid-word. */
function EmailText({ email }: { email: string | null | undefined }) {
  if (!email) return <>Sem e-mail</>;
  const at = email.indexOf('@') + 1;
  if (at === 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

/** Wide screens: one row per professional. */
function ProfessionalsTable({ items }: { items: AdminProfessional[] }) {
  return (
    <div className="hidden overflow-hidden rounded-xl border border-border bg-surface shadow-card lg:block">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-border bg-muted/60 text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Profissional
            </th>
            <th scope="col" className="w-px px-4 py-3 font-semibold whitespace-nowrap">
              Assinatura
            </th>
            <th scope="col" className="w-44 px-4 py-3 font-semibold">
              Situação
            </th>
            <th scope="col" className="w-px px-4 py-3 font-semibold whitespace-nowrap">
              Nota
            </th>
            <th scope="col" className="w-px px-4 py-3 font-semibold">
              <span className="sr-only">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {items.map((p) => (
            <tr key={p.id} className="align-top">
              <th scope="row" className="px-4 py-3 font-normal">
                <bdi className="block font-semibold text-ink [overflow-wrap:anywhere]">{p.name}</bdi>
                <span className="block text-muted-foreground [overflow-wrap:anywhere]">
                  <EmailText email={p.email} />
                </span>
                <span className="mt-1 flex flex-wrap items-center gap-x-3 text-xs text-muted-foreground">
                  <span>Desde {formatDate(p.created_at)}</span>
                  {p.is_blocked ? null : (
                    <PublicProfileLink
                      professional={p}
                      className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline [&_svg]:size-3"
                    />
                  )}
                </span>
              </th>
              <td className="px-4 py-3 whitespace-nowrap">{subscriptionLabel(p.subscription_status)}</td>
              <td className="px-4 py-3">
                <div className="flex max-w-[12rem] flex-wrap gap-1">
                  <Flags p={p} />
                </div>
              </td>
              <td className="px-4 py-3 whitespace-nowrap tabular-nums">
                {formatRating(p.rating)} ({p.review_count})
              </td>
              <td className="px-4 py-3">
                <div className="flex justify-end">
                  <ProfessionalActions professional={p} stacked />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Narrow screens: one card per professional. */
function ProfessionalRow({ professional: p }: { professional: AdminProfessional }) {
  const place = [p.city, p.state].filter(Boolean).join(', ');
  return (
    <li aria-label={p.name} className="rounded-xl border border-border bg-surface p-4 shadow-card">
      <div className="flex flex-col gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="min-w-0 font-semibold text-ink [overflow-wrap:anywhere]">
              <bdi>{p.name}</bdi>
            </h2>
            <Flags p={p} />
          </div>
          <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-4">
            <div className="min-w-0">
              <dt className="sr-only">E-mail</dt>
              <dd className="truncate text-muted-foreground">{p.email ?? 'Sem e-mail'}</dd>
            </div>
            <div>
              <dt className="inline text-muted-foreground">Assinatura: </dt>
              <dd className="inline font-medium text-ink">{subscriptionLabel(p.subscription_status)}</dd>
            </div>
            <div>
              <dt className="inline text-muted-foreground">Nota: </dt>
              <dd className="inline font-medium text-ink">
                {formatRating(p.rating)} ({p.review_count})
              </dd>
            </div>
            <div>
              <dt className="inline text-muted-foreground">Desde: </dt>
              <dd className="inline text-ink">{formatDate(p.created_at)}</dd>
            </div>
            {place ? (
              <div className="sm:col-span-2">
                <dt className="sr-only">Local</dt>
                <dd className="text-muted-foreground">{place}</dd>
              </div>
            ) : null}
          </dl>
        </div>
        <ProfessionalActions professional={p} />
      </div>
    </li>
  );
}
