import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkoutRequestSchema,
  paymentMethodsSchema,
  redirectUrlSchema,
  subscriptionStatusSchema,
} from '@app/domain/schemas/api/subscription';
import { requireProfessional } from '../auth/sessions.ts';
import { ROUTE_LIMITS } from '../auth/rate-limits.ts';
import { checkSubscription } from './subscriptions.service.ts';
import { createCheckout, createPortal, paymentMethods } from './subscription-checkout.service.ts';
import { change, doc, logged } from './subscription-route-parts.ts';
import asaasRoutes from './asaas.routes.ts';
import { webhookRoutes } from './subscription-webhooks.routes.ts';
import { testProviderRoutes } from './test-provider.routes.ts';

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
      schema: doc('Estado da assinatura do profissional', { response: { 200: subscriptionStatusSchema } }),
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
    change(
      'Inicia o checkout da assinatura (R$47,00/mês) na forma de pagamento escolhida',
      {
        body: checkoutRequestSchema,
        response: { 200: redirectUrlSchema },
      },
      ROUTE_LIMITS.checkout,
    ),
    async (req) =>
      logged(req.log, createCheckout(app.deps, requireProfessional(req).professionalId, req.body?.method, req.log)),
  );

  app.post(
    '/subscription/portal',
    change(
      'Abre o portal de gerenciamento da assinatura',
      { response: { 200: redirectUrlSchema } },
      ROUTE_LIMITS.portal,
    ),
    async (req) => logged(req.log, createPortal(app.deps, requireProfessional(req).professionalId)),
  );

  // Each provider's own routes, in its file: Asaas's pages, the webhooks, the test provider's pages.
  if (payments.asaas) await app.register(asaasRoutes);
  for (const provider of payments.remote) await app.register(webhookRoutes(provider));
  if (payments.test) await app.register(testProviderRoutes(payments.test));
};

export default subscriptionsRoutes;
