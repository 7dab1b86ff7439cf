import {
  scamPatternInputSchema,
  type ScamFlag,
  type ScamPatternInput,
  type ScamPatternRow,
} from '@app/domain/schemas/scam-radar';
import { Check, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import {
  useAddScamPattern,
  useChangeScamPattern,
  useReviewScamFlag,
  useScamFlags,
  useScamPatterns,
} from '../api/scam-radar';
import { PageHeader } from '../components/page-header';
import { EmptyState, LoadError, LoadingRows, PagedList } from '../components/query-state';
import { useQueryParams } from '../hooks/use-query-params';
import { runAdminAction } from '../utils/admin-action';
import { formatDate } from '../utils/labels';
import { firstMessages } from '@/lib/field-errors';

function FlagItem({ flag }: { flag: ScamFlag }) {
  const review = useReviewScamFlag();
  const headingId = useId();
  const who = flag.professional ? flag.professional.name : (flag.client_email ?? 'cliente');
  const author = `${flag.kind === 'agreement' ? 'Acordo' : flag.professional ? 'Orçamento' : 'Pedido'} de ${who}`;
  return (
    <li aria-labelledby={headingId} className="rounded-xl border border-border bg-surface p-4 shadow-card sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold text-ink [overflow-wrap:anywhere]">
            {author}
          </h2>
          <p className="text-xs text-muted-foreground">{formatDate(flag.created_at)}</p>
          <div className="mt-2 flex flex-wrap gap-1.5">
            {flag.labels.map((label) => (
              <Badge key={label} variant="danger">
                {label}
              </Badge>
            ))}
          </div>
          <p className="mt-2 text-sm whitespace-pre-line text-ink [overflow-wrap:anywhere]">“{flag.excerpt}”</p>
        </div>
        <div className="flex flex-wrap gap-2 sm:w-48 sm:flex-col sm:[&>*]:justify-start">
          <Button
            variant="secondary"
            size="sm"
            disabled={review.isPending}
            onClick={() =>
              void runAdminAction(async () => {
                await review.mutateAsync(flag.id);
                toast.success('Alerta revisado.', { description: 'Ele deixa de contar para a suspensão.' });
              })
            }
            aria-label={`Marcar como revisado: ${author}`}
          >
            <Check aria-hidden />
            Revisado
          </Button>
          {flag.professional ? (
            <Button asChild variant="ghost" size="sm">
              <Link to={`/admin/profissionais?q=${encodeURIComponent(flag.professional.name)}`}>Ver profissional</Link>
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/** One pattern's fields, for a new pattern or an existing one. */
function PatternFields({
  value,
  onChange,
  errors,
}: {
  value: { label: string; phrases: string; advice: string };
  onChange: (patch: Partial<{ label: string; phrases: string; advice: string }>) => void;
  errors: Partial<Record<'label' | 'phrases' | 'advice', string>>;
}) {
  return (
    <>
      <FormField label="Nome" error={errors.label}>
        <Input value={value.label} maxLength={80} onChange={(e) => onChange({ label: e.target.value })} />
      </FormField>
      <FormField
        label="Frases (uma por linha)"
        error={errors.phrases}
        description="Sem diferença de acentos ou maiúsculas."
      >
        <Textarea rows={4} value={value.phrases} onChange={(e) => onChange({ phrases: e.target.value })} />
      </FormField>
      <FormField label="O que o leitor deve saber" error={errors.advice}>
        <Textarea
          rows={2}
          value={value.advice}
          maxLength={400}
          onChange={(e) => onChange({ advice: e.target.value })}
        />
      </FormField>
    </>
  );
}

type Draft = { label: string; phrases: string; advice: string };
const draftOf = (p?: ScamPatternRow): Draft => ({
  label: p?.label ?? '',
  phrases: p?.phrases.join('\n') ?? '',
  advice: p?.advice ?? '',
});

/** The form's values as the API takes them, or the first message of each field. */
function parsePattern(draft: Draft) {
  const parsed = scamPatternInputSchema.safeParse({ ...draft, phrases: draft.phrases.split('\n') });
  if (parsed.success) return { input: parsed.data as ScamPatternInput, errors: {} };
  return { input: null, errors: firstMessages<keyof Draft>(parsed.error.issues) };
}

function PatternCard({ pattern }: { pattern: ScamPatternRow }) {
  const change = useChangeScamPattern();
  const [draft, setDraft] = useState(() => draftOf(pattern));
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const switchId = useId();
  const save = () => {
    const { input, errors: found } = parsePattern(draft);
    setErrors(found);
    if (!input) return;
    void runAdminAction(async () => {
      await change.mutateAsync({ id: pattern.id, ...input });
      toast.success('Padrão salvo.');
    });
  };
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border p-4">
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-semibold text-ink">{pattern.label}</h3>
        <div className="flex items-center gap-2">
          <Switch
            id={switchId}
            checked={pattern.active}
            disabled={change.isPending}
            onCheckedChange={(active) =>
              void runAdminAction(async () => {
                await change.mutateAsync({ id: pattern.id, active });
              })
            }
          />
          <Label htmlFor={switchId}>{pattern.active ? 'Ativo' : 'Inativo'}</Label>
        </div>
      </div>
      <PatternFields value={draft} onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))} errors={errors} />
      <div>
        <Button variant="outline" size="sm" disabled={change.isPending} onClick={save}>
          Salvar padrão
        </Button>
      </div>
    </li>
  );
}

function NewPattern() {
  const add = useAddScamPattern();
  const [draft, setDraft] = useState(draftOf());
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const create = () => {
    const { input, errors: found } = parsePattern(draft);
    setErrors(found);
    if (!input) return;
    void runAdminAction(async () => {
      await add.mutateAsync(input);
      toast.success('Padrão criado. O radar já o usa.');
      setDraft(draftOf());
    });
  };
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-dashed border-border p-4">
      <h3 className="font-semibold text-ink">Novo padrão</h3>
      <PatternFields value={draft} onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))} errors={errors} />
      <div>
        <Button size="sm" disabled={add.isPending} onClick={create}>
          <Plus aria-hidden />
          Criar padrão
        </Button>
      </div>
    </div>
  );
}

