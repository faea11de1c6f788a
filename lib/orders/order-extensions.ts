import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { holdLines, holdRequests, items, orderExtensions, orders } from '@/lib/db/schema';
import { recordAudit, type Actor } from '@/lib/audit/record-audit';
import { violatedConstraint } from '@/lib/db/constraint-violation';
import { AppError, type Result } from '@/lib/errors/app-error';
import { unitsAway } from '@/lib/availability/availability';
import { isOverbookingRefused } from '@/lib/availability/overbooking-refused';
import type { CustomerKey } from '@/lib/house/customer-key';
import type { Tenant } from '@/lib/tenant';
import { addDays, daysBetween, type CalendarDay } from '@/lib/text/calendar-day';

type House = Pick<Tenant, 'holds'>;

/** The lines an extension moves: those confirmed or out. Returned ones are back; the rest never went. */
const EXTENDED = ['confirmed', 'out'] as const;

export const ALREADY_ASKED = 'You have asked to keep these props longer already; we answer soon.';
export const doesNotFitUntil = (title: string, free: number, stock: number) => `${title} does not fit those days: ${free} of ${stock} free.`;

export type ExtensionView = { id: string; state: 'asked' | 'accepted' | 'declined'; fromReturnOn: string; toReturnOn: string; reason: string };

/** What stands in the way of keeping a request's confirmed and out lines until `toReturnOn`: one sentence per line that does not fit. */
export async function extensionConflicts(db: Db | Tx, requestId: string, toReturnOn: CalendarDay, house: House): Promise<string[]> {
  const lines = await db
    .select({
      id: holdLines.id,
      itemId: holdLines.itemId,
      title: holdLines.title,
      quantity: holdLines.quantity,
      from: sql<string>`lower(${holdLines.period})::text`,
      stock: items.quantity,
    })
    .from(holdLines)
    .innerJoin(items, eq(items.id, holdLines.itemId))
    .where(and(eq(holdLines.requestId, requestId), inArray(holdLines.state, [...EXTENDED])))
    .orderBy(asc(holdLines.seq));
  const refused: string[] = [];
  for (const line of lines) {
    const range = `[${line.from},${addDays(toReturnOn, 1 + house.holds.turnaroundDays)})`;
    const away = await unitsAway(db, line.itemId, range, line.id);
    if (away + line.quantity > line.stock) refused.push(doesNotFitUntil(line.title, Math.max(0, line.stock - away), line.stock));
  }
  return refused;
}

/**
 * A customer asks to keep an order's props until a later return day (issue 26 §5). Their own order,
 * with something confirmed or out, a later day within the house's reach; one ask waits at a time
 * (a unique index refuses a second, whoever sends it).
 */
export async function askExtension(
  db: Db,
  owner: CustomerKey,
  requestId: string,
  toReturnOn: CalendarDay,
  house: House,
  { today, now = Date.now() }: { today: CalendarDay; now?: number },
): Promise<Result<{ extensionId: string }>> {
  const [order] = await db
    .select({ id: orders.id, returnOn: holdRequests.returnOn })
    .from(orders)
    .innerJoin(holdRequests, eq(holdRequests.id, orders.requestId))
    .where(and(eq(orders.requestId, requestId), eq(orders.vendorId, owner.vendorId), eq(orders.uid, owner.uid)));
  if (!order?.returnOn) return { ok: false, error: new AppError('notFound', 'We could not find that order.') };
  const [open] = await db
    .select({ id: holdLines.id })
    .from(holdLines)
    .where(and(eq(holdLines.requestId, requestId), inArray(holdLines.state, [...EXTENDED])))
    .limit(1);
  if (!open) return { ok: false, error: new AppError('conflict', 'Nothing on this order is still with you or waiting to go out.') };
  const field = (message: string) => ({ ok: false as const, error: new AppError('invalid', message, { fieldErrors: { toReturnOn: message } }) });
  if (toReturnOn <= order.returnOn) return field('Choose a return day after the one you have.');
  if (daysBetween(today, toReturnOn) > house.holds.maxLeadDays)
    return field(`We take bookings up to ${house.holds.maxLeadDays} days ahead; choose an earlier day.`);
  const extensionId = randomUUID();
  try {
    await db.insert(orderExtensions).values({ id: extensionId, orderId: order.id, fromReturnOn: order.returnOn, toReturnOn, askedAt: new Date(now) });
  } catch (error) {
    if (violatedConstraint(error) === 'order_extensions_one_asked') return { ok: false, error: new AppError('conflict', ALREADY_ASKED) };
    throw error;
  }
  return { ok: true, data: { extensionId } };
}

/**
 * Staff answer an ask to extend (issue 26 §5). Accepting moves every confirmed and out line's last
 * day, the request's and the order's return day, in one transaction: like an accept, it first locks
 * each prop's row and counts the units away on the new days, and the database's own refusal of
 * overbooking (decision 130) stands behind it; what does not fit is refused, naming the prop, and
 * nothing changes. Declining keeps the days and tells why. An ask answered already is answered once.
 */
