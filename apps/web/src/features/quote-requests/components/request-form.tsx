import { BRAND_NAME } from '@app/domain/constants/brand';
import { BRIEF_BUDGETS, BRIEF_FIELD_MAX } from '@app/domain/constants/deals';
import { OCCASIONS } from '@app/domain/constants/occasions';
import { REQUEST_DESCRIPTION_MAX } from '@app/domain/constants/requests';
import { brazilDay, isCalendarDay } from '@app/domain/rules/calendar-day';
import { maskBrazilPhone } from '@app/domain/rules/contact';
import { REQUEST_MESSAGES, quoteRequestSchema } from '@app/domain/schemas/request';
import type { QuoteRequestInput } from '@app/domain/schemas/request';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { PrivacyNote } from '@/components/layout/privacy-note';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FormError, FormField } from '@/components/ui/form-field';
import { EmailInput } from '@/components/ui/email-input';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useScamCheck } from '@/lib/scam-check';
import { WriterWarning } from '@/components/writer-warning';
import { useFormFailure } from '@/lib/form-failure';
import { getVisitorId } from '@/lib/visitor-id';
import { useCreateRequest } from '../api/create-request';
import { ProfessionalPicker } from './professional-picker';
import type { ProfessionalPickerProps } from './professional-picker';

const SEND_FAILED = 'Não foi possível enviar o pedido agora. Tente novamente em alguns minutos.';

/** What the form holds, as typed: nothing is lost when the server refuses it. */
interface RequestFields {
  occasion: string;
  event_date: string;
  city: string;
  online: boolean;
  description: string;
  budget: string;
  name: string;
  email: string;
  whatsapp: string;
}

type FieldErrors = Partial<Record<keyof RequestFields | 'professional_ids', string>>;

const EMPTY: RequestFields = {
  occasion: '',
  event_date: '',
  city: '',
  online: false,
  description: '',
  budget: '',
  name: '',
  email: '',
  whatsapp: '',
};

function toInput(fields: RequestFields, professionalIds: string[]): QuoteRequestInput {
  return {
    professional_ids: professionalIds,
    occasion: (fields.occasion || null) as QuoteRequestInput['occasion'],
    event_date: fields.event_date,
    // The city of an online job is not sent: the brief reads 'Online'.
    city: fields.online ? null : fields.city,
    online: fields.online,
    description: fields.description,
    budget: (fields.budget || null) as QuoteRequestInput['budget'],
    name: fields.name,
    email: fields.email,
    whatsapp: fields.whatsapp || null,
  };
}

/**
 * The schema's messages, one per field, and the two checks its refinements make only once every
 * field is valid (the place, a day from today on): said together, so that one try shows everything.
 */
function validate(input: QuoteRequestInput, fields: RequestFields): FieldErrors {
  const errors: FieldErrors = {};
  const parsed = quoteRequestSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if (typeof key === 'string' && key !== 'visitor_id') errors[key as keyof FieldErrors] ??= issue.message;
    }
  }
  if (!fields.online && !fields.city.trim()) errors.city ??= REQUEST_MESSAGES.place;
  if (isCalendarDay(fields.event_date) && fields.event_date < brazilDay()) errors.event_date ??= REQUEST_MESSAGES.date;
  return errors;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-4 text-lg font-semibold tracking-tight">{title}</legend>
      {children}
    </fieldset>
  );
}

/** What the brief says about the job so far: enough to suggest professionals for it. */
export type BriefSoFar = Pick<RequestFields, 'occasion' | 'event_date' | 'city' | 'online' | 'budget'>;

/** The picker's (who the request may go to; the ticked ones are the request's list, kept by the page), and the brief's. */
interface RequestFormProps extends Omit<ProfessionalPickerProps, 'error'> {
  /** Where the brief starts (what the last search asked); read once. */
  initial?: Partial<BriefSoFar>;
  /** Once the server has the request: the address the confirmation went to. */
  onSent: (email: string) => void;
  /** Under the chosen professionals: ways to add others (the product's suggestions for the brief so far, the search). */
  more?: (brief: BriefSoFar) => ReactNode;
  /** What the page shows beside the form on a wide screen (how it works). */
  aside?: ReactNode;
}

