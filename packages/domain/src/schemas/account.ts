import { z } from 'zod';
import { PASSWORD_MAX } from '../constants/business.ts';
import { DELETE_CONFIRMATION_WORD, TERMS_VERSION } from '../constants/legal.ts';
import { AUTH_MESSAGES, signupPasswordSchema } from './auth.ts';
import { emailAddress } from './common.ts';

export const ACCOUNT_MESSAGES = {
  currentPassword: 'Digite sua senha atual',
  wrongPassword: 'Senha atual incorreta.',
  samePassword: 'A nova senha deve ser diferente da atual.',
  passwordChanged: 'Senha alterada. As outras sessões da sua conta foram encerradas.',
  sameEmail: 'Este já é o e-mail da sua conta.',
  emailTaken: 'Este e-mail já está em uso por outra conta.',
  invalidEmailLink:
    'Este link de confirmação de e-mail é inválido ou expirou. Peça a alteração novamente em Configurações.',
  deleteConfirmation: `Digite ${DELETE_CONFIRMATION_WORD} para confirmar.`,
  cancelFailed:
    'Não foi possível cancelar sua assinatura no provedor de pagamento, então sua conta não foi excluída. Tente novamente em alguns minutos.',
  termsVersion: 'Esta versão dos termos não é a atual. Recarregue a página e tente novamente.',
} as const;

const email = emailAddress(AUTH_MESSAGES.email);
const currentPassword = z
  .string(ACCOUNT_MESSAGES.currentPassword)
  .min(1, ACCOUNT_MESSAGES.currentPassword)
  .max(PASSWORD_MAX, ACCOUNT_MESSAGES.wrongPassword);

/** PUT /api/me/password: the new password follows the sign-up rules. */
export const changePasswordSchema = z.object({ current_password: currentPassword, new_password: signupPasswordSchema });

/** The settings form: the API's fields plus the confirmation, checked in the browser. */
export const changePasswordFormSchema = z
  .object({
    current_password: currentPassword,
    new_password: signupPasswordSchema,
    confirm_password: z.string(AUTH_MESSAGES.confirm).min(1, AUTH_MESSAGES.confirm),
  })
  .refine((d) => d.new_password === d.confirm_password, {
    message: AUTH_MESSAGES.mismatch,
    path: ['confirm_password'],
  });

/** POST /api/me/email: the new address gets a link; the change happens when it is followed. */
export const changeEmailSchema = z.object({ new_email: email, password: currentPassword });

/** POST /api/me/account/delete. */
export const deleteAccountSchema = z.object({
  password: currentPassword,
  confirmation: z
    .string(ACCOUNT_MESSAGES.deleteConfirmation)
    .trim()
    .refine((v) => v.toUpperCase() === DELETE_CONFIRMATION_WORD, ACCOUNT_MESSAGES.deleteConfirmation),
});

/** POST /api/me/terms. */
export const acceptTermsSchema = z.object({ version: z.literal(TERMS_VERSION, ACCOUNT_MESSAGES.termsVersion) });

export const emailChangeRequestedSchema = z.object({ pending_email: z.string() });
export const emailChangedSchema = z.object({ email: z.string() });
export const termsAcceptedSchema = z.object({ terms_version: z.string(), terms_accepted_at: z.string() });

/** The notices a professional may turn off, each on (true) or off; a change names only what it changes. */
export const emailPreferencesSchema = z.object({
  new_requests: z.boolean(),
  reviews: z.boolean(),
  payment_receipts: z.boolean(),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;
export const emailPreferencesChangeSchema = emailPreferencesSchema
  .partial()
  .refine((change) => Object.keys(change).length > 0, 'Informe qual aviso ativar ou desativar.');