export async function answerExtension(
  db: Db,
  vendorId: string,
  extensionId: string,
  answer: 'accept' | 'decline',
  house: House,
  { staff, reason = '', now = Date.now() }: { staff: Actor; reason?: string; now?: number },
): Promise<Result<{ toReturnOn: string }>> {
  try {
    const data = await db.transaction(async (tx) => {
      const [found] = await tx
        .select({ ask: orderExtensions, order: orders })
        .from(orderExtensions)
        .innerJoin(orders, eq(orders.id, orderExtensions.orderId))
        .where(and(eq(orderExtensions.id, extensionId), eq(orders.vendorId, vendorId)))
        .for('update', { of: orders });
      if (!found) throw new AppError('notFound', 'We could not find that ask.');
      const { ask, order } = found;
      if (ask.state !== 'asked') throw new AppError('conflict', `That ask was ${ask.state} already.`);
      const at = new Date(now);
      if (answer === 'accept') {
        const lines = await tx
          .select({ id: holdLines.id, itemId: holdLines.itemId })
          .from(holdLines)
          .where(and(eq(holdLines.requestId, order.requestId), inArray(holdLines.state, [...EXTENDED])))
          .orderBy(asc(holdLines.itemId));
        // The props' rows first, in one order, as every move that adds units locks them.
        for (const line of lines) await tx.select({ id: items.id }).from(items).where(eq(items.id, line.itemId)).for('update');
        const refused = await extensionConflicts(tx, order.requestId, ask.toReturnOn, house);
        if (refused.length > 0) throw new AppError('conflict', refused.join(' '), { reason: 'UNAVAILABLE' });
        const upper = addDays(ask.toReturnOn, 1 + house.holds.turnaroundDays);
        await tx
          .update(holdLines)
          .set({ period: sql`daterange(lower(${holdLines.period}), ${upper}::date)`, unread: true })
          .where(and(eq(holdLines.requestId, order.requestId), inArray(holdLines.state, [...EXTENDED])));
        await tx.update(holdRequests).set({ returnOn: ask.toReturnOn, updatedAt: at }).where(eq(holdRequests.id, order.requestId));
        await tx.update(orders).set({ returnOn: ask.toReturnOn }).where(eq(orders.id, order.id));
      }
      await tx
        .update(orderExtensions)
        .set({ state: answer === 'accept' ? 'accepted' : 'declined', reason, answeredAt: at, answeredBy: staff.name })
        .where(eq(orderExtensions.id, extensionId));
      await recordAudit(
        tx,
        {
          vendorId,
          actor: staff,
          subjectType: 'request',
          subjectId: order.requestId,
          action: answer === 'accept' ? 'acceptExtension' : 'declineExtension',
          before: { returnOn: ask.fromReturnOn },
          after: { returnOn: answer === 'accept' ? ask.toReturnOn : ask.fromReturnOn, ...(reason ? { reason } : {}) },
        },
        at,
      );
      return { toReturnOn: ask.toReturnOn };
    });
    return { ok: true, data };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error };
    if (isOverbookingRefused(error)) return { ok: false, error: new AppError('conflict', 'Those days no longer fit: look again.', { reason: 'UNAVAILABLE' }) };
    throw error;
  }
}

/** Each request's newest ask to extend, for "Your Holds" and the staff's request page. */
export async function extensionsOfRequests(db: Db, requestIds: string[]): Promise<Map<string, ExtensionView>> {
  const newest = new Map<string, ExtensionView>();
  if (requestIds.length === 0) return newest;
  const rows = await db
    .select({ requestId: orders.requestId, ask: orderExtensions })
    .from(orderExtensions)
    .innerJoin(orders, eq(orders.id, orderExtensions.orderId))
    .where(inArray(orders.requestId, requestIds))
    .orderBy(desc(orderExtensions.askedAt));
  for (const { requestId, ask } of rows)
    if (!newest.has(requestId))
      newest.set(requestId, { id: ask.id, state: ask.state, fromReturnOn: ask.fromReturnOn, toReturnOn: ask.toReturnOn, reason: ask.reason });
  return newest;
}

/** The staff navigation's "1 extension asked" beside Holds. */
export async function countExtensionsAsked(db: Db, vendorId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orderExtensions)
    .innerJoin(orders, eq(orders.id, orderExtensions.orderId))
    .where(and(eq(orders.vendorId, vendorId), eq(orderExtensions.state, 'asked')));
  return Number(row?.count ?? 0);
}

export type AskedExtension = {
  id: string;
  requestId: string;
  orderNumber: string;
  production: string;
  fromReturnOn: string;
  toReturnOn: string;
  askedAt: Date;
};

/** The asks to extend not answered yet, oldest first (issue 38 §5: the Today page lists them, no longer only a badge). */
export async function listExtensionsAsked(db: Db, vendorId: string, limit: number): Promise<AskedExtension[]> {
  return db
    .select({
      id: orderExtensions.id,
      requestId: orders.requestId,
      orderNumber: orders.number,
      production: orders.production,
      fromReturnOn: orderExtensions.fromReturnOn,
      toReturnOn: orderExtensions.toReturnOn,
      askedAt: orderExtensions.askedAt,
    })
    .from(orderExtensions)
    .innerJoin(orders, eq(orders.id, orderExtensions.orderId))
    .where(and(eq(orders.vendorId, vendorId), eq(orderExtensions.state, 'asked')))
    .orderBy(asc(orderExtensions.askedAt), asc(orderExtensions.id))
    .limit(limit);
}
