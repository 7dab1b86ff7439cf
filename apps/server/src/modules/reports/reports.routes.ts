import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REPORT_IMAGE_MAX_BYTES } from '@app/domain/constants/business';
import { REPORT_MESSAGES, reportStatusQuerySchema, reportStatusSchema } from '@app/domain/schemas/report';
import { createdResponseSchema, errorResponseSchema } from '@app/domain/schemas/api/common';
import { DomainError } from '../../lib/errors.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { idParams, professionalId } from '../professionals/professionals.routes.ts';
import { createReport, reportStatus } from './reports.service.ts';
import { ROUTE_LIMITS } from '../auth/rate-limits.ts';

const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/professionals/:id/reports/status',
    {
      schema: {
        tags: ['public'],
        summary: 'Se este visitante já denunciou o perfil',
        params: idParams,
        querystring: reportStatusQuerySchema,
        response: { 200: reportStatusSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (req, reply) => {
      // The answer changes as soon as this visitor reports: never from a cache.
      reply.header('cache-control', 'no-store');
      return reportStatus(app.deps, professionalId(req.params.id), req.query.visitor_id);
    },
  );

  app.post(
    '/professionals/:id/reports',
    {
      config: { rateLimit: ROUTE_LIMITS.report },
      schema: {
        tags: ['public'],
        summary: 'Denunciar um perfil (multipart, com imagem opcional em "evidence")',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: {
          201: createdResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          502: errorResponseSchema,
        },
      },
    },
    async (req, reply) => {
      const id = professionalId(req.params.id);
      if (!req.isMultipart())
        throw new DomainError('unsupported_media_type', 'Envie a denúncia como formulário (multipart/form-data).');
      const { fields, file: evidence } = await readMultipart(req, {
        limits: { fileSize: REPORT_IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000 },
        fileField: 'evidence',
        tooLarge: REPORT_MESSAGES.imageSize,
      });
      const created = await createReport(app.deps, id, { fields, evidence });
      return reply.code(201).send(created);
    },
  );
};

export default reportsRoutes;
