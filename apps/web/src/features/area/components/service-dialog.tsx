import { OCCASION_SLUGS, occasionLabel } from '@app/domain/constants/occasions';
import type { PackageDurationUnit, PackagePriceKind } from '@app/domain/constants/packages';
import { PACKAGE_INCLUDED_MAX_ITEMS } from '@app/domain/constants/packages';
import { priceInputValue } from '@app/domain/rules/price';
import { serviceSchema } from '@app/domain/schemas/professional';
import type { ServiceInput } from '@app/domain/schemas/professional';
import type { Service } from '@app/domain/schemas/api/professionals';
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { useSaveService } from '../api/save-service';
import { ChipMultiSelect } from './chip-multi-select';
import { firstMessages } from '@/lib/field-errors';

const SERVICE_TOASTS = {
  added: 'Serviço adicionado',
  updated: 'Serviço atualizado',
  saveFailed: 'Não foi possível salvar o serviço. Tente novamente.',
} as const;

interface ServiceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The service being edited; null adds a new one. */
  service: Service | null;
}

/** What the form holds: text as typed, turned into the API's input on submit. */
interface PackageForm {
  title: string;
  description: string;
  price_kind: PackagePriceKind;
  price: string;
  included: string;
  duration_value: string;
  duration_unit: PackageDurationUnit;
  revisions: string;
  occasions: string[];
}

const PRICE_KINDS: { value: PackagePriceKind; label: string }[] = [
  { value: 'fixed', label: 'Preço fechado' },
  { value: 'from', label: 'A partir de' },
  { value: 'negotiable', label: 'A combinar' },
];

const empty: PackageForm = {
  title: '',
  description: '',
  price_kind: 'fixed',
  price: '',
  included: '',
  duration_value: '',
  duration_unit: 'hours',
  revisions: '',
  occasions: [],
};

function toForm(s: Service | null): PackageForm {
  if (!s) return empty;
  return {
    title: s.title,
    description: s.description,
    price_kind: s.is_price_negotiable || s.price === null ? 'negotiable' : s.price_from ? 'from' : 'fixed',
    price: priceInputValue(s.price),
    included: s.included.join('\n'),
    duration_value: s.duration_value === null ? '' : String(s.duration_value),
    duration_unit: s.duration_unit ?? 'hours',
    revisions: s.revisions === null ? '' : String(s.revisions),
    occasions: [...s.occasions],
  };
}

function toInput(f: PackageForm): ServiceInput {
  return {
    title: f.title,
    description: f.description,
    price_kind: f.price_kind,
    price: f.price_kind === 'negotiable' ? null : f.price,
    is_price_negotiable: f.price_kind === 'negotiable',
    included: f.included
      .split('\n')
      .map((line) => line.replace(/^\s*[-•*]\s*/, '').trim())
      .filter(Boolean),
    duration_value: f.duration_value,
    duration_unit: f.duration_value.trim() ? f.duration_unit : null,
    revisions: f.revisions,
    occasions: f.occasions as ServiceInput['occasions'],
  };
}

/** Adds or edits a service as a package: what it includes, how long, revisions, price and occasions. */
export function ServiceDialog({ open, onOpenChange, service }: ServiceDialogProps) {
  const save = useSaveService();
  const [form, setForm] = useState<PackageForm>(() => toForm(service));
  const [errors, setErrors] = useState<Partial<Record<keyof PackageForm, string>>>({});

  useEffect(() => {
    if (!open) return;
    setForm(toForm(service));
    setErrors({});
  }, [open, service]);

  const set = <K extends keyof PackageForm>(key: K, value: PackageForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const text = (key: 'title' | 'description' | 'price' | 'included' | 'duration_value' | 'revisions') => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = toInput(form);
    const parsed = serviceSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(firstMessages<keyof PackageForm>(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ id: service?.id ?? null, input });
      toast.success(service ? SERVICE_TOASTS.updated : SERVICE_TOASTS.added);
      onOpenChange(false);
    } catch {
      toast.error('Erro', { description: SERVICE_TOASTS.saveFailed });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{service ? 'Editar serviço' : 'Adicionar serviço'}</DialogTitle>
          <DialogDescription>
            Monte um pacote: o cliente compara o que está incluído, o prazo e o preço.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
          <FormField label="Título" required error={errors.title}>
            <Input placeholder="Ex.: Voz e violão na cerimônia" {...text('title')} />
          </FormField>
          <FormField label="Descrição" required error={errors.description}>
            <Textarea rows={3} {...text('description')} />
          </FormField>

          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1.5 text-sm font-medium">Preço</legend>
            <div
              role="radiogroup"
              aria-label="Tipo de preço"
              className="grid grid-cols-3 gap-1 rounded-lg bg-muted p-1"
            >
              {PRICE_KINDS.map((kind) => (
                <button
                  key={kind.value}
                  type="button"
                  role="radio"
                  aria-checked={form.price_kind === kind.value}
                  onClick={() => set('price_kind', kind.value)}
                  className={cn(
                    'min-h-10 cursor-pointer rounded-md px-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                    form.price_kind === kind.value
                      ? 'bg-surface text-ink shadow-card'
                      : 'text-muted-foreground hover:text-ink',
                  )}
                >
                  {kind.label}
                </button>
              ))}
            </div>
            {form.price_kind !== 'negotiable' ? (
              <FormField label="Valor (R$)" error={errors.price} description="Como você escreveria: 1.200 ou 350,50.">
                <Input inputMode="decimal" placeholder="Ex.: 1.200" className="sm:max-w-48" {...text('price')} />
              </FormField>
            ) : null}
          </fieldset>

          <FormField
            label="O que está incluído"
            error={errors.included}
            description={`Um item por linha, até ${PACKAGE_INCLUDED_MAX_ITEMS}.`}
          >
            <Textarea rows={3} placeholder={'Ex.: Voz e violão\nSom para até 100 convidados'} {...text('included')} />
          </FormField>

          <div className="grid grid-cols-2 gap-4">
            <FormField label="Duração ou prazo" error={errors.duration_value ?? errors.duration_unit}>
              <Input inputMode="numeric" placeholder="Ex.: 2" {...text('duration_value')} />
            </FormField>
            <FormField label="Unidade">
              <NativeSelect
                value={form.duration_unit}
                onChange={(e) => set('duration_unit', e.target.value as PackageDurationUnit)}
              >
                <option value="hours">horas (eventos)</option>
                <option value="days">dias (entrega)</option>
              </NativeSelect>
            </FormField>
          </div>
          <FormField
            label="Revisões incluídas"
            error={errors.revisions}
            description="Para produção, mixagem e composição; deixe em branco se não se aplica."
          >
            <Input inputMode="numeric" placeholder="Ex.: 2" className="sm:max-w-32" {...text('revisions')} />
          </FormField>

          <div className="flex flex-col gap-2">
            <span className="text-sm font-medium" id="package-occasions">
              Ocasiões
            </span>
            <ChipMultiSelect
              label="Ocasiões"
              options={OCCASION_SLUGS}
              optionLabel={occasionLabel}
              value={form.occasions}
              onChange={(slugs) => set('occasions', slugs)}
            />
            <FieldError>{errors.occasions}</FieldError>
          </div>

          <DialogFooter className="mt-2">
            <Button variant="outline" type="button" onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Salvando...' : 'Salvar'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
