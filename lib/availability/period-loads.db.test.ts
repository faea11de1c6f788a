import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { holdLines, holdRequests, itemBlocks, items, users } from '@/lib/db/schema';
import { seedCatalog } from '@/demo/seed-catalog';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { testDatabase } from '@/test/database';
import { addDays } from '@/lib/text/calendar-day';
import { askedRange, dailyLoadsOf } from './availability';
import { periodLoadsOf } from './period-loads';
import { NOTHING_AWAY, periodLoad } from './period-state';

const fixture = testDatabase();
const db = () => fixture.handle.db;
const UID = `crew-period-loads-${randomUUID()}`;
const WINDOW_START = '2029-03-01';
const HORIZON = 30;
const STATES = ['held', 'challenged', 'confirmed', 'out', 'requested', 'secondHold'] as const;
type Prop = { id: string; title: string; quantity: number };
let props: Prop[] = [];

beforeAll(async () => {
  await seedCatalog(db(), { items: 30, vendorId: tenant.vendor.id, currency: 'USD', colors: demo.colorMap, now: new Date() });
  const rentals = await db().select({ id: items.id, title: items.title }).from(items).where(eq(items.purchaseType, 'Weekly Rental')).orderBy(items.id);
  props = rentals.slice(0, 3).map((prop) => ({ ...prop, quantity: 0 }));
  await db()
    .insert(users)
    .values({ id: UID, name: 'Crew', email: `${UID}@example.test` });
});

/**
 * Each unit of a prop is a lane of stretches that never overlap, so the database's guard against
 * overbooking (decision 130) accepts them all: a line of one unit in any state, or a staff block.
 */
const lane = fc.array(
  fc.record({ gap: fc.integer({ min: 0, max: 12 }), days: fc.integer({ min: 1, max: 14 }), kind: fc.constantFrom(...STATES, 'block' as const) }),
  { maxLength: 5 },
);
const scene = fc.record({
  quantities: fc.tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 })),
  lanes: fc.array(lane, { minLength: 9, maxLength: 9 }),
  start: fc.integer({ min: 0, max: 25 }),
  length: fc.integer({ min: 1, max: 8 }),
});

async function lay(prop: Prop, lanes: (typeof lane extends fc.Arbitrary<infer T> ? T : never)[]) {
  for (const stretches of lanes) {
    let day = WINDOW_START;
    for (const { gap, days, kind } of stretches) {
      const first = addDays(day, gap);
      day = addDays(first, days);
      const period = `[${first},${day})`;
      if (kind === 'block') {
        await db().insert(itemBlocks).values({ id: randomUUID(), itemId: prop.id, quantity: 1, period, reason: 'repair' });
        continue;
      }
      const requestId = randomUUID();
      await db()
        .insert(holdRequests)
        .values({ id: requestId, vendorId: tenant.vendor.id, uid: UID, kind: 'hold', pickUpOn: first, returnOn: addDays(day, -1) });
      await db().insert(holdLines).values({ id: randomUUID(), requestId, itemId: prop.id, title: prop.title, sku: 'X', quantity: 1, state: kind, period });
    }
  }
}

async function clear() {
  const ids = props.map((prop) => prop.id);
  await db().delete(holdLines).where(inArray(holdLines.itemId, ids));
  await db().delete(itemBlocks).where(inArray(itemBlocks.itemId, ids));
}

describe('issue 39 §2: a page’s next free days, computed in SQL, agree with the rule walked day by day', () => {
  it('over any holds, orders, blocks and stock, for three props at once: the busiest day, "out", and the next free day', async () => {
    const seen = { nextFree: 0, out: 0 };
    await fc.assert(
      fc.asyncProperty(scene, async ({ quantities, lanes, start, length }) => {
        await clear();
        const page = props.map((prop, index) => ({ ...prop, quantity: quantities[index]! }));
        for (const prop of page) await db().update(items).set({ quantity: prop.quantity }).where(eq(items.id, prop.id));
        for (const [index, prop] of page.entries()) await lay(prop, lanes.slice(index * 3, index * 3 + prop.quantity));
        const from = addDays(WINDOW_START, start);
        const period = { from, to: addDays(from, length - 1) };

        const fromSql = await periodLoadsOf(db(), page, period, HORIZON);
        const days = await dailyLoadsOf(
          db(),
          page.map((prop) => prop.id),
          askedRange(from, addDays(period.to, HORIZON + 1)),
        );
        for (const prop of page) {
          const walked = periodLoad({ quantity: prop.quantity, loads: days.get(prop.id) ?? new Map(), period, horizonDays: HORIZON });
          expect(fromSql.get(prop.id) ?? NOTHING_AWAY, prop.id).toEqual(walked);
          if (walked.nextFree) seen.nextFree++;
          if (walked.out) seen.out++;
        }
      }),
      { numRuns: 40 },
    );
    // Not a vacuous pass: taken props with a next free day, and props out, were among them.
    expect(seen.nextFree).toBeGreaterThan(0);
    expect(seen.out).toBeGreaterThan(0);
    await clear();
  });

  it('answers nothing for a prop with no units, and nothing for one with nothing away', async () => {
    await clear();
    const loads = await periodLoadsOf(
      db(),
      [
        { ...props[0]!, quantity: 0 },
        { ...props[1]!, quantity: 2 },
      ],
      { from: WINDOW_START, to: addDays(WINDOW_START, 3) },
      HORIZON,
    );
    expect(loads.size).toBe(0);
  });
});
