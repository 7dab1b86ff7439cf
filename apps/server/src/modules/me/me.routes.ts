import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PORTFOLIO_AUDIO_MAX_BYTES, PROFILE_PHOTO_MAX_BYTES } from '@app/domain/constants/business';
import {
  PORTFOLIO_AUDIO_MESSAGES,
  portfolioAudioFieldsSchema,
  portfolioItemSchema,
  portfolioItemUpdateSchema,
  profileUpdateSchema,
  serviceSchema,
  workDetailsSchema,
} from '@app/domain/schemas/professional';
import { errorResponseSchema } from '@app/domain/schemas/api/common';
import {
  ownProfileSchema,
  ownProfileStatusSchema,
  ownStatsSchema,
  photoRemovedSchema,
  photoUploadedSchema,
  suspensionResponseSchema,
  workDetailsResponseSchema,
} from '@app/domain/schemas/api/me';
import {
  portfolioItemResponseSchema,
  portfolioListSchema,
  serviceListSchema,
  serviceResponseSchema,
} from '@app/domain/schemas/api/professionals';
import { DomainError } from '../../lib/errors.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { refuseBlockedAccount, requireProfessional } from '../auth/sessions.ts';
import { idParams } from '../professionals/professionals.routes.ts';
import * as service from './me.service.ts';
import { isUuid } from '../../lib/ids.ts';
import { ROUTE_LIMITS } from '../auth/rate-limits.ts';

/** A malformed id names no row of this professional: the same 404 as someone else's row. */
const rowId = (id: string, message: string) => {
  if (!isUuid(id)) throw new DomainError('not_found', message);
  return id.toLowerCase();
};

const owner = (req: FastifyRequest): service.Owner => ({ professionalId: requireProfessional(req).professionalId });

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const tags = ['me'];

