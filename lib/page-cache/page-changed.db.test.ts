import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type Channel } from '@/lib/db/listen';
import { categories, holdLines, holdRequests, itemAlternates, itemBlocks, items, users } from '@/lib/db/schema';
import { seedCatalog } from '@/demo/seed-catalog';
import { askedRange, linePeriod } from '@/lib/availability/availability';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { testDatabase } from '@/test/database';
import { until } from '@/test/until';
import { PageCache } from './page-cache.mjs';
import { PAGE_CHANGED_CHANNEL } from './shared-pages.mjs';

const VENDOR = tenant.vendor.id;
const UID = 'crew-page-cache-test';
const fixture = testDatabase();
const db = () => fixture.handle.db;

/** Every notification on the channel, as the tag lists the cache receives. */
const heard: string[][] = [];
let channel: Channel;
let props: { id: string; categoryId: string; kindKey: string }[] = [];

beforeAll(async () => {
  await seedCatalog(db(), { items: 300, vendorId: VENDOR, currency: 'USD', colors: demo.colorMap, now: new Date() });
  props = await db().select({ id: items.id, categoryId: items.categoryId, kindKey: items.kindKey }).from(items).orderBy(items.id);
  await db().insert(users).values({ id: UID, name: 'Crew', email: 'crew-page-cache@example.test' });
  channel = await listen(
    fixture.handle,
    PAGE_CHANGED_CHANNEL,
    (payload) => heard.push(JSON.parse(payload) as string[]),
    () => undefined,
  );
});
afterAll(() => channel?.close());

let marks = 0;

/**
 * Sends a marker on the channel and waits until every listener has heard it. Notices arrive in the
 * order their transactions committed, so whatever was sent before the marker has arrived too.
 */
async function allHeard(listeners: string[][][]): Promise<void> {
  const mark = `mark:${++marks}`;
  await db().execute(sql`select pg_notify(${PAGE_CHANGED_CHANNEL}, ${JSON.stringify([mark])})`);
  await until(() => listeners.every((notices) => notices.some((tags) => tags.includes(mark))));
}

/** The tags heard for `write`, and only for it. */
async function tagsOf(write: () => Promise<unknown>): Promise<string[]> {
  await allHeard([heard]);
  heard.length = 0;
  await write();
  await allHeard([heard]);
  return [...new Set(heard.flat().filter((tag) => !tag.startsWith('mark:')))].sort();
}

async function line(itemId: string, pickUpOn: string, returnOn: string, quantity = 1) {
  const requestId = randomUUID();
  await db().insert(holdRequests).values({ id: requestId, vendorId: VENDOR, uid: UID, kind: 'hold', pickUpOn, returnOn, production: 'Night Shift' });
  const id = randomUUID();
  await db()
    .insert(holdLines)
    .values({ id, requestId, itemId, title: 'Prop', sku: 'SKU', quantity, state: 'held', period: linePeriod(pickUpOn, returnOn) });
  return id;
}

