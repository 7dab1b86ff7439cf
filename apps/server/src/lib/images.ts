import sharp, { type Metadata, type Sharp } from 'sharp';
import { createAdmissionQueue } from './admission-queue.ts';
import { DomainError } from './errors.ts';

// Decoded images are not kept for reuse: each upload is seen once.
sharp.cache(false);

/**
 * Decoding is where an image costs memory (a 40-megapixel photo is about 160 MB of pixels), so
 * images are processed one at a time, in arrival order; a few more may wait their turn, and beyond
 * that the upload is answered 503 at once rather than held.
 */
export const imageQueue = createAdmissionQueue(
  { concurrency: 1, maxWaiting: 20, maxWaitMs: 60_000 },
  'Muitas imagens sendo processadas agora. Tente enviar de novo em alguns segundos.',
);

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' | 'heif' | 'tiff';

export interface ReencodeOptions {
  /** Formats accepted, judged by the content, never by the file name. */
  accept: readonly ImageFormat[];
  unsupportedMessage: string;
  /** For an accepted format whose pixels cannot be decoded (a cut-off file); defaults to `unsupportedMessage`. */
  processingMessage?: string;
  /** Refuse decompression bombs: an image with more pixels than this is not decoded. */
  maxInputPixels: number;
  /** Message for an image over `maxInputPixels`; defaults to `unsupportedMessage`. */
  tooManyPixelsMessage?: string;
  maxSide?: number;
  quality?: number;
}

/**
 * Decodes the upload to prove it is an image of an accepted format, then re-encodes it to webp:
 * metadata (EXIF, GPS) is dropped and nothing but pixels reaches storage.
 */
export function reencodeImage(input: Buffer, options: ReencodeOptions): Promise<Buffer> {
  return imageQueue.run(() => reencode(input, options));
}

/** Fits the image inside a square of `maxSide` (never enlarging it) and encodes it as webp. */
function toWebp(image: Sharp, maxSide: number | undefined, quality: number): Promise<Buffer> {
  const fitted = maxSide ? image.resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true }) : image;
  return fitted.webp({ quality: Math.round(quality * 100) }).toBuffer();
}

/** A smaller copy of an image this server wrote (a card's photo from the profile's), as webp. */
export function resizeImage(webp: Buffer, side: number, quality = 0.8): Promise<Buffer> {
  return imageQueue.run(() => toWebp(sharp(webp), side, quality));
}

async function reencode(input: Buffer, options: ReencodeOptions): Promise<Buffer> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input).metadata();
  } catch {
    throw new DomainError('unsupported_media_type', options.unsupportedMessage);
  }
  const { format, width = 0, height = 0 } = metadata;
  if (!format || !(options.accept as readonly string[]).includes(format)) {
    throw new DomainError('unsupported_media_type', options.unsupportedMessage);
  }
  if (width * height > options.maxInputPixels) {
    throw new DomainError('file_too_large', options.tooManyPixelsMessage ?? options.unsupportedMessage);
  }
  try {
    return await toWebp(
      sharp(input, { limitInputPixels: options.maxInputPixels }).rotate(),
      options.maxSide,
      options.quality ?? 0.8,
    );
  } catch {
    if (options.processingMessage) throw new DomainError('invalid_request', options.processingMessage);
    throw new DomainError('unsupported_media_type', options.unsupportedMessage);
  }
}
