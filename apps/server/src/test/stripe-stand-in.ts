import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call the stand-in received: form fields flattened the way Stripe encodes them (a[b][0]=…). */
export interface RecordedCall {
  method: string;
  path: string;
  form: Record<string, string>;
  headers: http.IncomingHttpHeaders;
}

export interface StripeStandIn {
  host: string;
  port: number;
  protocol: 'http';
  calls: RecordedCall[];
  /** Subscriptions answered by GET /v1/subscriptions/:id, as Stripe's JSON objects. */
  subscriptions: Map<string, Record<string, unknown>>;
  /** Customers deleted in the dashboard: calls naming them fail the way Stripe's do. */
  deletedCustomers: Set<string>;
  /** The next answer (or `times` answers) for a path fail with this status (to test upstream failures). */
  failNext(path: string, status: number, times?: number): void;
  close(): Promise<void>;
}

/**
 * A local HTTP server standing in for api.stripe.com in tests: records each call and answers with
 * the objects the SDK expects, so the adapter's real HTTP requests are exercised end to end.
 */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const calls: RecordedCall[] = [];
  const subscriptions = new Map<string, Record<string, unknown>>();
  const failures = new Map<string, { status: number; times: number }>();
  const deletedCustomers = new Set<string>();
  let seq = 0;

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const form = Object.fromEntries(new URLSearchParams(body));
      calls.push({ method: req.method ?? 'GET', path: url.pathname, form, headers: req.headers });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++seq}` });
        res.end(JSON.stringify(payload));
      };
      const failure = failures.get(url.pathname);
      if (failure) {
        if (--failure.times <= 0) failures.delete(url.pathname);
        return send(failure.status, { error: { type: 'api_error', message: 'stand-in failure' } });
      }
      const customer = form.customer ?? url.searchParams.get('customer');
      if (customer && deletedCustomers.has(customer)) {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            param: 'customer',
            message: `No such customer: '${customer}'`,
          },
        });
      }
      if (req.method === 'POST' && url.pathname === '/v1/customers') {
        return send(200, { id: `cus_standin_${++seq}`, object: 'customer', email: form.email ?? null });
      }
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const id = `cs_test_${++seq}`;
        return send(200, {
          id,
          object: 'checkout.session',
          mode: form.mode,
          url: `https://checkout.stripe.test/c/pay/${id}`,
        });
      }
      if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
        return send(200, {
          id: `bps_${++seq}`,
          object: 'billing_portal.session',
          url: `https://billing.stripe.test/p/session/${seq}`,
        });
      }
      if (req.method === 'GET' && url.pathname === '/v1/subscriptions') {
        const data = [...subscriptions.values()]
          .filter((s) => s.customer === customer)
          .reverse()
          .slice(0, Number(url.searchParams.get('limit') ?? 10));
        return send(200, { object: 'list', data, has_more: false, url: '/v1/subscriptions' });
      }
      const match = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'POST' && match) {
        // An update: the trial end (with the period end, as Stripe moves both while trialing) and metadata.
        const id = decodeURIComponent(match[1]!);
        const sub = subscriptions.get(id);
        if (!sub)
          return send(404, {
            error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such subscription' },
          });
        const metadata = { ...(sub.metadata as Record<string, string>) };
        for (const [key, value] of Object.entries(form)) {
          const field = /^metadata\[(.+)\]$/.exec(key);
          if (field) metadata[field[1]!] = value;
        }
        const nowSeconds = Math.floor(Date.now() / 1000);
        const trialEnd =
          form.trial_end === undefined ? sub.trial_end : form.trial_end === 'now' ? nowSeconds : Number(form.trial_end);
        const ended = form.trial_end === 'now';
        const items =
          form.trial_end === undefined || ended
            ? sub.items
            : { object: 'list', data: [{ id: `si_${id}`, object: 'subscription_item', current_period_end: trialEnd }] };
        subscriptions.set(id, { ...sub, metadata, trial_end: trialEnd, items, ...(ended ? { status: 'active' } : {}) });
        return send(200, subscriptions.get(id));
      }
      if ((req.method === 'GET' || req.method === 'DELETE') && match) {
        const id = decodeURIComponent(match[1]!);
        const sub = subscriptions.get(id);
        if (!sub)
          return send(404, {
            error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such subscription' },
          });
        if (req.method === 'DELETE') subscriptions.set(id, { ...sub, status: 'canceled' });
        return send(200, subscriptions.get(id));
      }
      return send(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    protocol: 'http',
    calls,
    subscriptions,
    deletedCustomers,
    failNext: (path, status, times = 1) => failures.set(path, { status, times }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A Stripe subscription object as the API (version with periods on items) returns it. */
export function stripeSubscription(fields: {
  id: string;
  customer: string;
  status: string;
  periodEnd: number;
  trialEnd?: number | null;
  cancelAtPeriodEnd?: boolean;
  professionalId?: string;
  /** The metadata our checkout sets on a first trial that waits for the profile's first listing. */
  trialWaitsForListing?: boolean;
}): Record<string, unknown> {
  return {
    id: fields.id,
    object: 'subscription',
    customer: fields.customer,
    status: fields.status,
    cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
    trial_end: fields.trialEnd ?? null,
    metadata: {
      ...(fields.professionalId ? { professional_id: fields.professionalId } : {}),
      ...(fields.trialWaitsForListing ? { trial: 'waits_for_listing' } : {}),
    },
    items: {
      object: 'list',
      data: [{ id: `si_${fields.id}`, object: 'subscription_item', current_period_end: fields.periodEnd }],
    },
  };
}
