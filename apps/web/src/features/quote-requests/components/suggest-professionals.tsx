import { REQUEST_MAX_PROFESSIONALS } from '@app/domain/constants/requests';
import type { RequestSuggestions } from '@app/domain/schemas/api/requests';
import { REQUEST_MESSAGES } from '@app/domain/schemas/request';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useSuggestProfessionals } from '../api/suggest-professionals';
import type { BriefSoFar } from './request-form';

const NOBODY =
  'Não encontramos profissionais livres que combinem com esse pedido. Tente outra data, outra cidade ou outras palavras, ou escolha na busca.';

interface SuggestProfessionalsProps {
  brief: BriefSoFar;
  /** How many the request already goes to. */
  chosen: number;
  onSuggested: (suggestions: RequestSuggestions['items']) => void;
}

/**
 * 'Pedir orçamentos' without picking anyone: from who the client looks for and the brief as typed
 * so far (occasion, date, place or online, budget), the product proposes professionals free that
 * day who fit; the first ones join the request, the others stay at hand to swap.
 */
export function SuggestProfessionals({ brief, chosen, onSuggested }: SuggestProfessionalsProps) {
  const [what, setWhat] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const suggest = useSuggestProfessionals();
  if (chosen >= REQUEST_MAX_PROFESSIONALS) return null;

  const run = async () => {
    // Without a place, 'cantora' would propose singers from anywhere for a wedding here.
    if (!brief.online && !brief.city.trim()) {
      setNote(REQUEST_MESSAGES.place);
      return;
    }
    setNote(null);
    try {
      const { items } = await suggest.mutateAsync({ what, ...brief });
      if (items.length === 0) setNote(NOBODY);
      onSuggested(items);
    } catch (error) {
      setNote(errorMessage(error));
    }
  };

  return (
    <div className="mt-4 flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4">
      <div>
        <p className="font-semibold">{chosen === 0 ? 'Não sabe a quem pedir?' : 'Quer comparar com mais gente?'}</p>
        <p className="mt-0.5 text-sm text-muted-foreground">
          Preencha a ocasião, a data e a cidade do evento e diga quem você procura: sugerimos profissionais livres nesse
          dia que combinam com o pedido e o orçamento.
        </p>
      </div>
      <FormField label="Quem você procura">
        <Input
          value={what}
          maxLength={80}
          placeholder="Ex.: cantora, DJ, banda de forró"
          onChange={(event) => setWhat(event.target.value)}
          onKeyDown={(event) => {
            // Enter here asks for suggestions; it does not send the request.
            if (event.key === 'Enter') {
              event.preventDefault();
              void run();
            }
          }}
        />
      </FormField>
      <Button type="button" variant="secondary" disabled={suggest.isPending} onClick={() => void run()}>
        <Sparkles aria-hidden />
        {suggest.isPending ? 'Procurando...' : 'Sugerir profissionais'}
      </Button>
      <p role="status" className="text-sm text-muted-foreground empty:hidden">
        {note}
      </p>
    </div>
  );
}
