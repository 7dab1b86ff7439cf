import { BRIEF_BUDGETS, BRIEF_DEADLINES, BRIEF_DETAILS_MAX, BRIEF_FIELD_MAX } from '@app/domain/constants/deals';
import { isFreeOn, nearestFreeDays } from '@app/domain/rules/availability';
import { briefMessage } from '@app/domain/rules/brief';
import { brazilDay, formatDayShort } from '@app/domain/rules/calendar-day';
import { whatsappLink } from '@app/domain/rules/contact';
import { packageChoiceLabel } from '@app/domain/rules/packages';
import { briefSchema, type Brief } from '@app/domain/schemas/brief';
import type { ProfessionalProfile, Service } from '@app/domain/schemas/api/professionals';
import { CalendarX } from 'lucide-react';
import type { ComponentProps, MouseEvent } from 'react';
import { WhatsAppIcon } from '@/components/icons/brand-icons';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useAvailability } from '../api/get-professional';
import { recordInteraction } from '../api/record-interaction';
import { rememberContactClick } from '../utils/contact-history';

export type ContactProfessional = Pick<
  ProfessionalProfile,
  'id' | 'name' | 'whatsapp_country_code' | 'whatsapp_number' | 'genres' | 'service_types'
>;

export interface BriefDialogProps {
  professional: ContactProfessional;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  brief: Brief;
  setBrief: (update: (b: Brief) => Brief) => void;
  /** Empties the brief once it has gone to WhatsApp. */
  clearBrief: () => void;
  packages: Service[];
}

/**
 * A choice of the brief, which the client may leave open (`none`, the empty value, says how). The
 * field's own attributes (its id, from FormField) go on to the select.
 */
function ChoiceSelect({
  none,
  options,
  ...select
}: ComponentProps<typeof NativeSelect> & { none: string; options: readonly string[] }) {
  return (
    <NativeSelect {...select}>
      <option value="">{none}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </NativeSelect>
  );
}

/**
 * 'Entrar em contato' first offers a short, optional brief. Both ways out open WhatsApp and count
 * as a contact click; the brief itself only ever goes into the WhatsApp message.
 */
