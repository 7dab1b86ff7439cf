import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PASSWORD_MAX } from '@app/domain/constants/business';
import { TERMS_VERSION } from '@app/domain/constants/legal';
import { AUTH_MESSAGES, signupSchema } from '@app/domain/schemas/auth';
import { errorResponseSchema } from '@app/domain/schemas/api/common';
import { DomainError, isUniqueViolation } from '../../lib/errors.ts';
import { insertUserWithProfile } from './auth.repository.ts';
import { hashPassword } from './passwords.ts';
import { createSession, setSessionCookie, sessionMeta } from './sessions.ts';
import { noticeNewDevice } from './active-sessions.service.ts';

const body = z.object({
  name: signupSchema.shape.name,
  email: signupSchema.shape.email,
  password: z.string().min(1).max(PASSWORD_MAX),
});

const created = z.object({ user_id: z.string(), professional_id: z.string(), email: z.string() });

/**
 * POST /dev/sessions: a new professional with a confirmed e-mail, signed in at once (the session
 * cookie is set), for browser tests whose subject is not the sign-up itself. Only outside
 * production, like the local mailbox, which already hands out every confirmation link there.
 */
const devSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  if (!deps.config.devTools || deps.config.production) return;
  // Tests sign many accounts in with the same password: hashing it once saves an argon2 run each.
  const hashes = new Map<string, Promise<string>>();
  const hashOf = (password: string) => {
    let hash = hashes.get(password);
    if (!hash) {
      hash = hashPassword(password);
      hashes.set(password, hash);
    }
    return hash;
  };

  app.post(
    '/dev/sessions',
    {
      schema: {
        tags: ['dev'],
        summary: 'Criar um profissional confirmado já com sessão (apenas fora de produção)',
        body,
        response: { 201: created, 409: errorResponseSchema },
      },
    },
    async (req, reply) => {
      const now = deps.clock.now();
      let ids: { userId: string; professionalId: string };
      try {
        ids = await insertUserWithProfile(deps.db, {
          email: req.body.email,
          name: req.body.name,
          passwordHash: await hashOf(req.body.password),
          termsVersion: TERMS_VERSION,
          now,
          emailConfirmedAt: now,
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new DomainError('duplicate_email', AUTH_MESSAGES.duplicate);
        throw err;
      }
      const meta = sessionMeta(deps, req);
      const session = await createSession(deps, ids.userId, meta);
      // A log-in as any other: the browser becomes the account's first known device.
      const user = { id: ids.userId, email: req.body.email, name: req.body.name, role: 'professional' as const };
      await noticeNewDevice(deps, user, session, meta, req.log);
      setSessionCookie(deps, reply, session);
      reply.header('cache-control', 'no-store');
      return reply.code(201).send({ user_id: ids.userId, professional_id: ids.professionalId, email: req.body.email });
    },
  );
};

export default devSessionRoutes;
