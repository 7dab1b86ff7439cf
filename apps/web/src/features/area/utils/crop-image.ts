import { megabytesText } from '@app/domain/rules/size-text';
import { PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_MAX_PX, PROFILE_PHOTO_QUALITY } from '@app/domain/constants/business';

interface PixelCrop {
  x: number;
  y: number;
  width: number;
  height: number;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('Não foi possível ler a imagem.'));
    image.src = src;
  });
}

/** The cropped square, scaled down to at most 600 px, as webp at quality 0.8. */
export async function cropToWebp(src: string, crop: PixelCrop): Promise<Blob> {
  const image = await loadImage(src);
  const side = Math.max(1, Math.min(PROFILE_PHOTO_MAX_PX, Math.round(crop.width)));
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Não foi possível processar a imagem.');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, crop.x, crop.y, crop.width, crop.height, 0, 0, side, side);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Não foi possível processar a imagem.'))),
      'image/webp',
      PROFILE_PHOTO_QUALITY,
    );
  });
}

const PHOTO_ERRORS = {
  typeTitle: 'Tipo de arquivo inválido',
  typeDescription: 'Por favor, selecione uma imagem (JPG, PNG, etc).',
  sizeTitle: 'Arquivo muito grande',
  sizeDescription: `O tamanho máximo permitido é ${megabytesText(PROFILE_PHOTO_MAX_BYTES)}.`,
} as const;

/** Checked before the crop dialog opens; the server checks the content again. */
export function photoFileError(file: File, maxBytes: number): { title: string; description: string } | null {
  if (!file.type.startsWith('image/'))
    return { title: PHOTO_ERRORS.typeTitle, description: PHOTO_ERRORS.typeDescription };
  if (file.size > maxBytes) return { title: PHOTO_ERRORS.sizeTitle, description: PHOTO_ERRORS.sizeDescription };
  return null;
}