export function Component() {
  const { page, setPage } = useQueryParams();
  const flags = useScamFlags(page);
  const patterns = useScamPatterns();
  return (
    <>
      <PageHeader
        title="Alertas de golpe"
        description="Orçamentos, pedidos e acordos em que o radar reconheceu um golpe conhecido. Quem soma 3 alertas não revisados deixa de receber ou enviar pedidos até a equipe revisar."
      />
      <PagedList
        query={flags}
        page={page}
        onPage={setPage}
        empty={<EmptyState title="Nenhum alerta para revisar">Os textos marcados pelo radar aparecem aqui.</EmptyState>}
      >
        {(items) => (
          <ul className="flex flex-col gap-3" aria-label="Alertas para revisar">
            {items.map((flag) => (
              <FlagItem key={flag.id} flag={flag} />
            ))}
          </ul>
        )}
      </PagedList>
      <Card className="mt-8">
        <CardHeader>
          <CardTitle>Padrões do radar</CardTitle>
          <p className="text-sm text-muted-foreground">
            O radar lê o que um lado escreve ao outro. Quem escreve vê um aviso antes de enviar; quem lê, o conselho ao
            lado do texto.
          </p>
        </CardHeader>
        <CardContent>
          {patterns.isPending ? (
            <LoadingRows rows={2} />
          ) : patterns.isError ? (
            <LoadError error={patterns.error} onRetry={() => void patterns.refetch()} />
          ) : (
            <div className="flex flex-col gap-4">
              <ul className="flex flex-col gap-4" aria-label="Padrões">
                {patterns.data.items.map((p) => (
                  <PatternCard key={p.id} pattern={p} />
                ))}
              </ul>
              <NewPattern />
            </div>
          )}
        </CardContent>
      </Card>
    </>
  );
}
