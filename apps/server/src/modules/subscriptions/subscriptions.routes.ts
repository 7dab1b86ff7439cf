import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@app/domain/schemas/api/common';
import {
  checkoutRequestSchema,
  openPaymentSchema,
  paymentMethodsSchema,
  redirectUrlSchema,
  subscriptionStatusSchema,
  switchMethodSchema,
  testCheckoutConfirmSchema,
  testCheckoutSchema,
} from '@app/domain/schemas/api/subscription';
import type { RemoteProvider } from '../../adapters/payments/payments.ts';
import type { TestPaymentsProvider } from '../../adapters/payments/test-payments.ts';
import { DomainError } from '../../lib/errors.ts';
import { refuseBlockedAccount, requireProfessional } from '../auth/sessions.ts';
import { checkSubscription } from './subscriptions.service.ts';
import { createCheckout, createPortal, paymentMethods } from './subscription-checkout.service.ts';
import { cancelAsaas, openPayment, switchMethod } from './asaas.service.ts';
import { handleWebhook } from './subscription-webhooks.service.ts';
import * as testProvider from './test-provider.service.ts';
import { ROUTE_LIMITS } from '../auth/rate-limits.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
  502: errorResponseSchema,
};

/** Keeps the provider's failure in the log; the caller gets the pt-BR message only. */
async function logged<T>(log: FastifyBaseLogger, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof DomainError && err.code === 'upstream_error')
      log.error({ err: err.cause ?? err }, 'payment provider call failed');
    throw err;
  }
}

const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = app.deps.payments;
  if (payments.none) {
    app.log.error(
      'Pagamentos não configurados: defina STRIPE_SECRET_KEY, STRIPE_PRICE_ID e STRIPE_WEBHOOK_SECRET (cartão) e/ou ASAAS_API_KEY e ASAAS_WEBHOOK_TOKEN (Pix e boleto); o provedor de teste não roda em produção.',
    );
  }

  app.get(
    '/subscription/methods',
    {
      schema: {
        tags: ['subscription'],
        summary: 'Formas de pagamento oferecidas no checkout',
        response: { 200: paymentMethodsSchema },
      },
    },
    async () => paymentMethods(app.deps),
  );

  app.post(
    '/subscription/check',
    {
      schema: {
        tags: ['subscription'],
        summary: 'Estado da assinatura do profissional',
        response: { 200: subscriptionStatusSchema, ...errors },
      },
    },
    async (req) =>
      checkSubscription(
        app.deps,
        requireProfessional(req).professionalId,
        (err) => req.log.warn({ err }, 'could not read the subscription from the payment provider'),
        req.log,
      ),
  );

  app.post(
    '/subscription/checkout',
    {
      preHandler: refuseBlockedAccount,
      config: { rateLimit: ROUTE_LIMITS.checkout },
      schema: {
        tags: ['subscription'],
        summary: 'Inicia o checkout da assinatura (R$47,00/mês) na forma de pagamento escolhida',
        body: checkoutRequestSchema,
        response: { 200: redirectUrlSchema, ...errors },
      },
    },
    async (req) =>
      logged(req.log, createCheckout(app.deps, requireProfessional(req).professionalId, req.body?.method, req.log)),
  );

  app.post(
    '/subscription/portal',
    {
      preHandler: refuseBlockedAccount,
      config: { rateLimit: ROUTE_LIMITS.portal },
      schema: {
        tags: ['subscription'],
        summary: 'Abre o portal de gerenciamento da assinatura',
        response: { 200: redirectUrlSchema, ...errors },
      },
    },
    async (req) => logged(req.log, createPortal(app.deps, requireProfessional(req).professionalId)),
  );

  if (payments.asaas) {
    app.post(
      '/subscription/method',
      {
        preHandler: refuseBlockedAccount,
        config: { rateLimit: ROUTE_LIMITS.portal },
        schema: {
          tags: ['subscription'],
          summary: 'Troca a forma de pagamento (Asaas): vale a partir do próximo pagamento',
          body: switchMethodSchema,
          response: { 200: subscriptionStatusSchema, ...errors },
        },
      },
      async (req) =>
        logged(req.log, switchMethod(app.deps, requireProfessional(req).professionalId, req.body.method, req.log)),
    );
    app.post(
      '/subscription/cancel',
      {
        preHandler: refuseBlockedAccount,
        config: { rateLimit: ROUTE_LIMITS.portal },
        schema: {
          tags: ['subscription'],
          summary: 'Cancela a assinatura do Asaas: nada mais é cobrado; o mês pago vale até o fim',
          response: { 200: subscriptionStatusSchema, ...errors },
        },
      },
      async (req) => logged(req.log, cancelAsaas(app.deps, requireProfessional(req).professionalId, req.log)),
    );
    app.get(
      '/subscription/payment',
      {
        preHandler: refuseBlockedAccount,
        config: { rateLimit: ROUTE_LIMITS.portal },
        schema: {
          tags: ['subscription'],
          summary: 'O pagamento em aberto da assinatura (Asaas), com o código Pix',
          response: { 200: openPaymentSchema, ...errors },
        },
      },
      async (req) => logged(req.log, openPayment(app.deps, requireProfessional(req).professionalId)),
    );
  }

  for (const provider of payments.remote) await app.register(webhookRoutes(provider));
  if (payments.test) await app.register(testProviderRoutes(payments.test));
};

