import type { FastifyRequest } from 'fastify';
import { DomainError } from './errors.ts';
import { refuseNul } from './text-input.ts';

const UNREADABLE = 'Não foi possível ler o formulário enviado. Tente novamente.';

type Limits = NonNullable<Parameters<FastifyRequest['parts']>[0]>['limits'];

/** Room for the form's boundaries and part headers on top of its file and fields. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * Reads a multipart form: its text fields, and the one file sent under `fileField` (other files
 * are drained and dropped). A file over the size limit answers `tooLarge` (413) as soon as the
 * limit is crossed, and a body declared larger than the form can be is refused before it is read;
 * the connection is then closed (plugins/slow-requests.ts), so the rest never comes in. A body
 * that cannot be parsed is the client's error (400), not the server's.
 */
export async function readMultipart(
  req: FastifyRequest,
  options: { limits: Limits; fileField: string; tooLarge: string },
): Promise<{ fields: Record<string, string>; file: Buffer | null }> {
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  const { fileSize = 0, files = 1, fields: fieldCount = 0, fieldSize = 0 } = options.limits ?? {};
  const declared = Number(req.headers['content-length']);
  if (declared > fileSize * files + fieldCount * fieldSize + FORM_OVERHEAD_BYTES)
    throw new DomainError('file_too_large', options.tooLarge);
  try {
    for await (const part of req.parts({ limits: options.limits })) {
      if (part.type === 'file') {
        // Busboy stops passing data at the limit but reads on to the end of the part: stop here instead.
        part.file.once('limit', () => part.file.destroy(new DomainError('file_too_large', options.tooLarge)));
        const chunks: Buffer[] = [];
        for await (const chunk of part.file) chunks.push(chunk as Buffer);
        const buffer = Buffer.concat(chunks);
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
