import 'server-only';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Db } from '@/lib/db';
import { holdLines, holdRequests, vendorUsers } from '@/lib/db/schema';
import { stripeClient, type StripeSettings } from '@/lib/house/card-processor';
import { requestPaperwork } from '@/lib/productions/read-productions';
import { recordAudit, type Actor } from '@/lib/audit/record-audit';
import { AppError, type Result } from '@/lib/errors/app-error';
import { weeklyQuote, type QuoteLine } from '@/lib/set-lists/weekly-quote';
import { siteUrl } from '@/lib/site/url';
import type { Tenant } from '@/lib/tenant';
import { tellOfLineMoves } from './hold-emails';
import { houseToday } from '@/lib/house/clock';
import { moveLine } from './move-line';
import type { CustomerKey } from '@/lib/house/customer-key';

type House = Pick<Tenant, 'request' | 'vendor' | 'holds' | 'locale' | 'currency' | 'hasCreditCardAuth' | 'cardAuthProcessingPercent'> & {
  billing?: Pick<Tenant['billing'], 'paperworkCheck'>;
};

/** Lines the card authorisation covers: the ones on hold for this production now. */
const COVERED = ['held', 'challenged'] as const;
/** The line states a card authorisation covers, for the words that say what it covers (issue 24 §8). */
export const COVERED_STATES: ReadonlySet<string> = new Set(COVERED);

/**
 * What the card is authorised for: the rental of the lines on hold, from the quote and discount
 * schedule sent with the request, plus the processing percentage. Null when nothing is on hold or
 * the props have no price.
 */
export async function cardAmount(db: Db, requestId: string, house: House): Promise<number | null> {
  const [request] = await db.select().from(holdRequests).where(eq(holdRequests.id, requestId));
  if (!request || request.kind !== 'hold' || !request.returnOn) return null;
  const held = await db
    .select({ itemId: holdLines.itemId, quantity: holdLines.quantity })
    .from(holdLines)
    .where(and(eq(holdLines.requestId, requestId), inArray(holdLines.state, [...COVERED])));
  const snapshot = (request.quote ?? {}) as {
    lines?: QuoteLine[];
    weeklyDiscounts?: number[];
    discountAfterEighthWeek?: number | null;
    cardProcessingPercent?: number;
  };
  const rates = new Map((snapshot.lines ?? []).map((line) => [line.itemId, line.weeklyRateCents]));
  const quote = weeklyQuote(
    held.map((line) => ({ ...line, weeklyRateCents: rates.get(line.itemId) ?? null })),
    { pickUp: request.pickUpOn, returnBy: request.returnOn },
    {
      weeklyDiscounts: snapshot.weeklyDiscounts ?? house.vendor.weeklyDiscounts,
      discountAfterEighthWeek: snapshot.discountAfterEighthWeek ?? undefined,
      hasCreditCardAuth: true,
      // The percentage the request was quoted with; requests made before it was kept take today's.
      cardProcessingPercent: snapshot.cardProcessingPercent ?? house.cardAuthProcessingPercent,
      showPrices: true,
    },
  );
  return quote.showPrices && quote.cardAuthorisationCents ? quote.cardAuthorisationCents : null;
}

/**
 * The customer asks to authorise a card for their request: a Stripe Checkout Session that only
 * authorises (capture later), for the amount above. Answers Stripe's page to send the browser to.
 */
export async function startCardAuthorisation(
  db: Db,
  owner: CustomerKey,
  requestId: string,
  house: House,
  stripe: StripeSettings,
): Promise<Result<{ url: string }>> {
  const [row] = await db
    .select({ request: holdRequests, email: vendorUsers.email })
    .from(holdRequests)
    .innerJoin(vendorUsers, and(eq(vendorUsers.vendorId, holdRequests.vendorId), eq(vendorUsers.uid, holdRequests.uid)))
    .where(and(eq(holdRequests.id, requestId), eq(holdRequests.vendorId, owner.vendorId), eq(holdRequests.uid, owner.uid)));
  if (!row) return { ok: false, error: new AppError('notFound', 'We could not find that request.') };
  if (row.request.cardAuthorisedAt) return { ok: false, error: new AppError('conflict', 'Your card is already authorised for this request.') };
  const amount = await cardAmount(db, requestId, house);
  if (!amount)
    return { ok: false, error: new AppError('conflict', `Nothing on this request is on ${house.request.type.toLowerCase()} to authorise a card for.`) };
  const back = new URL('/holds', siteUrl()).toString();
  const session = await stripeClient(stripe).checkout.sessions.create({
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: house.currency.toLowerCase(),
          unit_amount: amount,
          product_data: { name: `Card authorisation: ${row.request.production || `${house.request.type} request`}` },
        },
      },
    ],
    // Authorise only: the house captures what the rental comes to after the return. The card is kept
    // on a Stripe customer for off-session use, as an authorisation lapses after about 7 days and a
    // rental often runs longer: the invoice is then charged to the same card (lib/invoices/capture-card.ts).
    payment_intent_data: { capture_method: 'manual', setup_future_usage: 'off_session', metadata: { requestId } },
    customer_creation: 'always',
    metadata: { requestId },
    client_reference_id: requestId,
    customer_email: row.email || undefined,
    success_url: `${back}?card=authorised`,
    cancel_url: back,
  });
  if (!session.url) return { ok: false, error: new AppError('unavailable', 'Card authorisation is not available just now. Please try again.') };
  await db.update(holdRequests).set({ stripeSessionId: session.id, cardAmountCents: amount }).where(eq(holdRequests.id, requestId));
  return { ok: true, data: { url: session.url } };
}

