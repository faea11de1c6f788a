import { getDb } from '@/lib/db';
import { AppError } from '@/lib/errors/app-error';
import { recordStripeEvent } from '@/lib/holds/card-authorisation';
import { routeHandler } from '@/lib/entry-points/route-handler';
import { stripeFromEnv } from '@/lib/house/card-processor';
import { tenant } from '@/lib/tenant';

/**
 * Stripe's webhook (issue 12 §7). Open to anyone, as Stripe calls it: only an event signed with
 * STRIPE_WEBHOOK_SECRET is believed, read from the body exactly as sent.
 */
export const POST = routeHandler('anyone', async (request) => {
  const stripe = stripeFromEnv();
  if (!stripe) throw new AppError('notFound', 'Card authorisation by Stripe is not set up.');
  const recorded = await recordStripeEvent(await getDb(), await request.text(), request.headers.get('stripe-signature'), stripe, tenant);
  if (!recorded.ok) throw recorded.error;
  return Response.json({ received: true, recorded: recorded.data.recorded });
});
