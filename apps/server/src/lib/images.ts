import sharp from 'sharp';
import { DomainError } from './errors.ts';

/** Refuse decompression bombs: about 40 megapixels is more than any phone photo. */
const MAX_INPUT_PIXELS = 40_000_000;

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' | 'heif' | 'tiff';

export interface ReencodeOptions {
  /** Formats accepted, judged by the content, never by the file name. */
  accept: readonly ImageFormat[];
  unsupportedMessage: string;
  /** For an accepted format whose pixels cannot be decoded (a cut-off file); defaults to `unsupportedMessage`. */
  processingMessage?: string;
  maxSide?: number;
  quality?: number;
}

/**
 * Decodes the upload to prove it is an image of an accepted format, then re-encodes it to webp:
 * metadata (EXIF, GPS) is dropped and nothing but pixels reaches storage.
 */
export async function reencodeImage(input: Buffer, options: ReencodeOptions): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw new DomainError('unsupported_media_type', options.unsupportedMessage);
  }
  if (!format || !(options.accept as readonly string[]).includes(format)) {
    throw new DomainError('unsupported_media_type', options.unsupportedMessage);
  }
  try {
    let image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    if (options.maxSide) image = image.resize(options.maxSide, options.maxSide, { fit: 'inside', withoutEnlargement: true });
    return await image.webp({ quality: Math.round((options.quality ?? 0.8) * 100) }).toBuffer();
  } catch {
    if (options.processingMessage) throw new DomainError('invalid_request', options.processingMessage);
    throw new DomainError('unsupported_media_type', options.unsupportedMessage);
  }
}
