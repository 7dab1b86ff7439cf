import {
  AGREEMENT_INCLUDED_MAX,
  AGREEMENT_PLACE_MAX,
  BALANCE_DUE_OPTIONS,
  CANCELLATION_POLICIES,
  DEPOSIT_EXPLANATION,
  PROFESSIONAL_CANCELS,
  RESCHEDULING_RULES,
} from '@app/domain/constants/agreements';
import { reais, suggestedDepositCents } from '@app/domain/rules/agreement';
import { brazilDay } from '@app/domain/rules/calendar-day';
import { parseBrazilianPrice, priceInputValue } from '@app/domain/rules/price';
import type { QuoteAnswer, RequestBrief } from '@app/domain/schemas/api/requests';
import { AGREEMENT_MESSAGES, agreementTermsSchema, type AgreementTermsInput } from '@app/domain/schemas/agreement';
import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { FormDialog } from '@/components/form-dialog';
import { WriterWarning } from '@/components/writer-warning';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { RadioChip } from '@/components/ui/radio-chip';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { firstMessages } from '@/lib/field-errors';
import { useFormFailure } from '@/lib/form-failure';
import { useScamCheck } from '@/lib/scam-check';

/** The agreement's fields as the form holds them (prices as typed). */
export interface AgreementFields {
  event_date: string;
  start_time: string;
  remote: boolean;
  place: string;
  included: string;
  price: string;
  deposit: string;
  balance_due: AgreementTermsInput['balance_due'];
  cancellation: AgreementTermsInput['cancellation'];
  rescheduling: AgreementTermsInput['rescheduling'];
}
type FieldErrors = Partial<Record<keyof AgreementFields, string>>;

/** A new agreement's starting point: what the quote and the request already say, the usual choices for the rest. */
export function agreementDraft(from: Partial<AgreementFields>): AgreementFields {
  return {
    event_date: '',
    start_time: '',
    remote: false,
    place: '',
    included: '',
    price: '',
    deposit: '',
    balance_due: 'no-dia',
    cancellation: 'moderada',
    rescheduling: 'uma-vez',
    ...from,
  };
}

/** What a quote and its request already say, as the agreement's first draft (the deposit at the suggested 30 %). */
export function draftFromQuote(brief: RequestBrief, quote: QuoteAnswer | null): AgreementFields {
  const today = brazilDay();
  return agreementDraft({
    event_date: brief.event_date && brief.event_date >= today ? brief.event_date : '',
    remote: brief.online && !brief.city,
    place: brief.city ?? '',
    included: quote?.included ?? '',
    price: quote ? priceInputValue(quote.price_cents / 100) : '',
    deposit: quote ? priceInputValue(suggestedDepositCents(quote.price_cents) / 100) : '',
  });
}

const SEND_FAILED = 'Não foi possível enviar o acordo. Tente novamente.';

function Choices<T extends string>({
  legend,
  name,
  value,
  onChange,
  options,
}: {
  legend: string;
  name: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly { slug: T; label: string; text: string }[];
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      {options.map((option) => (
        <RadioChip
          key={option.slug}
          name={name}
          value={option.slug}
          checked={value === option.slug}
          onChange={() => onChange(option.slug)}
          className="items-start"
          inputClassName="mt-1"
        >
          <span className="flex flex-col">
            <span className="font-semibold">{option.label}</span>
            <span className="text-muted-foreground">{option.text}</span>
          </span>
        </RadioChip>
      ))}
    </fieldset>
  );
}

/** A package of the professional's, as the form can take it: what it includes and its price, as typed. */
export interface PackageDraft {
  id: string;
  title: string;
  included: string;
  price: string;
}

interface AgreementFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  initial: AgreementFields;
  submitLabel: string;
  /** The professional's packages, to fill what is included and the price from one. */
  packages?: PackageDraft[];
  /** Sends the terms; resolves with the sentence the toast says. */
  onSubmit: (terms: AgreementTermsInput) => Promise<{ title: string; description: string }>;
}

/**
 * The agreement's form, for either side: date and time, the place or 'a distância', what is
 * included, the price and the deposit (30 % suggested, explained), when the balance is due, and the
 * cancellation and rescheduling rules, each in the words the agreement will print.
 */
