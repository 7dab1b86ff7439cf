import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PORTFOLIO_AUDIO_MAX_BYTES } from '@app/domain/constants/business';
import {
  PORTFOLIO_AUDIO_MESSAGES,
  portfolioAudioFieldsSchema,
  portfolioItemSchema,
  portfolioItemUpdateSchema,
} from '@app/domain/schemas/professional';
import { errorResponseSchema } from '@app/domain/schemas/api/common';
import { portfolioItemResponseSchema, portfolioListSchema } from '@app/domain/schemas/api/professionals';
import { DomainError } from '../../lib/errors.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { idParams } from '../professionals/professionals.routes.ts';
import { ROUTE_LIMITS } from '../auth/rate-limits.ts';
import { ME_MESSAGES } from './me.service.ts';
import * as service from './me-portfolio.service.ts';
import { doc, ownChange, owner, rowId } from './me-route-parts.ts';

/** The professional's portfolio: links, and audio files uploaded here. */
const mePortfolioRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get('/me/portfolio', { schema: doc('Meu portfólio', { response: { 200: portfolioListSchema } }) }, async (req) =>
    service.listOwnPortfolio(deps, owner(req)),
  );

  app.post(
    '/me/portfolio',
    ownChange('Adicionar item ao portfólio', {
      body: portfolioItemSchema,
      response: { 201: portfolioItemResponseSchema },
    }),
    async (req, reply) => reply.code(201).send(await service.createPortfolioItem(deps, owner(req), req.body)),
  );

  app.post(
    '/me/portfolio/audio',
    ownChange(
      'Enviar um arquivo de áudio ao portfólio (multipart: "title", "description" e o arquivo em "audio"; MP3, M4A, OGG ou WAV até 20MB)',
      {
        consumes: ['multipart/form-data'],
        response: { 201: portfolioItemResponseSchema, 413: errorResponseSchema, 415: errorResponseSchema },
      },
      ROUTE_LIMITS.portfolioAudio,
    ),
    async (req, reply) => {
      const who = owner(req);
      if (!req.isMultipart()) throw new DomainError('unsupported_media_type', PORTFOLIO_AUDIO_MESSAGES.missing);
      const { fields, file } = await readMultipart(req, {
        limits: { fileSize: PORTFOLIO_AUDIO_MAX_BYTES, files: 1, fields: 5, fieldSize: 5000 },
        fileField: 'audio',
        tooLarge: PORTFOLIO_AUDIO_MESSAGES.size,
      });
      const parsed = portfolioAudioFieldsSchema.safeParse(fields);
      if (!parsed.success)
        throw new DomainError('invalid_request', parsed.error.issues[0]?.message ?? PORTFOLIO_AUDIO_MESSAGES.missing);
      if (!file) throw new DomainError('invalid_request', PORTFOLIO_AUDIO_MESSAGES.missing);
      return reply.code(201).send(await service.createAudioItem(deps, who, parsed.data, file));
    },
  );

  app.put(
    '/me/portfolio/:id',
    ownChange('Alterar item do portfólio', {
      params: idParams,
      body: portfolioItemUpdateSchema,
      response: { 200: portfolioItemResponseSchema },
    }),
    async (req) =>
      service.updatePortfolioItem(deps, owner(req), rowId(req.params.id, ME_MESSAGES.portfolioNotFound), req.body),
  );

  app.delete(
    '/me/portfolio/:id',
    ownChange('Excluir item do portfólio', { params: idParams, response: { 204: z.null() } }),
    async (req, reply) => {
      await service.deletePortfolioItem(deps, owner(req), rowId(req.params.id, ME_MESSAGES.portfolioNotFound));
      return reply.code(204).send(null);
    },
  );
};

export default mePortfolioRoutes;
