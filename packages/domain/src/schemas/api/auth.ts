import { z } from 'zod';

/** The signed-in user, as GET /api/auth/session and the log-ins answer. */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(['professional', 'admin']),
  email_confirmed_at: z.string().nullable(),
  professional_id: z.string().nullable(),
  /** Blocked professionals may sign in but see only the dashboard with the blocked notice. */
  is_blocked: z.boolean(),
  /** The version of the terms the person last accepted; null when never (accounts older than the terms). */
  terms_version: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /api/auth/session: `user` is null for visitors. */
export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/**
 * POST /api/auth/login. With the second factor turned on, the password alone opens nothing: `user`
 * is null and `second_factor` says the code comes next (POST /api/auth/second-factor/verify).
 */
export const loginResponseSchema = z.object({
  user: sessionUserSchema.nullable(),
  second_factor: z.enum(['verify']).nullable(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /api/auth/signup: the address the confirmation went to. */
export const signupResponseSchema = z.object({ email: z.string() });
export type SignupResponse = z.infer<typeof signupResponseSchema>;
