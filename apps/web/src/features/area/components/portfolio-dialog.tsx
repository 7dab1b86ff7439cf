import { megabytesText } from '@app/domain/rules/size-text';
import { zodResolver } from '@hookform/resolvers/zod';
import { PORTFOLIO_AUDIO_ACCEPT, PORTFOLIO_AUDIO_MAX_BYTES } from '@app/domain/constants/business';
import { formatDuration } from '@app/domain/rules/media-embed';
import {
  PORTFOLIO_AUDIO_MESSAGES,
  portfolioAudioFieldsSchema,
  portfolioItemUpdateSchema,
} from '@app/domain/schemas/professional';
import type { PortfolioItemInput } from '@app/domain/schemas/professional';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
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
import { FilePicker } from '@/components/ui/file-picker';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LinkInput } from '@/components/ui/link-input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useSavePortfolioItem } from '../api/save-portfolio-item';
import { useUploadPortfolioAudio } from '../api/upload-portfolio-audio';
import type { PortfolioItem } from '@app/domain/schemas/api/professionals';

const PORTFOLIO_TOASTS = {
  added: 'Portfólio adicionado',
  updated: 'Portfólio atualizado',
  saveFailed: 'Não foi possível salvar o item. Tente novamente.',
} as const;

interface PortfolioDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  item: PortfolioItem | null;
}

type Source = 'link' | 'file';

const toValues = (i: PortfolioItem | null): PortfolioItemInput =>
  i
    ? { title: i.title, description: i.description, url: i.url, content_type: i.content_type }
    : { title: '', description: '', url: '', content_type: 'link' };

const isUploaded = (i: PortfolioItem | null) => Boolean(i && i.duration_seconds !== null);

export function PortfolioDialog({ open, onOpenChange, item }: PortfolioDialogProps) {
  const save = useSavePortfolioItem();
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadPortfolioAudio(setProgress);
  const [source, setSource] = useState<Source>('link');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const fileId = useId();
  const uploaded = isUploaded(item);
  const sendsFile = !item && source === 'file';
  // A new file needs no address (the server gives it one): its form checks the texts only.
  const sendsFileRef = useRef(sendsFile);
  sendsFileRef.current = sendsFile;
  const form = useForm<PortfolioItemInput, unknown, z.output<typeof portfolioItemUpdateSchema>>({
    resolver: (values, context, options) =>
      sendsFileRef.current
        ? (zodResolver(portfolioAudioFieldsSchema)(values, context, options as never) as unknown as ReturnType<
            Resolver<PortfolioItemInput, unknown, z.output<typeof portfolioItemUpdateSchema>>
          >)
        : zodResolver(portfolioItemUpdateSchema)(values, context, options),
    defaultValues: toValues(item),
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (!open) return;
    form.reset(toValues(item));
    setSource('link');
    setFile(null);
    setFileError(null);
    setProgress(null);
  }, [open, item, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (sendsFile) {
        if (!file) {
          setFileError(PORTFOLIO_AUDIO_MESSAGES.missing);
          return;
        }
        setProgress(0);
        await upload.mutateAsync({ title: values.title, description: values.description, file });
      } else {
        await save.mutateAsync({ id: item?.id ?? null, input: values });
      }
      toast.success(item ? PORTFOLIO_TOASTS.updated : PORTFOLIO_TOASTS.added);
      onOpenChange(false);
    } catch (error) {
      setProgress(null);
      toast.error('Erro', {
        description: sendsFile ? errorMessage(error, PORTFOLIO_TOASTS.saveFailed) : PORTFOLIO_TOASTS.saveFailed,
      });
    }
  });

  const pending = save.isPending || upload.isPending;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{item ? 'Editar item do portfólio' : 'Adicionar ao portfólio'}</DialogTitle>
          <DialogDescription>
            Cole um link do YouTube, SoundCloud, Spotify ou Vimeo para tocar no seu perfil, ou envie um arquivo de
            áudio. Do Bandcamp, use o link do player (em “Compartilhar/Incorporar”, copie o endereço do player); o
            endereço de um álbum ou faixa aparece só como link.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          {!item ? (
            <div
              role="radiogroup"
              aria-label="Origem do conteúdo"
              className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1"
            >
              {(
                [
                  ['link', 'Link'],
                  ['file', 'Enviar áudio'],
                ] as const
              ).map(([value, label]) => (
                <button
                  key={value}
                  type="button"
                  role="radio"
                  aria-checked={source === value}
                  onClick={() => setSource(value)}
                  className={cn(
                    'cursor-pointer rounded-md px-3 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                    source === value ? 'bg-surface text-brand-800 shadow-sm' : 'text-muted-foreground hover:text-ink',
                  )}
                >
                  {label}
                </button>
              ))}
            </div>
          ) : null}
          <FormField label="Título" required error={errors.title?.message}>
            <Input {...form.register('title')} />
          </FormField>
          <FormField label="Descrição" required error={errors.description?.message}>
            <Textarea rows={3} {...form.register('description')} />
          </FormField>
          {sendsFile ? (
            <div className="flex flex-col gap-1.5">
              <FormField
                id={fileId}
                label="Arquivo de áudio"
                description={`MP3, M4A, OGG ou WAV com até ${megabytesText(PORTFOLIO_AUDIO_MAX_BYTES)}.`}
                error={fileError ?? undefined}
              >
                <FilePicker
                  id={fileId}
                  file={file}
                  accept={PORTFOLIO_AUDIO_ACCEPT}
                  onChange={(event) => {
                    const chosen = event.target.files?.[0] ?? null;
                    const tooBig = chosen && chosen.size > PORTFOLIO_AUDIO_MAX_BYTES;
                    setFileError(tooBig ? PORTFOLIO_AUDIO_MESSAGES.size : null);
                    setFile(tooBig ? null : chosen);
                  }}
                />
              </FormField>
              {progress !== null ? (
                <div className="mt-1 flex items-center gap-3">
                  <progress
                    max={100}
                    value={progress}
                    aria-label="Progresso do envio"
                    className="h-2 flex-1 accent-brand-700"
                  />
                  <span className="w-12 text-right text-sm font-medium tabular-nums">{progress}%</span>
                </div>
              ) : null}
            </div>
          ) : uploaded && item ? (
            <p className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">
              Arquivo de áudio enviado ({formatDuration(item.duration_seconds ?? 0)}). Para trocar o arquivo, exclua
              este item e envie outro.
            </p>
          ) : (
            <>
              <FormField label="URL" required error={errors.url?.message}>
                <LinkInput form={form} name="url" />
              </FormField>
              <FormField label="Tipo de conteúdo">
                <NativeSelect {...form.register('content_type')}>
                  <option value="link">Link</option>
                  <option value="audio">Áudio</option>
                </NativeSelect>
              </FormField>
            </>
          )}
          <DialogFooter className="mt-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={pending}>
              {upload.isPending ? 'Enviando...' : save.isPending ? 'Salvando...' : 'Salvar'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
