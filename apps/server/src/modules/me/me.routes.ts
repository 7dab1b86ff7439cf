import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROFILE_PHOTO_MAX_BYTES } from '@app/domain/constants/business';
import { profileUpdateSchema, workDetailsSchema } from '@app/domain/schemas/professional';
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
import { DomainError } from '../../lib/errors.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { requireProfessional } from '../auth/sessions.ts';
import activeSessionsRoutes from '../auth/active-sessions.routes.ts';
import secondFactorRoutes from '../auth/second-factor.routes.ts';
import * as service from './me.service.ts';
import { ROUTE_LIMITS } from '../auth/rate-limits.ts';
import * as photoService from './me-photo.service.ts';
import * as stats from './me-stats.service.ts';
import { doc, ownChange, owner, tags } from './me-route-parts.ts';
import mePackagesRoutes from './me-packages.routes.ts';
import mePortfolioRoutes from './me-portfolio.routes.ts';
import { ownSuggestionRoutes } from '../catalog/catalogue-suggestions.routes.ts';
import mePixRoutes from './me-pix.routes.ts';
import funnelRoutes from '../funnel/funnel.routes.ts';

/** The signed-in professional's own area: every query is scoped to the session's professional id. */
const meRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/me/profile',
    { schema: doc('Meu perfil, com completude', { response: { 200: ownProfileSchema } }) },
    async (req) => service.getProfile(deps, owner(req)),
  );

  app.put(
    '/me/profile',
    ownChange('Salvar perfil com especialidades, gêneros e tipos de serviço (tudo ou nada)', {
      body: profileUpdateSchema,
      response: { 200: ownProfileSchema },
    }),
    async (req) => service.updateProfile(deps, owner(req), req.body),
  );

  app.post(
    '/me/photo',
    ownChange(
      'Enviar foto de perfil (multipart, arquivo em "photo"); convertida para webp',
      {
        consumes: ['multipart/form-data'],
        response: { 200: photoUploadedSchema, 413: errorResponseSchema, 415: errorResponseSchema },
      },
      ROUTE_LIMITS.profilePhoto,
    ),
    async (req) => {
      const who = owner(req);
      if (!req.isMultipart()) throw new DomainError('unsupported_media_type', service.ME_MESSAGES.photoType);
      const { file: photo } = await readMultipart(req, {
        limits: { fileSize: PROFILE_PHOTO_MAX_BYTES, files: 1, fields: 5, fieldSize: 1000 },
        fileField: 'photo',
        tooLarge: service.ME_MESSAGES.photoSize,
      });
      if (!photo) throw new DomainError('invalid_request', service.ME_MESSAGES.photoMissing);
      return photoService.uploadPhoto(deps, who, photo);
    },
  );

  app.delete('/me/photo', ownChange('Remover foto de perfil', { response: { 200: photoRemovedSchema } }), async (req) =>
    photoService.removePhoto(deps, owner(req)),
  );

  await app.register(mePackagesRoutes);
  await app.register(mePortfolioRoutes);
  await app.register(ownSuggestionRoutes);
  await app.register(mePixRoutes);
  await app.register(funnelRoutes);
  // How the professional signs in: the sessions open, and the optional second factor.
  await app.register(
    async (own) => {
      own.addHook('preHandler', async (req) => void requireProfessional(req));
      await own.register(activeSessionsRoutes, { tags });
      await own.register(secondFactorRoutes, { tags, optional: true });
    },
    { prefix: '/me' },
  );

  app.put(
    '/me/work-details',
    ownChange('Salvar detalhes do trabalho', { body: workDetailsSchema, response: { 200: workDetailsResponseSchema } }),
    async (req) => service.updateWorkDetails(deps, owner(req), req.body.work_details),
  );

  app.put(
    '/me/suspension',
    ownChange('Suspender ou reativar serviços', {
      body: z.object({ services_suspended: z.boolean('Informe se os serviços estão suspensos.') }),
      response: { 200: suspensionResponseSchema },
    }),
    async (req) => service.updateSuspension(deps, owner(req), req.body.services_suspended),
  );

  app.get(
    '/me/stats',
    {
      schema: doc('Visualizações e cliques: totais e por dia (30 dias)', { response: { 200: ownStatsSchema } }),
    },
    async (req) => stats.getStats(deps, owner(req)),
  );

  app.get(
    '/me/completeness',
    { schema: doc('Completude do perfil', { response: { 200: ownProfileStatusSchema } }) },
    async (req) => (await service.getProfile(deps, owner(req))).profile_status,
  );
};

export default meRoutes;
