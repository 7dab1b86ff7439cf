import { zodResolver } from '@hookform/resolvers/zod';
import { serviceSchema } from '@app/domain/schemas/professional';
import type { ServiceInput } from '@app/domain/schemas/professional';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { useSaveService } from '../api/save-service';
import type { Service } from '@app/domain/schemas/api/professionals';

export const SERVICE_TOASTS = {
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

const empty: ServiceInput = { title: '', description: '', price: '', is_price_negotiable: false };

const toValues = (s: Service | null): ServiceInput =>
  s ? { title: s.title, description: s.description, price: s.price === null ? '' : String(s.price), is_price_negotiable: s.is_price_negotiable } : empty;

export function ServiceDialog({ open, onOpenChange, service }: ServiceDialogProps) {
  const save = useSaveService();
  const form = useForm<ServiceInput, unknown, z.output<typeof serviceSchema>>({ resolver: zodResolver(serviceSchema), defaultValues: toValues(service) });
  const { errors } = form.formState;
  const negotiable = form.watch('is_price_negotiable');

  useEffect(() => {
    if (open) form.reset(toValues(service));
  }, [open, service, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: service?.id ?? null, input: values });
      toast.success(service ? SERVICE_TOASTS.updated : SERVICE_TOASTS.added);
      onOpenChange(false);
    } catch {
      toast.error('Erro', { description: SERVICE_TOASTS.saveFailed });
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{service ? 'Editar serviço' : 'Adicionar serviço'}</DialogTitle>
          <DialogDescription>Descreva o que está incluído para o cliente saber o que esperar.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <FormField label="Título" required error={errors.title?.message}>
            <Input placeholder="Ex.: Mixagem de uma faixa" {...form.register('title')} />
          </FormField>
          <FormField label="Descrição" required error={errors.description?.message}>
            <Textarea rows={4} {...form.register('description')} />
          </FormField>
          <div className="flex items-center gap-3">
            <Controller
              control={form.control}
              name="is_price_negotiable"
              render={({ field }) => <Switch id="service-negotiable" checked={Boolean(field.value)} onCheckedChange={field.onChange} />}
            />
            <Label htmlFor="service-negotiable">Preço a combinar</Label>
          </div>
          {!negotiable ? (
            <FormField label="Preço (R$)" error={errors.price?.message}>
              <Input inputMode="decimal" placeholder="Ex.: 300" className="sm:max-w-48" {...form.register('price')} />
            </FormField>
          ) : null}
          <DialogFooter className="mt-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
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