/**
 * Records the card authorised, once, and confirms the request's lines on hold, as the customer
 * confirming them (the order of issue 12 §3). Whoever records it second changes nothing.
 */
async function cardAuthorised(
  db: Db,
  requestId: string,
  method: 'stripe' | 'paper',
  house: House,
  { paymentIntentId, staff }: { paymentIntentId?: string; staff?: Actor } = {},
): Promise<boolean> {
  const recorded = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(holdRequests)
      .set({ cardMethod: method, cardAuthorisedAt: new Date(), stripePaymentIntentId: paymentIntentId ?? null, updatedAt: new Date() })
      .where(and(eq(holdRequests.id, requestId), eq(holdRequests.kind, 'hold'), isNull(holdRequests.cardAuthorisedAt)))
      .returning({ vendorId: holdRequests.vendorId });
    if (row && staff) {
      const audit = { vendorId: row.vendorId, actor: staff, subjectType: 'request', subjectId: requestId, action: 'cardForm' } as const;
      await recordAudit(tx, { ...audit, before: { cardMethod: null }, after: { cardMethod: method } });
    }
    return Boolean(row);
  });
  if (!recorded) return false;
  // Issue 26 §1: where the house refuses a confirm without the production's paperwork, the lines stay on hold for staff.
  const refused =
    house.billing?.paperworkCheck === 'refuse' && (await requestPaperwork(db, { requestId }, houseToday(house.vendor.timezone))).warnings.length > 0;
  if (method === 'stripe' && !refused) {
    const lines = await db
      .select({ id: holdLines.id })
      .from(holdLines)
      .where(and(eq(holdLines.requestId, requestId), inArray(holdLines.state, [...COVERED])));
    const confirmed: string[] = [];
    for (const line of lines) {
      const moved = await moveLine(db, line.id, 'confirm', 'customer', { cardRequired: house.hasCreditCardAuth, today: houseToday(house.vendor.timezone) });
      if (moved.ok) confirmed.push(line.id);
    }
    // One "Confirmed" for the request's lines (decision 142): the house's answer to the card, so news to the customer.
    await tellOfLineMoves(
      db,
      confirmed.map((lineId) => ({ lineId, event: 'confirm' as const })),
      house,
    );
  }
  return true;
}

/** Staff received the paper card authorisation form: staff then confirm each line. */
export async function recordPaperCardForm(db: Db, requestId: string, house: House, staff?: Actor): Promise<Result> {
  return (await cardAuthorised(db, requestId, 'paper', house, { staff }))
    ? { ok: true, data: null }
    : { ok: false, error: new AppError('conflict', 'A card authorisation is already recorded for this request.') };
}

/**
 * Stripe's webhook (issue 12 §7): the event is believed only with a valid signature. An
 * authorisation of at least the amount asked, and of what the lines on hold now come to, records the
 * card and confirms those lines.
 * Other events are acknowledged and ignored.
 */
export async function recordStripeEvent(
  db: Db,
  payload: string,
  signature: string | null,
  stripe: StripeSettings,
  house: House,
): Promise<Result<{ recorded: boolean }>> {
  let event: Stripe.Event;
  try {
    event = stripeClient(stripe).webhooks.constructEvent(payload, signature ?? '', stripe.webhookSecret);
  } catch {
    return { ok: false, error: new AppError('invalid', 'The webhook signature does not match.') };
  }
  if (event.type !== 'payment_intent.amount_capturable_updated') return { ok: true, data: { recorded: false } };
  const intent = event.data.object;
  const requestId = intent.metadata?.requestId;
  if (!requestId) return { ok: true, data: { recorded: false } };
  const [request] = await db.select({ cardAmountCents: holdRequests.cardAmountCents }).from(holdRequests).where(eq(holdRequests.id, requestId));
  if (!request?.cardAmountCents) return { ok: true, data: { recorded: false } };
  // The lines on hold now, not when the payment page opened: staff may have accepted more since, and
  // an authorisation for fewer would confirm them all. Short, the customer is asked for the new amount.
  const needed = Math.max(request.cardAmountCents, (await cardAmount(db, requestId, house)) ?? 0);
  if (intent.amount_capturable < needed) return { ok: true, data: { recorded: false } };
  return { ok: true, data: { recorded: await cardAuthorised(db, requestId, 'stripe', house, { paymentIntentId: intent.id }) } };
}
