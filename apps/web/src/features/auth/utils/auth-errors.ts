import { AUTH_MESSAGES } from '@app/domain/schemas/auth';
import { ApiError } from '@/lib/api-client';

export const AUTH_TOASTS = {
  loginTitle: 'Erro no login',
  errorTitle: 'Erro',
  resendFailed: 'Não foi possível reenviar o email de verificação. Tente novamente mais tarde.',
  resetRequestFailed: 'Não foi possível enviar o email de recuperação. Tente novamente.',
  invalidLinkTitle: 'Link inválido ou expirado',
  invalidLink: 'Este link de redefinição de senha é inválido ou expirou. Tente solicitar um novo link.',
  passwordUpdateFailed: 'Não foi possível redefinir sua senha. Tente novamente.',
  confirmationTitle: 'Erro na confirmação',
  confirmationFailed: 'Não foi possível verificar seu email. Tente novamente ou entre em contato com o suporte.',
} as const;

const code = (error: unknown) => (error instanceof ApiError ? error.code : '');

/** Too many attempts: the server's message says how long to wait. */
const rateLimited = (error: unknown) =>
  error instanceof ApiError && error.code === 'rate_limited' ? error.message : null;

export const isEmailNotConfirmed = (error: unknown) => code(error) === 'email_not_confirmed';

export function loginErrorMessage(error: unknown): string {
  if (code(error) === 'email_not_confirmed') return AUTH_MESSAGES.emailNotConfirmed;
  if (code(error) === 'invalid_credentials') return AUTH_MESSAGES.invalidCredentials;
  return rateLimited(error) ?? AUTH_MESSAGES.loginFailed;
}

export function signupErrorMessage(error: unknown): string {
  switch (code(error)) {
    case 'weak_password':
      return AUTH_MESSAGES.weak;
    case 'leaked_password':
      return AUTH_MESSAGES.leaked;
    case 'duplicate_email':
      return AUTH_MESSAGES.duplicate;
  }
  const limited = rateLimited(error);
  if (limited) return limited;
  // Other messages about the password are shown as they are.
  if (error instanceof ApiError && /senha/i.test(error.message)) return error.message;
  return AUTH_MESSAGES.signupFailed;
}

export function withRateLimit(error: unknown, fallback: string): string {
  return rateLimited(error) ?? fallback;
}

export function resetErrorMessage(error: unknown): string {
  const limited = rateLimited(error);
  if (limited) return limited;
  if (code(error) === 'leaked_password' && error instanceof ApiError) return error.message;
  return AUTH_TOASTS.passwordUpdateFailed;
}

export const isInvalidToken = (error: unknown) => code(error) === 'invalid_token';
