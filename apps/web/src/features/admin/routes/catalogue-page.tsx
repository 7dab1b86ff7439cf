import { GENRES, SPECIALTIES } from '@app/domain/constants/catalog';
import {
  catalogueDecisionSchema,
  SUGGESTION_KIND_WORDS,
  type PendingCatalogueName,
} from '@app/domain/schemas/catalogue-suggestions';
import { Check, X } from 'lucide-react';
import { Link } from 'react-router';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useDecideCatalogueName, usePendingCatalogueNames } from '../api/catalogue-suggestions';
import { PageHeader } from '../components/page-header';
import { EmptyState, LoadError, LoadingRows } from '../components/query-state';
import { formatDate } from '../utils/labels';
import { runAdminAction } from '../utils/admin-action';

const people = (n: number) => (n === 1 ? '1 profissional' : `${n} profissionais`);

/** Who was told by e-mail after a decision. */
function decidedMessage({ decided, emails_sent: sent }: { decided: number; emails_sent: number }) {
  if (sent === decided)
    return decided === 1
      ? 'O profissional foi avisado por e-mail.'
      : `Os ${decided} profissionais foram avisados por e-mail.`;
  return `${sent} de ${people(decided)} avisados por e-mail; os demais veem a resposta no perfil.`;
}

function PendingName({ entry }: { entry: PendingCatalogueName }) {
  const decide = useDecideCatalogueName();
  const [name, setName] = useState(entry.name);
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const headingId = useId();
  const word = SUGGESTION_KIND_WORDS[entry.kind].one;
  const builtIn: readonly string[] = entry.kind === 'genre' ? GENRES : SPECIALTIES;
  const merges = builtIn.includes(name.trim());

  const send = async (decision: 'approve' | 'refuse') => {
    const parsed = catalogueDecisionSchema.safeParse(
      decision === 'approve'
        ? { decision, kind: entry.kind, key: entry.key, name }
        : { decision, kind: entry.kind, key: entry.key, reason },
    );
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    await runAdminAction(async () => {
      const result = await decide.mutateAsync(parsed.data);
      toast.success(decision === 'approve' ? `${name.trim()} incluído no catálogo.` : 'Sugestão recusada.', {
        description: decidedMessage(result),
      });
    });
  };

  return (
    <li aria-labelledby={headingId} className="rounded-xl border border-border bg-surface p-4 shadow-card sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-ink [overflow-wrap:anywhere]">
          {entry.name}
        </h2>
        <Badge variant="brand">{word}</Badge>
        <span className="text-sm text-muted-foreground">
          {people(entry.requests.length)} · desde {formatDate(entry.first_at)}
        </span>
      </div>
      <ul className="mt-3 flex flex-col gap-2 text-sm">
        {entry.requests.map((r) => (
          <li key={r.id} className="rounded-lg bg-muted/60 px-3 py-2">
            <Link to={r.professional.path} className="font-medium text-brand-700 hover:underline">
              {r.professional.name}
            </Link>
            {r.name !== entry.name ? <span className="text-muted-foreground"> escreveu '{r.name}'</span> : null}
            {r.note ? <p className="mt-0.5 text-muted-foreground [overflow-wrap:anywhere]">“{r.note}”</p> : null}
          </li>
        ))}
      </ul>
      <div className="mt-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
        {refusing ? (
          <FormField label="Motivo da recusa" required error={error}>
            <Textarea
              rows={2}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              placeholder="Ex.: É uma variação de Forró; marque Forró no seu perfil."
            />
          </FormField>
        ) : (
          <FormField
            label="Nome no catálogo"
            error={error}
            description={
              merges
                ? `Já existe: quem pediu passa a ter ${name.trim()} marcado no perfil.`
                : 'Corrija a grafia se precisar. Se escrever um nome que já existe, a sugestão é juntada a ele.'
            }
          >
            <Input value={name} maxLength={40} onChange={(e) => setName(e.target.value)} />
          </FormField>
        )}
        <div className="flex flex-wrap gap-2">
          {refusing ? (
            <>
              <Button variant="outline" size="sm" onClick={() => setRefusing(false)}>
                Voltar
              </Button>
              <Button variant="destructive" size="sm" disabled={decide.isPending} onClick={() => void send('refuse')}>
                {decide.isPending ? 'Recusando...' : 'Recusar sugestão'}
              </Button>
            </>
          ) : (
            <>
              <Button
                variant="secondary"
                size="sm"
                disabled={decide.isPending}
                onClick={() => void send('approve')}
                aria-label={`Incluir ${name.trim() || entry.name} no catálogo`}
              >
                <Check aria-hidden />
                Incluir no catálogo
              </Button>
              <Button
                variant="dangerOutline"
                size="sm"
                onClick={() => {
                  setRefusing(true);
                  setError(undefined);
                }}
                aria-label={`Recusar ${entry.name}`}
              >
                <X aria-hidden />
                Recusar
              </Button>
            </>
          )}
        </div>
      </div>
    </li>
  );
}

export function Component() {
  const pending = usePendingCatalogueNames();
  return (
    <>
      <PageHeader
        title="Catálogo"
        description="Especialidades e gêneros que os profissionais sugeriram. Incluído, o nome entra na lista, nos filtros da busca e no perfil de quem pediu."
      />
      {pending.isPending ? (
        <LoadingRows />
      ) : pending.isError ? (
        <LoadError error={pending.error} onRetry={() => void pending.refetch()} />
      ) : pending.data.items.length === 0 ? (
        <EmptyState title="Nenhuma sugestão em análise">
          Quando um profissional sugerir uma especialidade ou um gênero, ela aparece aqui.
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Sugestões em análise">
          {pending.data.items.map((entry) => (
            <PendingName key={`${entry.kind}:${entry.key}`} entry={entry} />
          ))}
        </ul>
      )}
    </>
  );
}
