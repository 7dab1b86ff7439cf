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
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** A page to send the browser to: Stripe's, or the built-in test pages. */
export const redirectUrlSchema = z.object({ url: z.string() });
export type RedirectUrl = z.infer<typeof redirectUrlSchema>;

/** The plan the built-in test checkout offers. */
export const testCheckoutSchema = z.object({ price_label: z.string(), trial_days: z.number() });
export type TestCheckout = z.infer<typeof testCheckoutSchema>;