/** The signed-in professional's own area: every query is scoped to the session's professional id. */
const meRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/me/profile',
    { schema: { tags, summary: 'Meu perfil, com completude', response: { 200: ownProfileSchema, ...errors } } },
    async (req) => service.getProfile(deps, owner(req)),
  );

  app.put(
    '/me/profile',
    {
      preHandler: refuseBlockedAccount,
      schema: {
        tags,
        summary: 'Salvar perfil com especialidades, gêneros e tipos de serviço (tudo ou nada)',
        body: profileUpdateSchema,
        response: { 200: ownProfileSchema, ...errors },
      },
    },
    async (req) => service.updateProfile(deps, owner(req), req.body),
  );

  app.post(
    '/me/photo',
    {
      preHandler: refuseBlockedAccount,
      config: { rateLimit: ROUTE_LIMITS.profilePhoto },
      schema: {
        tags,
        summary: 'Enviar foto de perfil (multipart, arquivo em "photo"); convertida para webp',
        consumes: ['multipart/form-data'],
        response: { 200: photoUploadedSchema, ...errors, 413: errorResponseSchema, 415: errorResponseSchema },
      },
    },
    async (req) => {
      const who = owner(req);
      if (!req.isMultipart()) throw new DomainError('unsupported_media_type', service.ME_MESSAGES.photoType);
      const { file: photo } = await readMultipart(req, {
        limits: { fileSize: PROFILE_PHOTO_MAX_BYTES, files: 1, fields: 5, fieldSize: 1000 },
        fileField: 'photo',
        tooLarge: service.ME_MESSAGES.photoSize,
      });
      if (!photo) throw new DomainError('invalid_request', service.ME_MESSAGES.photoMissing);
      return service.uploadPhoto(deps, who, photo);
    },
  );

  app.delete(
    '/me/photo',
    {
      preHandler: refuseBlockedAccount,
      schema: { tags, summary: 'Remover foto de perfil', response: { 200: photoRemovedSchema, ...errors } },
    },
    async (req) => service.removePhoto(deps, owner(req)),
  );

  app.get(
    '/me/services',
    { schema: { tags, summary: 'Meus serviços', response: { 200: serviceListSchema, ...errors } } },
    async (req) => service.listOwnServices(deps, owner(req)),
  );

  app.post(
    '/me/services',
    {
      preHandler: refuseBlockedAccount,
      schema: {
        tags,
        summary: 'Adicionar serviço',
        body: serviceSchema,
        response: { 201: serviceResponseSchema, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(await service.createService(deps, owner(req), req.body)),
  );

  app.put(
    '/me/services/:id',
    {
      preHandler: refuseBlockedAccount,
      schema: {
        tags,
        summary: 'Alterar serviço',
        params: idParams,
        body: serviceSchema,
        response: { 200: serviceResponseSchema, ...errors },
      },
    },
    async (req) =>
      service.updateService(deps, owner(req), rowId(req.params.id, service.ME_MESSAGES.serviceNotFound), req.body),
  );

  app.delete(
    '/me/services/:id',
    {
      preHandler: refuseBlockedAccount,
      schema: { tags, summary: 'Excluir serviço', params: idParams, response: { 204: z.null(), ...errors } },
    },
    async (req, reply) => {
      await service.deleteService(deps, owner(req), rowId(req.params.id, service.ME_MESSAGES.serviceNotFound));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/me/portfolio',
    { schema: { tags, summary: 'Meu portfólio', response: { 200: portfolioListSchema, ...errors } } },
    async (req) => service.listOwnPortfolio(deps, owner(req)),
  );

  app.post(
    '/me/portfolio',
    {
      preHandler: refuseBlockedAccount,
      schema: {
        tags,
        summary: 'Adicionar item ao portfólio',
        body: portfolioItemSchema,
        response: { 201: portfolioItemResponseSchema, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(await service.createPortfolioItem(deps, owner(req), req.body)),
  );

  app.post(
    '/me/portfolio/audio',
    {
      preHandler: refuseBlockedAccount,
      config: { rateLimit: ROUTE_LIMITS.portfolioAudio },
      schema: {
        tags,
        summary:
          'Enviar um arquivo de áudio ao portfólio (multipart: "title", "description" e o arquivo em "audio"; MP3, M4A, OGG ou WAV até 20MB)',
        consumes: ['multipart/form-data'],
        response: { 201: portfolioItemResponseSchema, ...errors, 413: errorResponseSchema, 415: errorResponseSchema },
      },
    },
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
    {
      preHandler: refuseBlockedAccount,
      schema: {
        tags,
        summary: 'Alterar item do portfólio',
        params: idParams,
        body: portfolioItemUpdateSchema,
        response: { 200: portfolioItemResponseSchema, ...errors },
      },
    },
    async (req) =>
      service.updatePortfolioItem(
        deps,
        owner(req),
        rowId(req.params.id, service.ME_MESSAGES.portfolioNotFound),
        req.body,
      ),
  );

  app.delete(
    '/me/portfolio/:id',
    {
      preHandler: refuseBlockedAccount,
      schema: { tags, summary: 'Excluir item do portfólio', params: idParams, response: { 204: z.null(), ...errors } },
    },
    async (req, reply) => {
      await service.deletePortfolioItem(deps, owner(req), rowId(req.params.id, service.ME_MESSAGES.portfolioNotFound));
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/me/work-details',
    {
      preHandler: refuseBlockedAccount,
      schema: {
        tags,
        summary: 'Salvar detalhes do trabalho',
        body: workDetailsSchema,
        response: { 200: workDetailsResponseSchema, ...errors },
      },
    },
    async (req) => service.updateWorkDetails(deps, owner(req), req.body.work_details),
  );

  app.put(
    '/me/suspension',
    {
      preHandler: refuseBlockedAccount,
      schema: {
        tags,
        summary: 'Suspender ou reativar serviços',
        body: z.object({ services_suspended: z.boolean('Informe se os serviços estão suspensos.') }),
        response: { 200: suspensionResponseSchema, ...errors },
      },
    },
    async (req) => service.updateSuspension(deps, owner(req), req.body.services_suspended),
  );

  app.get(
    '/me/stats',
    {
      schema: {
        tags,
        summary: 'Visualizações e cliques: totais e por dia (30 dias)',
        response: { 200: ownStatsSchema, ...errors },
      },
    },
    async (req) => service.getStats(deps, owner(req)),
  );

  app.get(
    '/me/completeness',
    { schema: { tags, summary: 'Completude do perfil', response: { 200: ownProfileStatusSchema, ...errors } } },
    async (req) => (await service.getProfile(deps, owner(req))).profile_status,
  );
};

export default meRoutes;