export function AgreementFormDialog({
  open,
  onOpenChange,
  title,
  description,
  initial,
  submitLabel,
  packages = [],
  onSubmit,
}: AgreementFormDialogProps) {
  const [fields, setFields] = useState<AgreementFields>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const { formError, fail, clear } = useFormFailure();
  const scam = useScamCheck();
  const ids = useId();

  useEffect(() => {
    if (!open) return;
    setFields(initial);
    setErrors({});
    clear();
    scam.forget();
  }, [open, clear]); // eslint-disable-line react-hooks/exhaustive-deps -- each opening starts from its draft

  const set = <K extends keyof AgreementFields>(key: K, value: AgreementFields[K]) => {
    setFields((f) => ({ ...f, [key]: value }));
    scam.forget();
  };
  const text = (key: 'event_date' | 'start_time' | 'place' | 'included' | 'price' | 'deposit') => ({
    value: fields[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });

  const priceCents = parseBrazilianPrice(fields.price);
  const suggestion = priceCents && priceCents > 0 ? suggestedDepositCents(priceCents) : null;
  const depositCents = parseBrazilianPrice(fields.deposit);
  const overSuggestion =
    suggestion !== null && depositCents !== null && depositCents > suggestion && depositCents <= (priceCents ?? 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    const input: AgreementTermsInput = { ...fields, place: fields.remote ? null : fields.place };
    const parsed = agreementTermsSchema.safeParse(input);
    const found: FieldErrors = parsed.success ? {} : firstMessages<keyof AgreementFields>(parsed.error.issues);
    if (fields.event_date && fields.event_date < brazilDay()) found.event_date ??= AGREEMENT_MESSAGES.date;
    setErrors(found);
    if (Object.keys(found).length) return;
    if (!(await scam.mayGo(`${fields.included}\n${fields.remote ? '' : fields.place}`))) return;
    setPending(true);
    try {
      const said = await onSubmit(input);
      toast.success(said.title, { description: said.description });
      onOpenChange(false);
    } catch (error) {
      fail(error instanceof ApiError && error.status < 500 ? error.message : SEND_FAILED);
    } finally {
      setPending(false);
    }
  };

  const fromPackage = (id: string) => {
    const chosen = packages.find((p) => p.id === id);
    if (!chosen) return;
    const cents = parseBrazilianPrice(chosen.price);
    setFields((f) => ({
      ...f,
      included: chosen.included,
      price: chosen.price || f.price,
      deposit: cents ? priceInputValue(suggestedDepositCents(cents) / 100) : f.deposit,
    }));
    scam.forget();
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      onSubmit={(e) => void submit(e)}
      formError={formError}
      submitLabel={scam.warning ? 'Enviar assim mesmo' : submitLabel}
      pending={pending}
    >
      <div className="grid grid-cols-2 gap-4">
        <FormField label="Data do evento" required error={errors.event_date}>
          <Input type="date" min={brazilDay()} {...text('event_date')} />
        </FormField>
        <FormField label="Horário de início" required error={errors.start_time}>
          <Input type="time" {...text('start_time')} />
        </FormField>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <Checkbox checked={fields.remote} onChange={(e) => set('remote', e.target.checked)} />É a distância (online)
      </label>
      {fields.remote ? null : (
        <FormField label="Local e endereço" required error={errors.place}>
          <Input
            maxLength={AGREEMENT_PLACE_MAX}
            autoComplete="off"
            placeholder="Ex.: Espaço Jardim, Rua das Flores, 100 – Belo Horizonte"
            {...text('place')}
          />
        </FormField>
      )}
      {packages.length ? (
        <FormField label="Preencher com um pacote (opcional)">
          <NativeSelect defaultValue="" onChange={(e) => fromPackage(e.target.value)}>
            <option value="">Escolha um dos seus pacotes</option>
            {packages.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      ) : null}
      <FormField label="O que está incluído" required error={errors.included}>
        <Textarea rows={4} maxLength={AGREEMENT_INCLUDED_MAX} {...text('included')} />
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField label="Valor combinado (R$)" required error={errors.price}>
          <Input inputMode="decimal" autoComplete="off" placeholder="Ex.: 1.800" {...text('price')} />
        </FormField>
        <FormField label="Sinal (R$)" required error={errors.deposit}>
          <Input inputMode="decimal" autoComplete="off" placeholder="0 se não houver" {...text('deposit')} />
        </FormField>
      </div>
      <div className="rounded-lg bg-brand-50 p-3 text-sm text-brand-950" id={`${ids}-deposit`}>
        {suggestion !== null ? (
          <p className="font-semibold">Sinal sugerido: até {reais(suggestion)} (30% do valor).</p>
        ) : null}
        <p>{DEPOSIT_EXPLANATION}</p>
        {overSuggestion ? (
          <p className="mt-1 font-semibold text-danger">
            Este sinal passa de 30%: se o evento não acontecer, há mais dinheiro em jogo.
          </p>
        ) : null}
      </div>
      <FormField label="O restante é pago" required error={errors.balance_due}>
        <NativeSelect
          value={fields.balance_due}
          onChange={(e) => set('balance_due', e.target.value as AgreementFields['balance_due'])}
        >
          {BALANCE_DUE_OPTIONS.map((option) => (
            <option key={option.slug} value={option.slug}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <Choices
        legend="Se o cliente cancelar"
        name={`${ids}-cancellation`}
        value={fields.cancellation}
        onChange={(v) => set('cancellation', v)}
        options={CANCELLATION_POLICIES.map((p) => ({ slug: p.slug, label: p.label, text: p.clientCancels }))}
      />
      <p className="text-sm text-muted-foreground">{PROFESSIONAL_CANCELS}</p>
      <Choices
        legend="Remarcação"
        name={`${ids}-rescheduling`}
        value={fields.rescheduling}
        onChange={(v) => set('rescheduling', v)}
        options={RESCHEDULING_RULES}
      />
      {scam.warning ? <WriterWarning notes={scam.warning} /> : null}
    </FormDialog>
  );
}
