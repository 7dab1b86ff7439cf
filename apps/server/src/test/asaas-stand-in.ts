import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AsaasPayment, AsaasPixAuthorization, AsaasSubscription } from '../adapters/payments/asaas-client.ts';

/** One call the stand-in received, with its JSON body. */
export interface AsaasCall {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
  headers: http.IncomingHttpHeaders;
}

export interface AsaasStandIn {
  /** Up to /v3, as ASAAS_BASE_URL takes it. */
  baseUrl: string;
  apiKey: string;
  calls: AsaasCall[];
  subscriptions: Map<string, AsaasSubscription>;
  payments: Map<string, AsaasPayment>;
  authorizations: Map<string, AsaasPixAuthorization>;
  /** The payer authorising Pix Automático in the bank's app (ACTIVE at once, as after the first payment settles). */
  authorize(customerId: string, status?: AsaasPixAuthorization['status']): AsaasPixAuthorization;
  /** Asaas generating the next payment of a subscription. */
  addPayment(subscriptionId: string, dueDate: string): AsaasPayment;
  /** The money arriving (as the sandbox's one-click confirmation does). */
  pay(paymentId: string, on: string): void;
  /** The next answers for a path fail with this status. */
  failNext(path: string, status: number, times?: number): void;
  close(): Promise<void>;
}

/**
 * A local HTTP server standing in for Asaas's API v3 in tests, shaped as its documentation shows:
 * the key in the access_token header (401 without it), customers, subscriptions that generate their
 * first payment at once, a subscription's payments, a payment's Pix QR code, a customer's
 * subscriptions, Pix Automático authorizations (read, listed by customer and status, cancelled), 404
 * for what is not there.
 */
