import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SessionUser } from './sessions.ts';

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(['professional', 'admin']),
  email_confirmed_at: z.string().nullable(),
  professional_id: z.string().nullable(),
  /** Blocked professionals may sign in but see only the dashboard with the blocked notice. */
  is_blocked: z.boolean(),
});

export const toSessionUserDto = (u: SessionUser): z.infer<typeof sessionUserSchema> => ({
  id: u.id,
  email: u.email,
  name: u.name,
  role: u.role,
  email_confirmed_at: u.emailConfirmedAt ? u.emailConfirmedAt.toISOString() : null,
  professional_id: u.professionalId,
  is_blocked: u.isBlocked,
});

const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/session',
    { schema: { tags: ['auth'], summary: 'Usuário da sessão atual', response: { 200: z.object({ user: sessionUserSchema.nullable() }) } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { user: req.user ? toSessionUserDto(req.user) : null };
    },
  );
};

export default sessionRoutes;
