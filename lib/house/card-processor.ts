import 'server-only';
import Stripe from 'stripe';
import { env } from '@/lib/env/env';

/**
 * The card processor (Stripe): its settings from the environment and its client, for the card
 * authorisation at request time and the capture at invoice time alike. Without both settings the
 * house takes the paper card form instead (issue 12 §7).
 */

export type StripeSettings = { secretKey: string; webhookSecret: string; apiBaseUrl: string };

/** Stripe when both its settings are set; otherwise staff record the paper card form (issue 12 §7). */
export function stripeFromEnv(): StripeSettings | null {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE_URL } = env();
  return STRIPE_SECRET_KEY && STRIPE_WEBHOOK_SECRET
    ? { secretKey: STRIPE_SECRET_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET, apiBaseUrl: STRIPE_API_BASE_URL }
    : null;
}

export function stripeClient(settings: StripeSettings): Stripe {
  const base = new URL(settings.apiBaseUrl);
  return new Stripe(settings.secretKey, {
    host: base.hostname,
    port: base.port || (base.protocol === 'http:' ? 80 : 443),
    protocol: base.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 1,
    telemetry: false,
  });
}
