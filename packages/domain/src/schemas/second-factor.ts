import { z } from 'zod';

/**
 * The second factor (TOTP, RFC 6238): a 6-digit code from an authenticator app, or one of ten
 * single-use recovery codes. Required of every admin before any admin route answers; a
 * professional may turn it on in 'Configurações', and then signs in with it too.
 */

export const SECOND_FACTOR_MESSAGES = {
  code: 'Digite os 6 números que o aplicativo autenticador mostra agora.',
  recoveryCode: 'Digite um código de recuperação como foi entregue (ex.: 7KQ2M-9XD4P).',
  wrongCode: 'Código incorreto ou já usado. Confira o relógio do celular e digite o código que aparece agora.',
  wrongRecoveryCode: 'Código de recuperação incorreto ou já usado.',
  required: 'Confirme o código do seu aplicativo autenticador para entrar na administração.',
  enrolmentRequired: 'A administração exige um segundo fator: configure um aplicativo autenticador para continuar.',
  alreadyEnrolled: 'O segundo fator já está configurado para esta conta.',
  notStarted: 'Comece a configuração de novo: gere um novo QR Code.',
  notEnrolled: 'Esta conta ainda não tem segundo fator configurado.',
  /** A professional's session between the password and the code. */
  accountRequired: 'Digite o código do seu aplicativo autenticador para entrar.',
  signedOut: 'Faça login para continuar.',
  adminCannotDisable: 'A administração exige o segundo fator: ele não pode ser desligado.',
} as const;

/** The 6 digits, typed with or without a space in the middle. */
export const totpCodeSchema = z
  .string(SECOND_FACTOR_MESSAGES.code)
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, SECOND_FACTOR_MESSAGES.code));

/** The letters of recovery codes: no 0/O, 1/I/L, U. */
export const RECOVERY_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const RECOVERY_CODES_COUNT = 10;

/** 'XXXXX-XXXXX', typed in any case, with or without the hyphen. */
export const recoveryCodeSchema = z
  .string(SECOND_FACTOR_MESSAGES.recoveryCode)
  .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .regex(new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{10}$`), SECOND_FACTOR_MESSAGES.recoveryCode)
      .transform((v) => `${v.slice(0, 5)}-${v.slice(5)}`),
  );

export const secondFactorCodeBodySchema = z.object({ code: totpCodeSchema });
export const recoveryCodeBodySchema = z.object({ code: recoveryCodeSchema });

/** GET /api/admin/second-factor (and /api/me/second-factor): where this account and this session stand. */
export const secondFactorStatusSchema = z.object({
  enrolled: z.boolean(),
  verified: z.boolean(),
  /** Recovery codes not yet spent. */
  recovery_codes_left: z.number(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** POST /api/admin/second-factor/enrolment: the secret to scan (as an otpauth:// address) or type. */
export const secondFactorEnrolmentSchema = z.object({ secret: z.string(), otpauth_url: z.string() });
export type SecondFactorEnrolment = z.infer<typeof secondFactorEnrolmentSchema>;

/** The recovery codes, shown once, when the enrolment is confirmed. */
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