export async function startAsaasStandIn(apiKey = '$aact_test_standin'): Promise<AsaasStandIn> {
  const calls: AsaasCall[] = [];
  const subscriptions = new Map<string, AsaasSubscription>();
  const payments = new Map<string, AsaasPayment>();
  const authorizations = new Map<string, AsaasPixAuthorization>();
  const failures = new Map<string, { status: number; times: number }>();
  let seq = 0;

  const addPayment = (subscriptionId: string, dueDate: string): AsaasPayment => {
    const sub = subscriptions.get(subscriptionId)!;
    const id = `pay_standin_${++seq}`;
    const payment: AsaasPayment = {
      id,
      customer: sub.customer,
      subscription: subscriptionId,
      billingType: sub.billingType,
      status: 'PENDING',
      value: sub.value,
      dueDate,
      paymentDate: null,
      invoiceUrl: `https://sandbox.asaas.test/i/${id}`,
      bankSlipUrl: sub.billingType === 'BOLETO' ? `https://sandbox.asaas.test/b/pdf/${id}` : null,
    };
    payments.set(id, payment);
    return payment;
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const path = url.pathname.replace(/^\/v3/, '');
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      calls.push({ method: req.method ?? 'GET', path, body, headers: req.headers });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (req.headers.access_token !== apiKey)
        return send(401, {
          errors: [{ code: 'invalid_access_token', description: 'A chave de API fornecida é inválida' }],
        });
      const failure = failures.get(path);
      if (failure) {
        if (--failure.times <= 0) failures.delete(path);
        return send(failure.status, { errors: [{ code: 'stand_in', description: 'falha simulada' }] });
      }
      const notFound = () => send(404, { errors: [{ code: 'not_found', description: 'Não encontrado' }] });

      if (req.method === 'POST' && path === '/customers') {
        return send(200, {
          object: 'customer',
          id: `cus_standin_${++seq}`,
          name: body?.name,
          email: body?.email ?? null,
          externalReference: body?.externalReference ?? null,
        });
      }
      if (req.method === 'POST' && path === '/subscriptions') {
        const id = `sub_standin_${++seq}`;
        const sub: AsaasSubscription = {
          id,
          customer: String(body?.customer),
          billingType: body?.billingType as AsaasSubscription['billingType'],
          value: Number(body?.value),
          nextDueDate: String(body?.nextDueDate),
          cycle: String(body?.cycle),
          status: 'ACTIVE',
          deleted: false,
          externalReference: (body?.externalReference as string | undefined) ?? null,
          dateCreated: new Date().toISOString().slice(0, 10),
        };
        subscriptions.set(id, sub);
        // Asaas generates the first payment when the subscription is created.
        addPayment(id, sub.nextDueDate);
        return send(200, { object: 'subscription', ...sub });
      }
      const list = (data: unknown[]) =>
        send(200, { object: 'list', hasMore: false, totalCount: data.length, limit: 100, offset: 0, data });
      if (req.method === 'GET' && path === '/subscriptions') {
        return list([...subscriptions.values()].filter((s) => s.customer === url.searchParams.get('customer')));
      }
      if (req.method === 'GET' && path === '/pix/automatic/authorizations') {
        const customerId = url.searchParams.get('customerId');
        const status = url.searchParams.get('status');
        return list(
          [...authorizations.values()].filter(
            (a) => (!customerId || a.customerId === customerId) && (!status || a.status === status),
          ),
        );
      }
      const authorization = /^\/pix\/automatic\/authorizations\/([^/]+)$/.exec(path);
      if (authorization) {
        const found = authorizations.get(decodeURIComponent(authorization[1]!));
        if (!found) return notFound();
        if (req.method === 'GET') return send(200, found);
        if (req.method === 'DELETE') {
          const cancelled = { ...found, status: 'CANCELLED' };
          authorizations.set(found.id, cancelled);
          return send(200, cancelled);
        }
      }
      const sub = /^\/subscriptions\/([^/]+)(\/payments)?$/.exec(path);
      if (sub) {
        const found = subscriptions.get(decodeURIComponent(sub[1]!));
        if (!found) return notFound();
        if (sub[2] && req.method === 'GET') {
          return list([...payments.values()].filter((p) => p.subscription === found.id));
        }
        if (req.method === 'GET') return send(200, { object: 'subscription', ...found });
        if (req.method === 'POST') {
          const updated = {
            ...found,
            ...(body?.billingType ? { billingType: body.billingType as AsaasSubscription['billingType'] } : {}),
          };
          subscriptions.set(found.id, updated);
          return send(200, { object: 'subscription', ...updated });
        }
        if (req.method === 'DELETE') {
          subscriptions.set(found.id, { ...found, deleted: true, status: 'INACTIVE' });
          return send(200, { deleted: true, id: found.id });
        }
      }
      const pix = /^\/payments\/([^/]+)\/pixQrCode$/.exec(path);
      if (pix && req.method === 'GET') {
        const payment = payments.get(decodeURIComponent(pix[1]!));
        if (!payment) return notFound();
        return send(200, {
          encodedImage: Buffer.from(`png:${payment.id}`).toString('base64'),
          payload: `00020101021226pix-${payment.id}`,
          expirationDate: `${payment.dueDate} 23:59:59`,
        });
      }
      return notFound();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v3`,
    apiKey,
    calls,
    subscriptions,
    payments,
    authorizations,
    authorize: (customerId, status = 'ACTIVE') => {
      const created: AsaasPixAuthorization = {
        id: `a${++seq}b0c0d0-0000-4000-8000-${String(seq).padStart(12, '0')}`,
        status,
        customerId,
        frequency: 'MONTHLY',
        value: 47,
        startDate: null,
        finishDate: null,
      };
      authorizations.set(created.id, created);
      return created;
    },
    addPayment,
    pay: (paymentId, on) => {
      const payment = payments.get(paymentId)!;
      payments.set(paymentId, { ...payment, status: 'RECEIVED', paymentDate: on });
    },
    failNext: (path, status, times = 1) => failures.set(path, { status, times }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