const WEBHOOK_SUMMARIES: Record<RemoteProvider['name'], string> = {
  stripe: 'Eventos da Stripe (assinatura verificada no corpo bruto)',
  asaas: 'Eventos do Asaas (token do webhook conferido; cada evento relido na API do Asaas)',
};

/**
 * `/webhooks/<provider>`: the provider reads its own delivery into a common event. Stripe signs
 * the exact bytes it sends, so these routes (and only these: the parser is registered inside this
 * plugin's scope) keep the body as a Buffer instead of parsed JSON.
 */
function webhookRoutes(provider: RemoteProvider): FastifyPluginAsyncZod {
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

const sessionQuery = z.object({ session: z.string().min(1).max(500) });

/** The built-in provider's checkout and portal, for the same-origin test pages. Only without Stripe. */
function testProviderRoutes(test: TestPaymentsProvider): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/subscription/test-checkout',
      {
        preHandler: refuseBlockedAccount,
        schema: {
          tags: ['subscription'],
          summary: 'Checkout de teste: plano oferecido, com o código Pix e o boleto do valor',
          querystring: sessionQuery,
          response: { 200: testCheckoutSchema, ...errors },
        },
      },
      async (req) =>
        testProvider.readTestCheckout(app.deps, test, requireProfessional(req).professionalId, req.query.session),
    );
    app.post(
      '/subscription/test-checkout/confirm',
      {
        preHandler: refuseBlockedAccount,
        schema: {
          tags: ['subscription'],
          summary: 'Checkout de teste: confirmar (cartão) ou simular o pagamento do Pix ou do boleto',
          body: testCheckoutConfirmSchema,
          response: { 200: redirectUrlSchema, ...errors },
        },
      },
      async (req) =>
        testProvider.confirmTestCheckout(
          app.deps,
          test,
          requireProfessional(req).professionalId,
          req.body.session,
          req.body.method,
          req.log,
        ),
    );
    app.post(
      '/subscription/test-portal/cancel',
      {
        preHandler: refuseBlockedAccount,
        schema: {
          tags: ['subscription'],
          summary: 'Portal de teste: cancelar ao fim do período',
          response: { 200: subscriptionStatusSchema, ...errors },
        },
      },
      async (req) => testProvider.setTestCancelAtPeriodEnd(app.deps, requireProfessional(req).professionalId, true),
    );
    app.post(
      '/subscription/test-portal/resume',
      {
        preHandler: refuseBlockedAccount,
        schema: {
          tags: ['subscription'],
          summary: 'Portal de teste: retomar a assinatura',
          response: { 200: subscriptionStatusSchema, ...errors },
        },
      },
      async (req) => testProvider.setTestCancelAtPeriodEnd(app.deps, requireProfessional(req).professionalId, false),
    );
    app.post(
      '/subscription/test-portal/end-period',
      {
        preHandler: refuseBlockedAccount,
        schema: {
          tags: ['subscription'],
          summary: 'Portal de teste: encerrar o período atual agora (simula a passagem do tempo)',
          response: { 200: subscriptionStatusSchema, ...errors },
        },
      },
      async (req) => testProvider.endTestPeriod(app.deps, requireProfessional(req).professionalId),
    );
  };
}

export default subscriptionsRoutes;
