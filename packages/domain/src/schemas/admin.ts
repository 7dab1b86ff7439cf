import { z } from 'zod';
import { PASSWORD_MAX } from '../constants/business.ts';
import { AUTH_MESSAGES, signupPasswordSchema } from './auth.ts';
import { emailAddress } from './common.ts';

export const ADMIN_MESSAGES = {
  setupCode: 'Informe o código de configuração.',
  setupCodeInvalid: 'Código de configuração inválido.',
  adminExists: 'Já existe um administrador. Faça login para continuar.',
  setupDone: 'Administrador criado. Agora proteja a conta com o segundo fator.',
  emailInUse: 'Este e-mail já está em uso por outra conta. Use outro e-mail.',
  reason: 'Informe o motivo da denúncia (de 2 a 120 caracteres).',
  reasonDuplicate: 'Este motivo já existe.',
  reasonNotFound: 'Motivo não encontrado.',
  supportEmail: 'Informe um e-mail de suporte válido.',
  reviewNotFound: 'Avaliação não encontrada.',
  reviewUnconfirmed: 'Esta avaliação ainda não foi confirmada pelo autor no e-mail e não pode ser moderada.',
  reportNotFound: 'Denúncia não encontrada.',
  professionalNotFound: 'Profissional não encontrado.',
  settingsEmpty: 'Nenhuma configuração foi enviada.',
  adminNotFound: 'Nenhum administrador com este e-mail.',
  refusalReason: 'Informe o motivo da recusa (de 5 a 500 caracteres).',
  alreadyVerified: 'Este profissional já está verificado.',
} as const;

const email = emailAddress(AUTH_MESSAGES.email);
const name = z.string(AUTH_MESSAGES.name).trim().min(2, AUTH_MESSAGES.name).max(120, AUTH_MESSAGES.name);

/** First administrator: same password strength as a professional's sign-up. */
export const adminSetupSchema = z.object({
  setup_code: z
    .string(ADMIN_MESSAGES.setupCode)
    .trim()
    .min(1, ADMIN_MESSAGES.setupCode)
    .max(200, ADMIN_MESSAGES.setupCodeInvalid),
  name,
  email,
  password: signupPasswordSchema,
});

export const adminSetupFormSchema = adminSetupSchema
  .extend({
    confirmPassword: z
      .string(AUTH_MESSAGES.confirm)
      .min(1, AUTH_MESSAGES.confirm)
      .max(PASSWORD_MAX, AUTH_MESSAGES.passwordMax),
  })
  .refine((d) => d.password === d.confirmPassword, { message: AUTH_MESSAGES.mismatch, path: ['confirmPassword'] });

/** The command-line variant: no setup code (whoever runs it already controls the server). */
export const adminCreateSchema = adminSetupSchema.omit({ setup_code: true });

/** An administrator's new password, set from the command line. */
export const adminPasswordResetSchema = adminSetupSchema.pick({ email: true, password: true });

export const REPORT_REASON_MIN = 2;
export const REPORT_REASON_MAX = 120;

export const reportReasonSchema = z.object({
  reason: z
    .string(ADMIN_MESSAGES.reason)
    .trim()
    .min(REPORT_REASON_MIN, ADMIN_MESSAGES.reason)
    .max(REPORT_REASON_MAX, ADMIN_MESSAGES.reason),
});

export const REFUSAL_REASON_MIN = 5;
export const REFUSAL_REASON_MAX = 500;

/** Refusing a verification: the professional reads the reason in an e-mail and on the dashboard. */
export const verificationRefusalSchema = z.object({
  reason: z
    .string(ADMIN_MESSAGES.refusalReason)
    .trim()
    .min(REFUSAL_REASON_MIN, ADMIN_MESSAGES.refusalReason)
    .max(REFUSAL_REASON_MAX, ADMIN_MESSAGES.refusalReason),
});
export type VerificationRefusalInput = z.input<typeof verificationRefusalSchema>;

export const adminSettingsSchema = z.object({
  list_only_verified: z.boolean().optional(),
  support_email: emailAddress(ADMIN_MESSAGES.supportEmail).optional(),
});

export const ADMIN_PROFESSIONAL_FILTERS = ['all', 'listed', 'unlisted', 'blocked', 'unverified'] as const;
export type AdminProfessionalFilter = (typeof ADMIN_PROFESSIONAL_FILTERS)[number];

export const ADMIN_REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AdminReviewStatus = (typeof ADMIN_REVIEW_STATUSES)[number];

export const ADMIN_REPORT_STATUSES = ['pending', 'resolved', 'dismissed', 'all'] as const;
export type AdminReportStatus = (typeof ADMIN_REPORT_STATUSES)[number];

export const ADMIN_PAGE_SIZE = 20;

const page = z.coerce
  .number('Página inválida.')
  .int('Página inválida.')
  .min(1, 'Página inválida.')
  .max(10_000, 'Página inválida.')
  .default(1);
const pageSize = z.coerce
  .number('Tamanho de página inválido.')
  .int()
  .min(1, 'Tamanho de página inválido.')
  .max(100, 'Tamanho de página inválido.')
  .default(ADMIN_PAGE_SIZE);

export const adminProfessionalsQuerySchema = z.object({
  q: z.string().trim().max(100, 'A busca pode ter no máximo 100 caracteres.').optional().default(''),
  filter: z.enum(ADMIN_PROFESSIONAL_FILTERS, 'Filtro inválido.').default('all'),
  page,
  pageSize,
});

export const adminReviewsQuerySchema = z.object({
  status: z.enum(ADMIN_REVIEW_STATUSES, 'Situação inválida.').default('pending'),
  page,
  pageSize,
});

export const adminReportsQuerySchema = z.object({
  status: z.enum(ADMIN_REPORT_STATUSES, 'Situação inválida.').default('pending'),
  page,
  pageSize,
});

export const adminAuditQuerySchema = z.object({ page, pageSize });

/** The scam radar's flags waiting for the team, newest first. */
export const adminScamFlagsQuerySchema = z.object({ page, pageSize });

export const adminVerificationQuerySchema = z.object({ page, pageSize });

export type AdminSetupInput = z.input<typeof adminSetupSchema>;
export type AdminSetupFormInput = z.input<typeof adminSetupFormSchema>;
export type ReportReasonInput = z.input<typeof reportReasonSchema>;
export type AdminSettingsInput = z.input<typeof adminSettingsSchema>;
