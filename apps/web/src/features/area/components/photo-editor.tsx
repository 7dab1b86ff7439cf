import { megabytesText } from '@app/domain/rules/size-text';
import { PROFILE_PHOTO_MAX_BYTES } from '@app/domain/constants/business';
import { Camera, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Area } from 'react-easy-crop';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useRemovePhoto } from '../api/remove-photo';
import { DEFAULT_AVATAR } from '@/lib/default-avatar';
import { useUploadPhoto } from '../api/upload-photo';
import { cropToWebp, photoFileError } from '../utils/crop-image';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { CropDialog } from './crop-dialog';

const PHOTO_MESSAGES = {
  uploaded: 'Imagem atualizada',
  removed: 'Imagem removida',
  uploadFailed: 'Não foi possível fazer o upload da imagem. Tente novamente.',
  removeFailed: 'Não foi possível remover a imagem. Tente novamente.',
} as const;

/** Pick → check → crop → webp → upload with progress; or remove after confirming. */
export function PhotoEditor({ image, name }: { image: string | null; name: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const upload = useUploadPhoto(setProgress);
  const remove = useRemovePhoto();

  useEffect(() => () => (source ? URL.revokeObjectURL(source) : undefined), [source]);

  const pick = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const error = photoFileError(file, PROFILE_PHOTO_MAX_BYTES);
    if (error) {
      toast.error(error.title, { description: error.description });
      return;
    }
    setSource(URL.createObjectURL(file));
  };

  const apply = async (area: Area) => {
    if (!source) return;
    setProcessing(true);
    try {
      const blob = await cropToWebp(source, area);
      setSource(null);
      setProgress(0);
      await upload.mutateAsync(blob);
      toast.success(PHOTO_MESSAGES.uploaded);
    } catch {
      toast.error('Erro', { description: PHOTO_MESSAGES.uploadFailed });
    } finally {
      setProcessing(false);
      setProgress(null);
    }
  };

  const confirmRemoval = async () => {
    try {
      await remove.mutateAsync();
      toast.success(PHOTO_MESSAGES.removed);
      setConfirmRemove(false);
    } catch {
      toast.error('Erro', { description: PHOTO_MESSAGES.removeFailed });
    }
  };

  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-center">
      <div className="relative size-32 shrink-0 overflow-hidden rounded-2xl border border-border bg-brand-100">
        <img
          src={image || DEFAULT_AVATAR}
          alt={image ? `Foto de ${name}` : 'Sem foto de perfil'}
          className="size-full object-cover"
        />
        {progress !== null ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-night/70 px-3 text-white">
            <span className="text-sm font-semibold" role="status">
              Enviando... {progress}%
            </span>
            <div className="h-1.5 w-full overflow-hidden rounded-full bg-white/30">
              <div className="h-full bg-accent transition-[width]" style={{ width: `${progress}%` }} />
            </div>
          </div>
        ) : null}
      </div>
      <div className="flex flex-col items-center gap-2 sm:items-start">
        <p className="text-sm text-muted-foreground">
          JPG, PNG ou WEBP de até {megabytesText(PROFILE_PHOTO_MAX_BYTES)}. Você poderá ajustar o enquadramento.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={progress !== null} onClick={() => input.current?.click()}>
            <Camera aria-hidden />
            {image ? 'Alterar foto' : 'Enviar foto'}
          </Button>
          {image ? (
            <Button size="sm" variant="outline" disabled={progress !== null} onClick={() => setConfirmRemove(true)}>
              <Trash2 aria-hidden />
              Remover foto
            </Button>
          ) : null}
        </div>
        <input
          ref={input}
          type="file"
          accept="image/*"
          className="sr-only"
          aria-label="Escolher foto de perfil"
          tabIndex={-1}
          onChange={(e) => pick(e.target.files?.[0])}
        />
      </div>
      <CropDialog
        key={source ?? 'closed'}
        src={source}
        processing={processing}
        onCancel={() => setSource(null)}
        onApply={(area) => void apply(area)}
      />
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title="Remover foto de perfil"
        description="Tem certeza que deseja remover sua foto de perfil? Seu perfil passará a exibir a imagem padrão."
        confirmLabel="Remover"
        pendingLabel="Removendo..."
        pending={remove.isPending}
        onConfirm={() => void confirmRemoval()}
      />
    </div>
  );
}
