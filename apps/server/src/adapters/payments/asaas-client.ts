import { PaymentsUpstreamError } from './payments.ts';

/**
 * A typed client for the parts of Asaas's API v3 that the subscription uses: customers,
 * subscriptions, the payments a subscription generates, a payment's Pix QR code and the Pix
 * Automático authorizations a payer grants. Requests carry the key in the `access_token` header;
 * answers are JSON.
 */

export type AsaasBillingType = 'PIX' | 'BOLETO' | 'CREDIT_CARD' | 'UNDEFINED';
export type AsaasSubscriptionStatus = 'ACTIVE' | 'INACTIVE' | 'EXPIRED';
/** The statuses a payment goes through; RECEIVED and CONFIRMED mean paid. */
export type AsaasPaymentStatus =
  | 'PENDING'
  | 'RECEIVED'
  | 'CONFIRMED'
  | 'OVERDUE'
  | 'REFUNDED'
  | 'RECEIVED_IN_CASH'
  | 'REFUND_REQUESTED'
  | 'CHARGEBACK_REQUESTED'
  | 'AWAITING_RISK_ANALYSIS'
  | (string & {});

export interface AsaasCustomer {
  id: string;
  name: string;
  email: string | null;
  externalReference: string | null;
}

export interface AsaasSubscription {
  id: string;
  customer: string;
  billingType: AsaasBillingType;
  value: number;
  /** YYYY-MM-DD: the due date of the next payment Asaas will generate. */
  nextDueDate: string;
  cycle: string;
  status: AsaasSubscriptionStatus;
  deleted?: boolean;
  externalReference: string | null;
  /** YYYY-MM-DD. */
  dateCreated?: string;
}

export interface AsaasPayment {
  id: string;
  customer: string;
  subscription: string | null;
  billingType: AsaasBillingType;
  status: AsaasPaymentStatus;
  value: number;
  /** YYYY-MM-DD. */
  dueDate: string;
  paymentDate: string | null;
  invoiceUrl: string | null;
  bankSlipUrl: string | null;
  deleted?: boolean;
}

export interface AsaasPixQrCode {
  /** The QR code as a PNG in base64. */
  encodedImage: string;
  /** The copy-and-paste code. */
  payload: string;
  expirationDate: string;
}

/**
 * A payer's consent, given once in the bank's app, for the next Pix charges to be debited by
 * themselves. CREATED waits for the payer; only ACTIVE debits; REFUSED, CANCELLED and EXPIRED end it.
 */
export type AsaasPixAuthorizationStatus = 'CREATED' | 'ACTIVE' | 'REFUSED' | 'CANCELLED' | 'EXPIRED' | (string & {});

export interface AsaasPixAuthorization {
  id: string;
  status: AsaasPixAuthorizationStatus;
  customerId: string;
  frequency?: string;
  value?: number | null;
  startDate?: string | null;
  finishDate?: string | null;
}

export interface AsaasClientConfig {
  apiKey: string;
  /** Up to /v3, without the trailing slash. */
  baseUrl: string;
  timeoutMs?: number;
}

/** The API answered 404: the object does not exist (or no longer does). */
export class AsaasNotFound extends PaymentsUpstreamError {
  constructor(path: string) {
    super(`Asaas: ${path} não existe`);
    this.name = 'AsaasNotFound';
  }
}

export interface AsaasClient {
  createCustomer(input: { name: string; email: string; externalReference: string }): Promise<AsaasCustomer>;
  createSubscription(input: {
    customer: string;
    billingType: AsaasBillingType;
    value: number;
    nextDueDate: string;
    cycle: 'MONTHLY';
    description: string;
    externalReference: string;
  }): Promise<AsaasSubscription>;
  getSubscription(id: string): Promise<AsaasSubscription>;
  /** Changes how future payments are made; the ones already generated stay as they are. */
  updateSubscription(
    id: string,
    input: { billingType: AsaasBillingType; updatePendingPayments: false },
  ): Promise<AsaasSubscription>;
  deleteSubscription(id: string): Promise<void>;
  listSubscriptionPayments(id: string): Promise<AsaasPayment[]>;
  getPixQrCode(paymentId: string): Promise<AsaasPixQrCode>;
  /** The customer's subscriptions, deleted ones included. */
  listCustomerSubscriptions(customer: string): Promise<AsaasSubscription[]>;
  getPixAuthorization(id: string): Promise<AsaasPixAuthorization>;
  listPixAuthorizations(filter: {
    customerId: string;
    status: AsaasPixAuthorizationStatus;
  }): Promise<AsaasPixAuthorization[]>;
  /** Ends a Pix Automático authorization: nothing more is debited under it. */
  cancelPixAuthorization(id: string): Promise<void>;
}

export function createAsaasClient(config: AsaasClientConfig): AsaasClient {
  async function request<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: object): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${config.baseUrl}${path}`, {
        method,
        headers: {
          access_token: config.apiKey,
          'content-type': 'application/json',
          'user-agent': 'palco-brasil',
          accept: 'application/json',
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
      });
    } catch (err) {
      throw new PaymentsUpstreamError(`Asaas: ${method} ${path} falhou`, { cause: err });
    }
    if (res.status === 404) throw new AsaasNotFound(path);
    const text = await res.text();
    if (!res.ok)
      throw new PaymentsUpstreamError(`Asaas: ${method} ${path} respondeu ${res.status}`, {
        cause: text.slice(0, 500),
      });
    try {
      return (text ? JSON.parse(text) : null) as T;
    } catch (err) {
      throw new PaymentsUpstreamError(`Asaas: ${method} ${path} respondeu algo que não é JSON`, { cause: err });
    }
  }
  const id = (value: string) => encodeURIComponent(value);

  return {
    createCustomer: (input) => request('POST', '/customers', input),
    createSubscription: (input) => request('POST', '/subscriptions', input),
    getSubscription: (sub) => request('GET', `/subscriptions/${id(sub)}`),
    updateSubscription: (sub, input) => request('POST', `/subscriptions/${id(sub)}`, input),
    deleteSubscription: async (sub) => {
      await request('DELETE', `/subscriptions/${id(sub)}`);
    },
    listSubscriptionPayments: async (sub) => {
      const page = await request<{ data: AsaasPayment[] }>('GET', `/subscriptions/${id(sub)}/payments?limit=100`);
      return page.data;
    },
    getPixQrCode: (payment) => request('GET', `/payments/${id(payment)}/pixQrCode`),
    listCustomerSubscriptions: async (customer) => {
      const page = await request<{ data: AsaasSubscription[] }>(
        'GET',
        `/subscriptions?customer=${id(customer)}&limit=100`,
      );
      return page.data;
    },
    getPixAuthorization: (authorization) => request('GET', `/pix/automatic/authorizations/${id(authorization)}`),
    listPixAuthorizations: async ({ customerId, status }) => {
      const page = await request<{ data: AsaasPixAuthorization[] }>(
        'GET',
        `/pix/automatic/authorizations?customerId=${id(customerId)}&status=${id(status)}&limit=100`,
      );
      return page.data;
    },
    cancelPixAuthorization: async (authorization) => {
      await request('DELETE', `/pix/automatic/authorizations/${id(authorization)}`);
    },
  };
}
