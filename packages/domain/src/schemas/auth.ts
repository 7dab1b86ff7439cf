import { z } from 'zod';
import { PASSWORD_MAX, RESET_PASSWORD_MIN, SIGNUP_PASSWORD_MIN } from '../constants/business.ts';
import { emailAddress, singleLineText } from './common.ts';
import { AUTH_MESSAGES } from './auth-messages.ts';

export { AUTH_MESSAGES };

const email = emailAddress(AUTH_MESSAGES.email);

export const loginSchema = z.object({
  email,
  password: z
    .string(AUTH_MESSAGES.password)
    .min(1, AUTH_MESSAGES.password)
    .max(PASSWORD_MAX, AUTH_MESSAGES.passwordMax),
});

export const forgotPasswordSchema = z.object({ email });

export const signupPasswordSchema = z
  .string(AUTH_MESSAGES.passwordMin)
  .min(SIGNUP_PASSWORD_MIN, AUTH_MESSAGES.passwordMin)
  .max(PASSWORD_MAX, AUTH_MESSAGES.passwordMax)
  .regex(/[a-z]/, AUTH_MESSAGES.passwordLower)
  .regex(/[A-Z]/, AUTH_MESSAGES.passwordUpper)
  .regex(/\d/, AUTH_MESSAGES.passwordDigit)
  .regex(/[^A-Za-z0-9]/, AUTH_MESSAGES.passwordSymbol);

export const signupSchema = z
  .object({
    name: singleLineText(AUTH_MESSAGES.name).min(2, AUTH_MESSAGES.name).max(120, AUTH_MESSAGES.name),
    email,
    password: signupPasswordSchema,
    confirmPassword: z.string(AUTH_MESSAGES.confirm).min(SIGNUP_PASSWORD_MIN, AUTH_MESSAGES.confirm),
    acceptTerms: z.literal(true, AUTH_MESSAGES.terms),
  })
  .refine((d) => d.password === d.confirmPassword, { message: AUTH_MESSAGES.mismatch, path: ['confirmPassword'] });

export const resetPasswordSchema = z
  .object({
    password: z
      .string(AUTH_MESSAGES.resetMin)
      .min(RESET_PASSWORD_MIN, AUTH_MESSAGES.resetMin)
      .max(PASSWORD_MAX, AUTH_MESSAGES.passwordMax),
    confirmPassword: z.string(AUTH_MESSAGES.confirm).min(RESET_PASSWORD_MIN, AUTH_MESSAGES.confirm),
  })
  .refine((d) => d.password === d.confirmPassword, { message: AUTH_MESSAGES.mismatch, path: ['confirmPassword'] });

export type LoginInput = z.input<typeof loginSchema>;
export type SignupInput = z.input<typeof signupSchema>;
