import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  redirectUrlSchema,
  subscriptionStatusSchema,
  testCheckoutConfirmSchema,
  testCheckoutSchema,
} from '@app/domain/schemas/api/subscription';
import type { TestPaymentsProvider } from '../../adapters/payments/test-payments.ts';
import { refuseBlockedAccount, requireProfessional } from '../auth/sessions.ts';
import * as testProvider from './test-provider.service.ts';
import { doc } from './subscription-route-parts.ts';

const sessionQuery = z.object({ session: z.string().min(1).max(500) });

/** The built-in provider's checkout and portal, for the same-origin test pages. Only without Stripe. */
export function testProviderRoutes(test: TestPaymentsProvider): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/subscription/test-checkout',
      {
        preHandler: refuseBlockedAccount,
        schema: doc('Checkout de teste: plano oferecido, com o código Pix e o boleto do valor', {
          querystring: sessionQuery,
          response: { 200: testCheckoutSchema },
        }),
      },
      async (req) =>
        testProvider.readTestCheckout(app.deps, test, requireProfessional(req).professionalId, req.query.session),
    );
    app.post(
      '/subscription/test-checkout/confirm',
      {
        preHandler: refuseBlockedAccount,
        schema: doc('Checkout de teste: confirmar (cartão) ou simular o pagamento do Pix ou do boleto', {
          body: testCheckoutConfirmSchema,
          response: { 200: redirectUrlSchema },
        }),
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
        schema: doc('Portal de teste: cancelar ao fim do período', { response: { 200: subscriptionStatusSchema } }),
      },
      async (req) => testProvider.setTestCancelAtPeriodEnd(app.deps, requireProfessional(req).professionalId, true),
    );
    app.post(
      '/subscription/test-portal/resume',
      {
        preHandler: refuseBlockedAccount,
        schema: doc('Portal de teste: retomar a assinatura', { response: { 200: subscriptionStatusSchema } }),
      },
      async (req) => testProvider.setTestCancelAtPeriodEnd(app.deps, requireProfessional(req).professionalId, false),
    );
    app.post(
      '/subscription/test-portal/end-period',
      {
        preHandler: refuseBlockedAccount,
        schema: doc('Portal de teste: encerrar o período atual agora (simula a passagem do tempo)', {
          response: { 200: subscriptionStatusSchema },
        }),
      },
      async (req) => testProvider.endTestPeriod(app.deps, requireProfessional(req).professionalId),
    );
  };
}
