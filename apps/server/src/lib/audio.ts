import { fileTypeFromBuffer } from 'file-type';
import { parseBuffer } from 'music-metadata';
import { DomainError } from './errors.ts';

/** The formats a portfolio accepts, as the content (never the file name) identifies them. */
const ACCEPTED: Record<string, { ext: string; contentType: string }> = {
  'audio/mpeg': { ext: 'mp3', contentType: 'audio/mpeg' },
  'audio/x-m4a': { ext: 'm4a', contentType: 'audio/mp4' },
  'audio/mp4': { ext: 'm4a', contentType: 'audio/mp4' },
  'audio/ogg': { ext: 'ogg', contentType: 'audio/ogg' },
  'audio/opus': { ext: 'ogg', contentType: 'audio/ogg' },
  'audio/wav': { ext: 'wav', contentType: 'audio/wav' },
  'audio/vnd.wave': { ext: 'wav', contentType: 'audio/wav' },
};

export const AUDIO_MESSAGES = {
  type: 'Formato de áudio não suportado. Envie um arquivo MP3, M4A, OGG ou WAV.',
  unreadable: 'Não foi possível ler este arquivo de áudio. Verifique se ele toca no seu computador e tente de novo.',
} as const;

export interface InspectedAudio {
  ext: string;
  contentType: string;
  /** Whole seconds, read from the file's own headers (or by scanning its frames). */
  durationSeconds: number;
}

/** Proves the upload is an audio file of an accepted format and reads how long it plays. */
export async function inspectAudio(input: Buffer): Promise<InspectedAudio> {
  const detected = await fileTypeFromBuffer(input);
  const format = detected ? ACCEPTED[detected.mime.split(';')[0]!.trim()] : undefined;
  if (!detected || !format) throw new DomainError('unsupported_media_type', AUDIO_MESSAGES.type);
  let duration: number | undefined;
  try {
    const meta = await parseBuffer(
      input,
      { mimeType: detected.mime.split(';')[0]!.trim(), size: input.length },
      { duration: true, skipCovers: true },
    );
    duration = meta.format.duration;
  } catch {
    throw new DomainError('invalid_request', AUDIO_MESSAGES.unreadable);
  }
  if (!duration || !Number.isFinite(duration) || duration <= 0)
    throw new DomainError('invalid_request', AUDIO_MESSAGES.unreadable);
  return { ...format, durationSeconds: Math.max(1, Math.round(duration)) };
}
