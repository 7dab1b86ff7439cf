import { z } from 'zod';

/** The status check's answer (spec: has_subscription, is_active, status, trial_end, current_period_end). */
export const subscriptionStatusSchema = z.object({
  has_subscription: z.boolean(),
  is_active: z.boolean(),
  status: z.string(),
  trial_end: z.string().nullable(),
  current_period_end: z.string().nullable(),
  /** The subscriber asked to stop at the end of the period (still active until then). */
  cancel_at_period_end: z.boolean(),
  /** Who charges it (stripe, asaas, test) and how, when there is a subscription. */
  provider: z.string().nullable().optional(),
  payment_method: z.string().nullable().optional(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** A page to send the browser to: Stripe's, or the built-in test pages. */
export const redirectUrlSchema = z.object({ url: z.string() });
export type RedirectUrl = z.infer<typeof redirectUrlSchema>;

/** Every way a subscription can be paid, in the order the checkout offers them. */
export const PAYMENT_METHODS = ['card', 'pix_automatico', 'pix', 'boleto'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Cartão de crédito',
  pix_automatico: 'Pix Automático',
  pix: 'Pix',
  boleto: 'Boleto',
};

/** Starting a checkout: the method chosen, or the first one offered. */
export const checkoutRequestSchema = z.object({ method: paymentMethodSchema.optional() }).nullish();

/** The methods this server's providers offer at checkout. */
export const paymentMethodsSchema = z.object({
  methods: z.array(z.object({ method: paymentMethodSchema, label: z.string() })),
});
export type PaymentMethods = z.infer<typeof paymentMethodsSchema>;

/** Changing how the next payments are made. */
export const switchMethodSchema = z.object({ method: paymentMethodSchema });

/** The payment the subscriber has to make now (Asaas), with what it takes to pay it here. */
export const openPaymentSchema = z.object({
  method: paymentMethodSchema.nullable(),
  due_date: z.string(),
  /** The provider's page for this payment (Pix, boleto or card). */
  invoice_url: z.string().nullable(),
  boleto_url: z.string().nullable(),
  /** A Pix payment's copy-and-paste code and its QR code as a PNG in base64. */
  pix: z.object({ code: z.string(), qr_code_png_base64: z.string() }).nullable(),
});
export type OpenPayment = z.infer<typeof openPaymentSchema>;

/** How the built-in test checkout lets the professional pay. */
export const TEST_PAYMENT_METHODS = ['card', 'pix', 'boleto'] as const;
export const testPaymentMethodSchema = z.enum(TEST_PAYMENT_METHODS);
export type TestPaymentMethod = z.infer<typeof testPaymentMethodSchema>;

/**
 * The plan the built-in test checkout offers, with a Pix code and a boleto for its amount. The
 * receiver is the local provider's demo account, not a real one.
 */
export const testCheckoutSchema = z.object({
  price_label: z.string(),
  trial_days: z.number(),
  amount_cents: z.number(),
  pix: z.object({ code: z.string(), key: z.string(), merchant_name: z.string(), merchant_city: z.string() }),
  boleto: z.object({ digitable_line: z.string(), due_date: z.string() }),
});
export type TestCheckout = z.infer<typeof testCheckoutSchema>;

/** Confirming the test checkout; the method defaults to the card, as before methods existed. */
export const testCheckoutConfirmSchema = z.object({
  session: z.string().min(1).max(500),
  method: testPaymentMethodSchema.default('card'),
});
export type TestCheckoutConfirm = z.input<typeof testCheckoutConfirmSchema>;
