import { CONTACT_ANSWER_MESSAGES } from '@app/domain/schemas/interaction-messages';
import { MessageCircleQuestion } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useAnswerContact } from '../api/answer-contact';
import { askAgainLater, rememberAnswer, responseQuestionDue } from '../utils/contact-history';

/**
 * Asked a day after this browser clicked contact on the professional: 'Sim' and 'Não' count toward
 * 'Responde rápido' (once per browser); 'Ainda não' asks again a day later.
 */
export function ResponseQuestion({ professionalId }: { professionalId: string }) {
  const [due, setDue] = useState(false);
  const mutation = useAnswerContact(professionalId);
  useEffect(() => setDue(responseQuestionDue(professionalId)), [professionalId]);
  if (!due) return null;

  const answer = async (value: 'yes' | 'no') => {
    try {
      await mutation.mutateAsync(value);
      toast.success(CONTACT_ANSWER_MESSAGES.thanks);
      rememberAnswer(professionalId);
      setDue(false);
    } catch (error) {
      // Already answered from this browser: nothing more to ask.
      if (error instanceof ApiError && error.status === 409) {
        rememberAnswer(professionalId);
        setDue(false);
      }
      toast.error(error instanceof ApiError ? error.message : 'Não foi possível enviar sua resposta. Tente novamente.');
    }
  };

  return (
    <section
      aria-labelledby={`pergunta-${professionalId}`}
      className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-ink"
    >
      <div className="flex gap-3">
        <MessageCircleQuestion className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
        <div className="min-w-0 flex-1">
          <h2 id={`pergunta-${professionalId}`} className="font-semibold">
            {CONTACT_ANSWER_MESSAGES.question}
          </h2>
          <p className="mt-0.5 text-muted-foreground">Sua resposta é anônima e ajuda outros clientes a escolher.</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" disabled={mutation.isPending} onClick={() => void answer('yes')}>
              Sim
            </Button>
            <Button size="sm" variant="outline" disabled={mutation.isPending} onClick={() => void answer('no')}>
              Não
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={mutation.isPending}
              onClick={() => {
                askAgainLater(professionalId);
                setDue(false);
              }}
            >
              Ainda não
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