describe('issue 14 §1: every write that changes a public page names its pages to every instance', () => {
  it('an item edit: its page, the prop pages of its category and of its kind (their similar props) and the catalogue', async () => {
    const [prop] = props;
    expect(await tagsOf(() => db().update(items).set({ title: 'Brass Floor Lamp' }).where(eq(items.id, prop!.id)))).toEqual(
      ['catalog', `category:${prop!.categoryId}`, `item:${prop!.id}`, `kind:${prop!.kindKey}`].sort(),
    );
  });

  it('a prop moved to another category names both categories', async () => {
    const [, prop] = props;
    const other = props.find((entry) => entry.categoryId !== prop!.categoryId)!.categoryId;
    expect(await tagsOf(() => db().update(items).set({ categoryId: other }).where(eq(items.id, prop!.id)))).toEqual(
      ['catalog', `category:${other}`, `category:${prop!.categoryId}`, `item:${prop!.id}`, `kind:${prop!.kindKey}`].sort(),
    );
  });

  it('issue 28 §5: a prop given another kind names both kinds, whose props’ pages list it or will', async () => {
    const prop = props[3]!;
    expect(await tagsOf(() => db().update(items).set({ kind: 'Counter Stool' }).where(eq(items.id, prop.id)))).toEqual(
      ['catalog', `category:${prop.categoryId}`, `item:${prop.id}`, `kind:${prop.kindKey}`, 'kind:counter stool'].sort(),
    );
  });

  it('issue 28 §5: alternates linked or unlinked name both props’ pages', async () => {
    const [one, two] = [props[4]!.id, props[5]!.id].sort() as [string, string];
    expect(await tagsOf(() => db().insert(itemAlternates).values({ vendorId: VENDOR, itemAId: one, itemBId: two }))).toEqual([`item:${one}`, `item:${two}`]);
    expect(await tagsOf(() => db().delete(itemAlternates).where(eq(itemAlternates.itemAId, one)))).toEqual([`item:${one}`, `item:${two}`]);
  });

  it('a category edit: every page, since the header and breadcrumbs name categories', async () => {
    expect(await tagsOf(() => db().update(categories).set({ description: 'Lamps of every era.' }).where(eq(categories.id, props[0]!.categoryId)))).toEqual([
      'all',
    ]);
  });

  it('an import of hundreds of props: every page, in one notification that fits', async () => {
    const many = props.slice(0, 250).map((entry) => entry.id);
    expect(await tagsOf(() => db().update(items).set({ weightLb: 12 }).where(inArray(items.id, many)))).toEqual(['all']);
  });

  it('a hold line and a staff block: the prop’s page, whose "Check your dates" they change', async () => {
    const prop = props[10]!;
    await db().update(items).set({ quantity: 5 }).where(eq(items.id, prop.id));
    expect(await tagsOf(() => line(prop.id, '2031-04-01', '2031-04-03'))).toEqual([`item:${prop.id}`]);
    expect(
      await tagsOf(() =>
        db()
          .insert(itemBlocks)
          .values({ id: randomUUID(), itemId: prop.id, quantity: 1, period: askedRange('2031-04-10', '2031-04-12'), reason: 'repair', note: '' }),
      ),
    ).toEqual([`item:${prop.id}`]);
  });

  it('a hold that books a prop’s last unit also changes the searches with dates; one that leaves units free does not', async () => {
    const prop = props[11]!;
    await db().update(items).set({ quantity: 2 }).where(eq(items.id, prop.id));
    expect(await tagsOf(() => line(prop.id, '2031-05-01', '2031-05-03'))).toEqual([`item:${prop.id}`]);
    let last = '';
    expect(await tagsOf(async () => (last = await line(prop.id, '2031-05-02', '2031-05-06')))).toEqual(['availability', `item:${prop.id}`]);
    // The same full days again (a line on them confirmed; a third unit there is refused, decision 130): nothing in the dated searches changes.
    expect(await tagsOf(() => db().update(holdLines).set({ state: 'confirmed' }).where(eq(holdLines.id, last)))).toEqual([`item:${prop.id}`]);
  });
});

describe('issue 14 §1: two instances on one database', () => {
  it('an item edit made through one empties that prop’s page in both caches, and leaves another prop’s page', async () => {
    const [edited, other] = [props[20]!, props.find((entry) => entry.categoryId !== props[20]!.categoryId)!];
    const caches = [new PageCache(), new PageCache()];
    const page = (tags: string[]) => ({ headers: {}, gzip: Buffer.alloc(10), tags: new Set(['all', ...tags]) });
    for (const cache of caches) {
      cache.put(`/items/${edited.id}`, page([`item:${edited.id}`, `category:${edited.categoryId}`]), cache.epoch);
      cache.put(`/items/${other.id}`, page([`item:${other.id}`, `category:${other.categoryId}`]), cache.epoch);
    }
    // Each instance listens on a connection of its own, as lib/page-cache/listen-for-page-changes.ts does.
    const notices = caches.map((): string[][] => []);
    const channels = await Promise.all(
      caches.map((cache, index) =>
        listen(
          fixture.handle,
          PAGE_CHANGED_CHANNEL,
          (payload) => {
            const tags = JSON.parse(payload) as string[];
            notices[index]!.push(tags);
            cache.invalidate(tags);
          },
          () => undefined,
        ),
      ),
    );
    try {
      await db().update(items).set({ title: 'Oak Writing Desk' }).where(eq(items.id, edited.id));
      await allHeard(notices);
      for (const cache of caches) {
        expect(cache.get(`/items/${edited.id}`)).toBeUndefined();
        expect(cache.get(`/items/${other.id}`)).toBeDefined();
      }
    } finally {
      await Promise.all(channels.map((channel) => channel.close()));
    }
  });
});
