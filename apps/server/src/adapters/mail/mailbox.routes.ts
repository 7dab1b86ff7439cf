import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailboxEntrySchema } from '@app/domain/schemas/api/mailbox';
import { DomainError } from '../../lib/errors.ts';
import { isReadableMailbox } from './mail.ts';

/** GET /dev/mailbox (?to= filters by recipient): the local mailbox, newest first. Only outside production. */
const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.deps.config.devTools) return;
  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Caixa de e-mails local (apenas fora de produção)',
        querystring: z.object({ to: z.string().max(254).optional() }),
        response: { 200: z.array(mailboxEntrySchema) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const mailer = app.deps.mailer;
      if (!isReadableMailbox(mailer))
        throw new DomainError('not_found', 'A caixa de e-mails local está desativada: as mensagens saem por SMTP.');
      const to = req.query.to?.trim().toLowerCase();
      const messages = await mailer.list();
      return to ? messages.filter((m) => m.to.toLowerCase() === to) : messages;
    },
  );
};

export default mailboxRoutes;