export function BriefDialog({
  professional,
  open,
  onOpenChange,
  brief,
  setBrief,
  clearBrief,
  packages,
}: BriefDialogProps) {
  const availability = useAvailability(professional.id, open);
  const plainLink = whatsappLink(professional.whatsapp_country_code, professional.whatsapp_number, professional.name);
  const parsed = briefSchema.safeParse(brief);
  const briefLink = parsed.success
    ? whatsappLink(
        professional.whatsapp_country_code,
        professional.whatsapp_number,
        professional.name,
        briefMessage(professional.name, parsed.data),
      )
    : null;
  const errors = parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
  const packageOptions = packages.map(packageChoiceLabel);
  if (brief.package && !packageOptions.includes(brief.package)) packageOptions.unshift(brief.package);
  const serviceOptions = professional.service_types;
  const known = availability.data;
  const busyOnDate = Boolean(brief.date && known && brief.date <= known.until && !isFreeOn(brief.date, known));
  const alternatives = busyOnDate && known ? nearestFreeDays(brief.date!, known, 3) : [];

  if (!plainLink) return null;

  const contacted = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!event.currentTarget.href) return;
    recordInteraction(professional.id, 'contact_click');
    rememberContactClick(professional.id);
    // The browser follows the link after this handler returns: resetting now would re-render the
    // link with an empty brief before it is followed, and WhatsApp would open with the greeting only.
    window.setTimeout(() => {
      onOpenChange(false);
      clearBrief();
    }, 0);
  };
  const set = (field: keyof Brief) => (event: { target: { value: string } }) =>
    setBrief((b) => ({ ...b, [field]: event.target.value }));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Conte sobre o seu projeto</DialogTitle>
          <DialogDescription>
            Opcional: suas respostas vão prontas na mensagem para {professional.name} no WhatsApp e não ficam guardadas
            no site.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-4">
          {packages.length ? (
            <FormField label="Pacote" error={errors.package}>
              <ChoiceSelect
                value={brief.package}
                onChange={set('package')}
                none="Ainda não sei"
                options={packageOptions}
              />
            </FormField>
          ) : (
            <FormField label="Serviço" error={errors.service}>
              {serviceOptions.length ? (
                <ChoiceSelect
                  value={brief.service}
                  onChange={set('service')}
                  none="Ainda não sei"
                  options={serviceOptions}
                />
              ) : (
                <Input
                  value={brief.service}
                  onChange={set('service')}
                  maxLength={BRIEF_FIELD_MAX}
                  placeholder="Ex.: mixagem de um single"
                />
              )}
            </FormField>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Data do evento" error={errors.date}>
              <Input type="date" value={brief.date} onChange={set('date')} min={brazilDay()} />
            </FormField>
            <FormField label="Cidade" error={errors.city}>
              <Input
                value={brief.city}
                onChange={set('city')}
                maxLength={BRIEF_FIELD_MAX}
                autoComplete="address-level2"
                placeholder="Ex.: Belo Horizonte"
              />
            </FormField>
          </div>
          {busyOnDate ? (
            <div
              role="status"
              className="flex flex-col gap-2 rounded-xl border border-danger/30 bg-danger-soft p-3 text-sm"
            >
              <p className="flex items-center gap-2 font-semibold text-danger">
                <CalendarX className="size-4" aria-hidden />
                Ocupado nesta data
              </p>
              {alternatives.length ? (
                <div className="flex flex-wrap items-center gap-2">
                  <span className="text-ink">Datas livres mais próximas:</span>
                  {alternatives.map((day) => (
                    <Button
                      key={day}
                      type="button"
                      size="sm"
                      variant="outline"
                      className="h-8 bg-surface"
                      onClick={() => setBrief((b) => ({ ...b, date: day }))}
                    >
                      {formatDayShort(day)}
                    </Button>
                  ))}
                </div>
              ) : (
                <p className="text-ink">Não há datas livres por perto na agenda.</p>
              )}
            </div>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Gênero musical" error={errors.genre}>
              <Input
                value={brief.genre}
                onChange={set('genre')}
                maxLength={BRIEF_FIELD_MAX}
                list={`generos-${professional.id}`}
                placeholder="Ex.: Samba"
              />
            </FormField>
            <datalist id={`generos-${professional.id}`}>
              {professional.genres.map((g) => (
                <option key={g} value={g} />
              ))}
            </datalist>
            <FormField label="Prazo" error={errors.deadline}>
              <ChoiceSelect
                value={brief.deadline}
                onChange={set('deadline')}
                none="Sem prazo definido"
                options={BRIEF_DEADLINES}
              />
            </FormField>
          </div>
          <FormField label="Orçamento" error={errors.budget}>
            <ChoiceSelect
              value={brief.budget}
              onChange={set('budget')}
              none="Prefiro não dizer agora"
              options={BRIEF_BUDGETS}
            />
          </FormField>
          <FormField
            label="Sobre o projeto"
            error={errors.details}
            description={`${(brief.details ?? '').length}/${BRIEF_DETAILS_MAX} caracteres`}
          >
            <Textarea
              rows={3}
              value={brief.details}
              onChange={set('details')}
              maxLength={BRIEF_DETAILS_MAX}
              placeholder="Algumas linhas sobre o que você precisa: referências, número de faixas, formato..."
            />
          </FormField>
        </div>
        <DialogFooter className="mt-2">
          <Button asChild variant="outline">
            <a href={plainLink} target="_blank" rel="noopener noreferrer" onClick={contacted}>
              Pular
            </a>
          </Button>
          {briefLink ? (
            <Button asChild variant="whatsapp">
              <a href={briefLink} target="_blank" rel="noopener noreferrer" onClick={contacted}>
                <WhatsAppIcon />
                Enviar pelo WhatsApp
              </a>
            </Button>
          ) : (
            <Button variant="whatsapp" disabled>
              <WhatsAppIcon />
              Enviar pelo WhatsApp
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
