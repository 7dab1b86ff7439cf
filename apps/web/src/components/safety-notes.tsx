import type { SafetyNotes as Notes } from '@app/domain/schemas/api/requests';
import { ShieldAlert } from 'lucide-react';
import { cn } from '@/lib/cn';

/** What the scam radar read in a text the other side wrote, and what to know about it, beside that text. */
export function SafetyNotes({ notes, className }: { notes: Notes; className?: string }) {
  if (!notes.length) return null;
  return (
    <section
      aria-label="Atenção"
      className={cn('flex flex-col gap-2 rounded-xl border border-amber-300 bg-accent-soft p-3 text-sm', className)}
    >
      {notes.map((note) => (
        <p key={note.label} className="flex gap-2 text-ink">
          <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-strong" />
          <span>
            <strong className="font-semibold">Atenção: {note.label.toLowerCase()}.</strong> {note.advice}
          </span>
        </p>
      ))}
    </section>
  );
}
