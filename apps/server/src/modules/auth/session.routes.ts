import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionResponseSchema, type SessionUser as SessionUserDto } from '@app/domain/schemas/api/auth';
import type { SessionUser } from './sessions.ts';

export const toSessionUserDto = (u: SessionUser): SessionUserDto => ({
  id: u.id,
  email: u.email,
  name: u.name,
  role: u.role,
  email_confirmed_at: u.emailConfirmedAt ? u.emailConfirmedAt.toISOString() : null,
  professional_id: u.professionalId,
  is_blocked: u.isBlocked,
  terms_version: u.termsVersion,
});

const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/session',
    { schema: { tags: ['auth'], summary: 'Usuário da sessão atual', response: { 200: sessionResponseSchema } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { user: req.user ? toSessionUserDto(req.user) : null };
    },
  );
};

export default sessionRoutes;
