import { z } from 'zod';

/** 'Sessões ativas': where an account is signed in, as GET /api/me/sessions and /api/admin/sessions list it. */
export const activeSessionSchema = z.object({
  /** An id for this list only (not the session's token nor its hash). */
  id: z.string(),
  /** 'Chrome no Android'. */
  device: z.string(),
  /** 'Recife, PE, BR' when the proxy in front tells it; otherwise null. */
  place: z.string().nullable(),
  /** The address with its end hidden ('189.6.x.x'), to tell two sessions apart. */
  ip_hint: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  /** The session of the browser that asks. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

export const activeSessionsSchema = z.object({ items: z.array(activeSessionSchema) });
export type ActiveSessions = z.infer<typeof activeSessionsSchema>;

/** POST /api/auth/sessions/end-by-link: the session named by the e-mail's 'Não fui eu' link. */
export const endedByLinkSchema = z.object({
  /** False when it had already ended (by the person, a new password or time). */
  ended: z.boolean(),
  device: z.string().nullable(),
  /** Whose account: a professional changes the password by e-mail, an admin by the server's command. */
  role: z.enum(['professional', 'admin']),
});
export type EndedByLink = z.infer<typeof endedByLinkSchema>;
