import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  redirectUrlSchema,
  subscriptionStatusSchema,
  testCheckoutConfirmSchema,
  testCheckoutSchema,
} from '@app/domain/schemas/api/subscription';
import type { TestPaymentsProvider } from '../../adapters/payments/test-payments.ts';
import { requireProfessional } from '../auth/sessions.ts';
import * as testProvider from './test-provider.service.ts';
import { change } from './subscription-route-parts.ts';

const sessionQuery = z.object({ session: z.string().min(1).max(500) });

/** The built-in provider's checkout and portal, for the same-origin test pages. Only without Stripe. */
export function testProviderRoutes(test: TestPaymentsProvider): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/subscription/test-checkout',
      change('Checkout de teste: plano oferecido, com o código Pix e o boleto do valor', {
        querystring: sessionQuery,
        response: { 200: testCheckoutSchema },
      }),
      async (req) =>
        testProvider.readTestCheckout(app.deps, test, requireProfessional(req).professionalId, req.query.session),
    );
    app.post(
      '/subscription/test-checkout/confirm',
      change('Checkout de teste: confirmar (cartão) ou simular o pagamento do Pix ou do boleto', {
        body: testCheckoutConfirmSchema,
        response: { 200: redirectUrlSchema },
      }),
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
      change('Portal de teste: cancelar ao fim do período', { response: { 200: subscriptionStatusSchema } }),
      async (req) => testProvider.setTestCancelAtPeriodEnd(app.deps, requireProfessional(req).professionalId, true),
    );
    app.post(
      '/subscription/test-portal/resume',
      change('Portal de teste: retomar a assinatura', { response: { 200: subscriptionStatusSchema } }),
      async (req) => testProvider.setTestCancelAtPeriodEnd(app.deps, requireProfessional(req).professionalId, false),
    );
    app.post(
      '/subscription/test-portal/end-period',
      change('Portal de teste: encerrar o período atual agora (simula a passagem do tempo)', {
        response: { 200: subscriptionStatusSchema },
      }),
      async (req) => testProvider.endTestPeriod(app.deps, requireProfessional(req).professionalId),
    );
  };
}
