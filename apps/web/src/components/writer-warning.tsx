import type { SafetyNotes } from '@app/domain/schemas/api/requests';
import { ShieldAlert } from 'lucide-react';

/** Before sending: what the scam radar read in the writer's text, and what happens if it goes as is. */
export function WriterWarning({ notes }: { notes: SafetyNotes }) {
  return (
    <div role="alert" className="flex gap-2 rounded-xl border border-amber-300 bg-accent-soft p-3 text-sm text-ink">
      <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-strong" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">
          Seu texto fala de {notes.map((n) => n.label.toLowerCase()).join(' e de ')}, comum em golpes.
        </p>
        <p>
          Se for isso mesmo, quem receber verá um aviso ao lado e a nossa equipe vai revisar. Se não for, reescreva
          antes de enviar.
        </p>
      </div>
    </div>
  );
}
