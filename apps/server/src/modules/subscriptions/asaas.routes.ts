import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { openPaymentSchema, subscriptionStatusSchema, switchMethodSchema } from '@app/domain/schemas/api/subscription';
import { requireProfessional } from '../auth/sessions.ts';
import { ROUTE_LIMITS } from '../auth/rate-limits.ts';
import { cancelAsaas, openPayment, switchMethod } from './asaas.service.ts';
import { change, logged } from './subscription-route-parts.ts';

/** Asaas's subscription managed here: the way to pay, cancelling, and the payment to make. Only with Asaas. */
const asaasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/subscription/method',
    change(
      'Troca a forma de pagamento (Asaas): vale a partir do próximo pagamento',
      {
        body: switchMethodSchema,
        response: { 200: subscriptionStatusSchema },
      },
      ROUTE_LIMITS.portal,
    ),
    async (req) =>
      logged(req.log, switchMethod(app.deps, requireProfessional(req).professionalId, req.body.method, req.log)),
  );
  app.post(
    '/subscription/cancel',
    change(
      'Cancela a assinatura do Asaas: nada mais é cobrado; o mês pago vale até o fim',
      {
        response: { 200: subscriptionStatusSchema },
      },
      ROUTE_LIMITS.portal,
    ),
    async (req) => logged(req.log, cancelAsaas(app.deps, requireProfessional(req).professionalId, req.log)),
  );
  app.get(
    '/subscription/payment',
    change(
      'O pagamento em aberto da assinatura (Asaas), com o código Pix',
      {
        response: { 200: openPaymentSchema },
      },
      ROUTE_LIMITS.portal,
    ),
    async (req) => logged(req.log, openPayment(app.deps, requireProfessional(req).professionalId)),
  );
};

export default asaasRoutes;
