import {
  catalogueSuggestionInputSchema,
  SUGGESTION_KIND_WORDS,
  type CatalogueSuggestionKind,
  type OwnCatalogueSuggestion,
} from '@app/domain/schemas/catalogue-suggestions';
import { Plus } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useOwnSuggestions, useSuggestToCatalogue } from '../api/catalogue-suggestions';

const STATUS: Record<OwnCatalogueSuggestion['status'], { label: string; variant: 'neutral' | 'success' | 'danger' }> = {
  pending: { label: 'Em análise', variant: 'neutral' },
  approved: { label: 'Incluído', variant: 'success' },
  refused: { label: 'Não incluído', variant: 'danger' },
};

function SuggestionLine({ suggestion }: { suggestion: OwnCatalogueSuggestion }) {
  const status = STATUS[suggestion.status];
  return (
    <li className="flex flex-col gap-1 text-sm">
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-ink">{suggestion.approved_name ?? suggestion.name}</span>
        <Badge variant={status.variant}>{status.label}</Badge>
      </span>
      {suggestion.status === 'approved' ? (
        <span className="text-muted-foreground">Já está na lista e marcado no seu perfil.</span>
      ) : null}
      {suggestion.status === 'pending' ? (
        <span className="text-muted-foreground">A equipe responde por e-mail assim que analisar.</span>
      ) : null}
      {suggestion.refusal ? <span className="text-muted-foreground">Motivo: {suggestion.refusal}</span> : null}
    </li>
  );
}

/**
 * Under a list of the profile editor: 'Sugerir outro gênero' when the professional's is missing, and
 * the answers to what they asked. It lives inside the profile's form, so it sends on its own button
 * (Enter in its fields does not save the profile).
 */
export function CatalogueSuggestions({ kind }: { kind: CatalogueSuggestionKind }) {
  const words = SUGGESTION_KIND_WORDS[kind];
  const own = useOwnSuggestions();
  const send = useSuggestToCatalogue();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | null>(null);
  const mine = (own.data?.items ?? []).filter((s) => s.kind === kind);

  const submit = () => {
    const parsed = catalogueSuggestionInputSchema.safeParse({ kind, name, note });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    send.mutate(
      { kind, name, note },
      {
        onSuccess: (saved) => {
          setSent(saved.name);
          setName('');
          setNote('');
          setOpen(false);
        },
        onError: (err) =>
          setError(err instanceof ApiError ? err.message : 'Não foi possível enviar agora. Tente de novo.'),
      },
    );
  };
  const enterSends = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && !(e.target instanceof HTMLTextAreaElement)) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <div className="flex flex-col gap-3 border-t border-border pt-4">
      {mine.length ? (
        <div>
          <p className="mb-2 text-sm font-medium text-ink">Suas sugestões</p>
          <ul className="flex flex-col gap-2.5">
            {mine.map((s) => (
              <SuggestionLine key={s.id} suggestion={s} />
            ))}
          </ul>
        </div>
      ) : null}
      {sent && !open ? (
        <p role="status" className="text-sm text-success">
          Sugestão enviada: '{sent}' está em análise.
        </p>
      ) : null}
      {open ? (
        <div className="flex flex-col gap-3 rounded-xl bg-muted/60 p-4" onKeyDown={enterSends}>
          <FormField
            label={`Nome ${kind === 'genre' ? 'do gênero' : 'da especialidade'}`}
            error={error}
            description="A equipe analisa e, se fizer sentido para outros profissionais, inclui na lista."
          >
            <Input
              value={name}
              maxLength={40}
              autoFocus
              onChange={(e) => setName(e.target.value)}
              placeholder={kind === 'genre' ? 'Ex.: Carimbó' : 'Ex.: Arranjo'}
            />
          </FormField>
          <FormField label="Explique (opcional)">
            <Textarea
              rows={2}
              value={note}
              maxLength={300}
              onChange={(e) => setNote(e.target.value)}
              placeholder={kind === 'genre' ? 'De onde é, artistas de referência…' : 'O que você faz nesse serviço…'}
            />
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button type="button" onClick={submit} disabled={send.isPending}>
              {send.isPending ? 'Enviando...' : 'Enviar sugestão'}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Cancelar
            </Button>
          </div>
        </div>
      ) : (
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => {
              setOpen(true);
              setSent(null);
            }}
          >
            <Plus aria-hidden />
            Sugerir {words.another}
          </Button>
          <p className="mt-1.5 text-xs text-muted-foreground">
            Não encontrou {kind === 'genre' ? 'o seu' : 'a sua'} na lista?
          </p>
        </div>
      )}
    </div>
  );
}