/** One brief for up to five professionals: who, what for, and how to reach the client. */
export function RequestForm({ initial, onSent, more, aside, ...picker }: RequestFormProps) {
  const { professionals, selected } = picker;
  const [fields, setFields] = useState<RequestFields>(() => ({ ...EMPTY, ...initial }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempts, setAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const { formError, fail, clear } = useFormFailure();
  const create = useCreateRequest();

  // After a refused try, the first field to fix takes the focus (and scrolls into view).
  useEffect(() => {
    if (attempts) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  const scam = useScamCheck();
  const set = <K extends keyof RequestFields>(key: K, value: RequestFields[K]) => {
    setFields((f) => ({ ...f, [key]: value }));
    if (key === 'description') scam.forget();
  };
  const text = (key: 'event_date' | 'city' | 'description' | 'name' | 'email') => ({
    value: fields[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    // In the order shown, whatever the order of the ticks.
    const ids = professionals.map((p) => p.id).filter((id) => selected.includes(id));
    const input = toInput(fields, ids);
    const found = validate(input, fields);
    setErrors(found);
    if (Object.keys(found).length) {
      setAttempts((n) => n + 1);
      return;
    }
    if (!(await scam.mayGo(input.description))) return;
    try {
      const created = await create.mutateAsync({ ...input, visitor_id: getVisitorId() });
      onSent(created.email);
    } catch (error) {
      fail(error instanceof ApiError && error.status < 500 ? error.message : SEND_FAILED);
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
    >
      <Card className="lg:col-start-2 lg:row-start-1">
        <CardContent>
          <ProfessionalPicker {...picker} error={errors.professional_ids} />
          {more ? more(fields) : null}
        </CardContent>
      </Card>

      <Card className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
        <CardContent className="flex flex-col gap-8">
          <Section title="Sobre o trabalho">
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Ocasião" error={errors.occasion}>
                <NativeSelect value={fields.occasion} onChange={(e) => set('occasion', e.target.value)}>
                  <option value="">Outra ou não se aplica</option>
                  {OCCASIONS.map((o) => (
                    <option key={o.slug} value={o.slug}>
                      {o.label}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <FormField label="Data do evento" error={errors.event_date} description="Se já tiver uma data.">
                <Input type="date" min={brazilDay()} {...text('event_date')} />
              </FormField>
            </div>
            <div className="flex flex-col gap-3">
              {fields.online ? null : (
                <FormField label="Cidade do evento" required error={errors.city}>
                  <Input
                    autoComplete="address-level2"
                    maxLength={BRIEF_FIELD_MAX}
                    placeholder="Ex.: Belo Horizonte"
                    {...text('city')}
                  />
                </FormField>
              )}
              <label className="flex min-h-11 cursor-pointer items-center gap-2.5 text-sm font-medium">
                <Checkbox checked={fields.online} onChange={(e) => set('online', e.target.checked)} />O trabalho é
                online
              </label>
            </div>
            <FormField
              label="O que você precisa"
              required
              error={errors.description}
              description={`${fields.description.length}/${REQUEST_DESCRIPTION_MAX} caracteres`}
            >
              <Textarea
                rows={5}
                maxLength={REQUEST_DESCRIPTION_MAX}
                placeholder="Ex.: voz e violão na cerimônia de casamento, cerca de 1 hora, repertório de MPB. O local já tem som."
                {...text('description')}
              />
            </FormField>
            <FormField label="Orçamento" error={errors.budget}>
              <NativeSelect value={fields.budget} onChange={(e) => set('budget', e.target.value)}>
                <option value="">Prefiro não dizer agora</option>
                {BRIEF_BUDGETS.map((b) => (
                  <option key={b}>{b}</option>
                ))}
              </NativeSelect>
            </FormField>
          </Section>

          <Section title="Seus dados">
            <FormField label="Seu nome" required error={errors.name}>
              <Input autoComplete="name" {...text('name')} />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                label="Seu e-mail"
                required
                error={errors.email}
                description="Para confirmar o pedido e acompanhar as respostas."
              >
                <EmailInput {...text('email')} />
              </FormField>
              <FormField
                label="WhatsApp (opcional)"
                error={errors.whatsapp}
                description="Só quem enviar orçamento recebe seu contato."
              >
                <Input
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel-national"
                  placeholder="(11) 91234-5678"
                  value={fields.whatsapp}
                  onChange={(e) => set('whatsapp', maskBrazilPhone(e.target.value))}
                />
              </FormField>
            </div>
          </Section>

          <div className="flex flex-col gap-4">
            <p className="flex gap-3 rounded-xl border border-success/20 bg-success-soft p-4 text-sm text-ink">
              <ShieldCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
              <span>
                O pedido é gratuito. Os profissionais respondem aqui no {BRAND_NAME}, e você não paga nada ao{' '}
                {BRAND_NAME} por ele.
              </span>
            </p>
            <PrivacyNote />
            <FormError>{formError}</FormError>
            {scam.warning ? <WriterWarning notes={scam.warning} /> : null}
            <Button type="submit" size="lg" disabled={create.isPending} className="w-full sm:w-auto sm:self-end">
              {create.isPending ? 'Enviando...' : scam.warning ? 'Enviar assim mesmo' : 'Enviar pedido'}
            </Button>
          </div>
        </CardContent>
      </Card>

      {aside ? <div className="lg:col-start-2 lg:row-start-2">{aside}</div> : null}
    </form>
  );
}
