import { zodResolver } from '@hookform/resolvers/zod';
import { portfolioItemSchema } from '@app/domain/schemas/professional';
import type { PortfolioItemInput } from '@app/domain/schemas/professional';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useSavePortfolioItem } from '../api/save-portfolio-item';
import type { PortfolioItem } from '@app/domain/schemas/api/professionals';

export const PORTFOLIO_TOASTS = {
  added: 'Portfólio adicionado',
  updated: 'Portfólio atualizado',
  saveFailed: 'Não foi possível salvar o item. Tente novamente.',
} as const;

interface PortfolioDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  item: PortfolioItem | null;
}

const toValues = (i: PortfolioItem | null): PortfolioItemInput =>
  i ? { title: i.title, description: i.description, url: i.url, content_type: i.content_type } : { title: '', description: '', url: '', content_type: 'link' };

export function PortfolioDialog({ open, onOpenChange, item }: PortfolioDialogProps) {
  const save = useSavePortfolioItem();
  const form = useForm<PortfolioItemInput, unknown, z.output<typeof portfolioItemSchema>>({ resolver: zodResolver(portfolioItemSchema), defaultValues: toValues(item) });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) form.reset(toValues(item));
  }, [open, item, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: item?.id ?? null, input: values });
      toast.success(item ? PORTFOLIO_TOASTS.updated : PORTFOLIO_TOASTS.added);
      onOpenChange(false);
    } catch {
      toast.error('Erro', { description: PORTFOLIO_TOASTS.saveFailed });
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{item ? 'Editar item do portfólio' : 'Adicionar ao portfólio'}</DialogTitle>
          <DialogDescription>Um link para ouvir ou ver o trabalho: SoundCloud, Spotify, YouTube, Drive...</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <FormField label="Título" required error={errors.title?.message}>
            <Input {...form.register('title')} />
          </FormField>
          <FormField label="Descrição" required error={errors.description?.message}>
            <Textarea rows={3} {...form.register('description')} />
          </FormField>
          <FormField label="URL" required error={errors.url?.message}>
            <Input type="url" inputMode="url" placeholder="https://" {...form.register('url')} />
          </FormField>
          <FormField label="Tipo de conteúdo">
            <NativeSelect {...form.register('content_type')}>
              <option value="link">Link</option>
              <option value="audio">Áudio</option>
            </NativeSelect>
          </FormField>
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
