import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@app/domain/schemas/api/common';
import type { RemoteProvider } from '../../adapters/payments/payments.ts';
import { ROUTE_LIMITS } from '../auth/rate-limits.ts';
import { handleWebhook } from './subscription-webhooks.service.ts';
import { logged } from './subscription-route-parts.ts';

const WEBHOOK_SUMMARIES: Record<RemoteProvider['name'], string> = {
  stripe: 'Eventos da Stripe (assinatura verificada no corpo bruto)',
  asaas: 'Eventos do Asaas (token do webhook conferido; cada evento relido na API do Asaas)',
};

/**
 * `/webhooks/<provider>`: the provider reads its own delivery into a common event. Stripe signs
 * the exact bytes it sends, so these routes (and only these: the parser is registered inside this
 * plugin's scope) keep the body as a Buffer instead of parsed JSON.
 */
export function webhookRoutes(provider: RemoteProvider): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    app.post(
      `/webhooks/${provider.name}`,
      {
        config: { rateLimit: ROUTE_LIMITS.stripeWebhook },
        schema: {
          tags: ['webhooks'],
          summary: WEBHOOK_SUMMARIES[provider.name],
          response: {
            200: z.object({ received: z.literal(true), outcome: z.string() }),
            400: errorResponseSchema,
            401: errorResponseSchema,
            429: errorResponseSchema,
            502: errorResponseSchema,
          },
        },
      },
      async (req) => {
        const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const outcome = await logged(
          req.log,
          handleWebhook(app.deps, provider, { rawBody, headers: req.headers }, req.log),
        );
        req.log.info({ outcome, provider: provider.name }, 'payment webhook');
        return { received: true as const, outcome };
      },
    );
  };
}
