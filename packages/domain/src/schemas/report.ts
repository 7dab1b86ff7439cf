import { z } from 'zod';
import { REPORT_IMAGE_MAX_BYTES, REPORT_IMAGE_TYPES } from '../constants/business.ts';
import { agreementCodeSchema } from './agreement.ts';
import { emailAddress, multiLineText, singleLineText } from './common.ts';

export const REPORT_MESSAGES = {
  name: 'Por favor, informe seu nome.',
  email: 'Por favor, informe um e-mail válido.',
  reason: 'Por favor, selecione um motivo.',
  details: 'Por favor, descreva o que aconteceu.',
  imageType: 'Apenas imagens nos formatos JPG, PNG ou WEBP são permitidas.',
  imageSize: 'A imagem deve ter no máximo 5MB.',
  imagePixels: 'A imagem tem resolução alta demais: envie uma de até 25 megapixels.',
  duplicate: 'Você já enviou uma denúncia para este perfil.',
  success: 'Denúncia enviada com sucesso.',
  failure: 'Não foi possível enviar a denúncia.',
  processing: 'Ocorreu um erro ao processar a imagem.',
  storageUnavailable: 'o armazenamento de arquivos não respondeu. Tente novamente em instantes.',
  agreement:
    'Não encontramos um acordo com este código feito com este profissional. Confira o código no PDF ou deixe o campo vazio.',
} as const;

/** SPEC's message when the evidence image cannot be stored. */
export const reportUploadFailed = (message: string) => `Não foi possível fazer o upload da imagem: ${message}`;

export const reportSchema = z.object({
  reporter_name: singleLineText(REPORT_MESSAGES.name).min(1, REPORT_MESSAGES.name).max(120, REPORT_MESSAGES.name),
  reporter_email: emailAddress(REPORT_MESSAGES.email),
  report_reason: z
    .string(REPORT_MESSAGES.reason)
    .trim()
    .min(1, REPORT_MESSAGES.reason)
    .max(200, REPORT_MESSAGES.reason),
  details: multiLineText(REPORT_MESSAGES.details)
    .min(1, REPORT_MESSAGES.details)
    .max(4000, 'A descrição pode ter no máximo 4000 caracteres.'),
  visitor_id: z.string().trim().min(8, 'Visitante inválido.').max(100, 'Visitante inválido.'),
  /** The agreement the report is about, as printed on its PDF; optional. */
  agreement_code: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || null)
    .pipe(agreementCodeSchema.nullable()),
});

/** Browser-side check of the optional evidence image; the server checks the content too. */
export function reportImageError(file: { type: string; size: number }): string | null {
  if (!(REPORT_IMAGE_TYPES as readonly string[]).includes(file.type)) return REPORT_MESSAGES.imageType;
  if (file.size > REPORT_IMAGE_MAX_BYTES) return REPORT_MESSAGES.imageSize;
  return null;
}

/** GET /api/professionals/:id/reports/status: whether this visitor already reported the profile. */
export const reportStatusQuerySchema = reportSchema.pick({ visitor_id: true });
export const reportStatusSchema = z.object({ reported: z.boolean() });
export type ReportStatus = z.infer<typeof reportStatusSchema>;
