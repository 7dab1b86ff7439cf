import type { FastifyRequest } from 'fastify';
import { DomainError } from './errors.ts';
import { refuseNul } from './text-input.ts';

const UNREADABLE = 'Não foi possível ler o formulário enviado. Tente novamente.';

type Limits = NonNullable<Parameters<FastifyRequest['parts']>[0]>['limits'];

/**
 * Reads a multipart form: its text fields, and the one file sent under `fileField` (other files
 * are drained and dropped). A file over the size limit answers `tooLarge` (413); a body that cannot
 * be parsed is the client's error (400), not the server's.
 */
export async function readMultipart(
  req: FastifyRequest,
  options: { limits: Limits; fileField: string; tooLarge: string },
): Promise<{ fields: Record<string, string>; file: Buffer | null }> {
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of req.parts({ limits: options.limits })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname === options.fileField && buffer.length > 0) file = buffer;
      } else {
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        refuseNul([part.fieldname, value]);
        fields[part.fieldname] = value;
      }
    }
  } catch (err) {
    if (err instanceof DomainError) throw err;
    const { code, statusCode } = err as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new DomainError('file_too_large', options.tooLarge);
    if (statusCode && statusCode < 500) throw err;
    throw new DomainError('invalid_request', UNREADABLE);
  }
  return { fields, file };
}
