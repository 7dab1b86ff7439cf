import { REQUEST_MAX_PROFESSIONALS } from '@app/domain/constants/requests';
import { locationLabel } from '@app/domain/rules/contact';
import type { ProfessionalCard } from '@app/domain/schemas/api/professionals';
import { BadgeCheck } from 'lucide-react';
import { Checkbox } from '@/components/ui/checkbox';
import { StarRating } from '@/components/ui/star-rating';
import { cn } from '@/lib/cn';
import { DEFAULT_AVATAR } from '@/lib/default-avatar';
import { FieldError } from '@/components/ui/form-field';

const unavailableNote = (n: number) =>
  n === 1
    ? '1 profissional não está disponível no momento e ficou fora do pedido.'
    : `${n} profissionais não estão disponíveis no momento e ficaram fora do pedido.`;

/** Whether a request may go to this professional now (one who paused new work would refuse it). */
export const canReceive = (professional: ProfessionalCard) => !professional.services_suspended;

export interface ProfessionalPickerProps {
  /** Who the request may go to, in the order shown. */
  professionals: ProfessionalCard[];
  /** Asked for in the address, but no longer listed. */
  unavailable: number;
  /** The ticked ones. */
  selected: string[];
  onToggle: (id: string) => void;
  /** Why the product proposed someone, by id ('Toca em Rio de Janeiro (RJ)', 'Pacote de casamento'). */
  reasons?: Readonly<Record<string, readonly string[]>>;
  error?: string | undefined;
}

/** Who the request goes to: each chosen professional with a box to keep or drop, up to the limit. */
export function ProfessionalPicker({
  professionals,
  unavailable,
  selected,
  onToggle,
  reasons = {},
  error,
}: ProfessionalPickerProps) {
  const full = selected.length >= REQUEST_MAX_PROFESSIONALS;
  const receivable = professionals.filter(canReceive).length;
  return (
    <fieldset aria-describedby={error ? 'request-professionals-error' : undefined} className="flex flex-col gap-3">
      <legend className="text-lg font-semibold tracking-tight">Para quem enviar</legend>
      <p className="-mt-1 text-sm text-muted-foreground">
        {selected.length === 0
          ? 'Ninguém marcado ainda'
          : selected.length === 1
            ? '1 profissional marcado'
            : `${selected.length} profissionais marcados`}
        , até {REQUEST_MAX_PROFESSIONALS} por pedido.
      </p>
      <ul className="flex flex-col gap-2 empty:hidden">
        {professionals.map((p) => {
          const checked = selected.includes(p.id);
          const receives = canReceive(p);
          const disabled = !receives || (!checked && full);
          const place = locationLabel(p);
          return (
            <li key={p.id}>
              <label
                className={cn(
                  'flex min-h-16 items-center gap-3 rounded-xl border border-border bg-surface p-3 transition-colors',
                  disabled ? 'cursor-not-allowed bg-muted/50' : 'cursor-pointer hover:border-brand-300',
                  checked && 'border-brand-300 bg-brand-50',
                )}
              >
                <Checkbox
                  checked={checked}
                  disabled={disabled}
                  onChange={() => onToggle(p.id)}
                  aria-label={p.name}
                  aria-describedby={`request-professional-${p.id}`}
                />
                <img
                  src={p.image_small || p.image || DEFAULT_AVATAR}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                  className={cn(
                    'size-10 shrink-0 rounded-lg bg-brand-100 object-cover sm:size-12',
                    disabled && 'opacity-60',
                  )}
                />
                <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <span aria-hidden className="flex items-center gap-1.5 font-semibold [overflow-wrap:anywhere]">
                    {p.name}
                    {p.verified ? <BadgeCheck className="size-4 shrink-0 text-brand-700" /> : null}
                  </span>
                  <span id={`request-professional-${p.id}`} className="flex flex-col gap-0.5">
                    {p.verified ? <span className="sr-only">Verificado.</span> : null}
                    {place ? <span className="truncate text-xs text-muted-foreground">{place}</span> : null}
                    {reasons[p.id]?.length ? (
                      <span className="text-xs font-medium text-brand-800">{reasons[p.id]!.join(' · ')}</span>
                    ) : null}
                    {receives ? (
                      <StarRating
                        value={p.rating}
                        reviewCount={p.review_count}
                        countStyle="dot"
                        className="text-xs text-muted-foreground"
                      />
                    ) : (
                      <span className="text-xs font-medium text-danger">
                        Não está recebendo novos trabalhos no momento.
                      </span>
                    )}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {receivable > REQUEST_MAX_PROFESSIONALS ? (
        <p role="note" className="rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground">
          Um pedido vai para até {REQUEST_MAX_PROFESSIONALS} profissionais. Desmarque um para incluir outro.
        </p>
      ) : null}
      {unavailable > 0 ? (
        <p role="note" className="rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground">
          {unavailableNote(unavailable)}
        </p>
      ) : null}
      <FieldError id="request-professionals-error">{error}</FieldError>
    </fieldset>
  );
}
