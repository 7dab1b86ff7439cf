import fs from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminBackupsSchema } from '@app/domain/schemas/api/admin-backups';
import { backupFile, listBackups } from '../backups/backups.service.ts';
import { audit } from './admin-audit.service.ts';
import { actorOf, doc } from './admin-route-parts.ts';

/** The embedded database's daily backups: the list, and one file to download (written to the audit log). */
const adminBackupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.get(
    '/backups',
    {
      schema: doc('Cópias de segurança do banco embutido (no PostgreSQL, são as do próprio banco)', {
        response: { 200: adminBackupsSchema },
      }),
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return listBackups(deps);
    },
  );

  app.get(
    '/backups/:name',
    {
      schema: doc('Baixar uma cópia de segurança (palco-AAAA-MM-DD.pglite.tar.gz)', {
        params: z.object({ name: z.string() }),
        produces: ['application/gzip'],
        response: { 200: z.any() },
      }),
    },
    async (req, reply) => {
      const { name } = req.params;
      const { file, size } = backupFile(deps, name);
      // The whole database leaves the server: who took which copy, and when, is on record.
      await audit(deps, deps.db, actorOf(req), 'backup.download', 'backup', name, null, { name, size_bytes: size });
      return reply
        .type('application/gzip')
        .header('content-length', size)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(fs.createReadStream(file));
    },
  );
};

export default adminBackupsRoutes;
