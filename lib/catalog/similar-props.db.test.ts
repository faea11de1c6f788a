import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedCatalog } from '@/demo/seed-catalog';
import { holdLines, holdRequests, itemAlternates, itemBlocks, items, users, type Dimensions } from '@/lib/db/schema';
import { rowsOf } from '@/lib/db/sql';
import { askedRange, linePeriod } from '@/lib/availability/availability';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { testDatabase } from '@/test/database';
import { alternatesThatCover } from './alternates-that-cover';
import { listSimilarProps } from './list-similar-props';
import { similarCandidates } from './similar-candidates';
import { compareSimilar } from './similar-props';

const VENDOR = tenant.vendor.id;
const UID = 'crew-similar-props';
const fixture = testDatabase(async (handle) => {
  await seedCatalog(handle.db, { items: 300, vendorId: VENDOR, currency: 'USD', colors: demo.colorMap, now: new Date() });
  await handle.db.insert(users).values({ id: UID, name: 'Crew', email: 'crew-similar@example.test' });
});
const db = () => fixture.handle.db;

type PropFields = {
  title: string;
  categoryId?: string;
  period?: string | null;
  colors?: string[];
  materials?: string[];
  tags?: string[];
  dimensions?: Dimensions;
  quantity?: number;
  kind?: string | null;
  status?: 'active' | 'hidden' | 'archived';
  purchaseType?: 'Weekly Rental' | 'Free';
};

/** A prop of the test's own, beside the demo's: `similar-<n>`. */
let made = 0;
async function prop(fields: PropFields): Promise<string> {
  const id = `similar-${++made}`;
  const free = fields.purchaseType === 'Free';
  await db()
    .insert(items)
    .values({
      id,
      sku: `SIM-${String(made).padStart(4, '0')}`,
      title: fields.title,
      description: 'A test prop.',
      categoryId: fields.categoryId ?? 'kitchen',
      vendorId: VENDOR,
      photos: [],
      period: fields.period ?? null,
      colors: fields.colors ?? [],
      materials: fields.materials ?? [],
      tags: fields.tags ?? [],
      purchaseType: fields.purchaseType ?? 'Weekly Rental',
      weeklyPrice: free ? null : 2500,
      currency: 'USD',
      quantity: fields.quantity ?? 4,
      status: fields.status ?? 'active',
      kind: fields.kind ?? null,
      dimensions: fields.dimensions ?? { width: 17, depth: 17, height: 30 },
      weightLb: 10,
    });
  return id;
}

const kindOf = async (id: string) => (await db().select({ key: items.kindKey, head: items.kindHead }).from(items).where(eq(items.id, id)))[0]!;

async function hold(itemId: string, from: string, to: string, quantity: number) {
  const requestId = randomUUID();
  await db().insert(holdRequests).values({ id: requestId, vendorId: VENDOR, uid: UID, kind: 'hold', pickUpOn: from, returnOn: to, production: 'Night Shift' });
  await db()
    .insert(holdLines)
    .values({ id: randomUUID(), requestId, itemId, title: 'Prop', sku: 'SKU', quantity, state: 'held', period: linePeriod(from, to) });
}

const link = (one: string, two: string) =>
  db()
    .insert(itemAlternates)
    .values({ vendorId: VENDOR, itemAId: one < two ? one : two, itemBId: one < two ? two : one });

describe('issue 28 §5: the kind of prop, read from the title when staff give none', () => {
  it.each([
    ['Mid-Century Chrome Bar Stool', ['Mid-Century', 'Silver', 'Chrome', 'Retro'], 'bar stool', 'bar stool', 'stool'],
    ['Weathered Pine Nightstand', [null, 'Brown', 'Pine', 'Rustic'], 'nightstand', 'nightstand', 'nightstand'],
    ['Art Deco Oak Coffee Table', ['Art Deco', 'Brown', 'Oak'], 'coffee table', 'coffe tabl', 'tabl'],
    // No qualifier in the title: its last two words.
    ['Ornate Gilt Wall Mirror', ['Victorian', 'Gold', 'Wood'], 'wall mirror', 'wall mirror', 'mirror'],
    ['Vintage Bar Stool with Backrest', [], 'bar stool', 'bar stool', 'stool'],
    ['Oak Dining Chairs (set of 4)', ['Oak'], 'dining chairs', 'dine chair', 'chair'],
    // A count keeps the word it counts, and the head is what is counted.
    ['Washed Linen Fabric Rolls', [null, 'Beige', 'Fabric'], 'fabric rolls', 'fabric roll', 'fabric'],
    ['Lab Glassware Set', ['1940s', 'Clear', 'Glass'], 'glassware set', 'glasswar set', 'glasswar'],
    // A title ending in its material keeps every word: nothing names the prop after it.
    ['Lamp Brass', ['Brass'], 'lamp brass', 'lamp brass', 'brass'],
    ['', ['Brass'], '', '', ''],
  ])('decision 112: “%s” with %j reads “%s”, compared as “%s”, head “%s”', async (title, qualifiers, words, key, head) => {
    const [row] = rowsOf<{ words: string; key: string; head: string }>(
      await db().execute(sql`
        select prop_kind_words(${title}, ${`{${qualifiers.map((q) => (q === null ? 'NULL' : `"${q}"`)).join(',')}}`}::text[]) as words,
               prop_kind_key(prop_kind_words(${title}, ${`{${qualifiers.map((q) => (q === null ? 'NULL' : `"${q}"`)).join(',')}}`}::text[])) as key,
               prop_kind_head(prop_kind_key(prop_kind_words(${title}, ${`{${qualifiers.map((q) => (q === null ? 'NULL' : `"${q}"`)).join(',')}}`}::text[]))) as head`),
    );
    expect(row).toEqual({ words, key, head });
  });

  it('decision 112: the demo gives each prop its noun as its kind, and props of different nouns never share one', async () => {
    const rows = await db()
      .select({ title: items.title, kind: items.kind, key: items.kindKey })
      .from(items)
      .where(sql`${items.id} like 'prop-%'`);
    expect(rows.filter((row) => !row.kind || !row.title.endsWith(row.kind))).toEqual([]);
    const keysByNoun = new Map<string, Set<string>>();
    for (const row of rows) keysByNoun.set(row.kind!, (keysByNoun.get(row.kind!) ?? new Set()).add(row.key));
    expect([...keysByNoun.values()].filter((keys) => keys.size !== 1)).toEqual([]);
    const keys = [...keysByNoun.values()].map((set) => [...set][0]);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('decision 112: a kind staff give wins over the title, is compared as stems, and cleared gives the title’s again', async () => {
    const id = await prop({ title: 'Chrome Counter Seat', materials: ['Chrome'] });
    expect(await kindOf(id)).toEqual({ key: 'counter seat', head: 'seat' });
    await db().update(items).set({ kind: 'Bar Stools' }).where(eq(items.id, id));
    expect(await kindOf(id)).toEqual({ key: 'bar stool', head: 'stool' });
    await db().update(items).set({ kind: null }).where(eq(items.id, id));
    expect(await kindOf(id)).toEqual({ key: 'counter seat', head: 'seat' });
  });
});

describe('issue 28 §5: similar props on an item page', () => {
  it('never a nightstand for a bar stool: the demo’s bar stools are offered only bar stools, or other stools of the furniture', async () => {
    const stools = await db()
      .select({ id: items.id })
      .from(items)
      .where(sql`${items.id} like 'prop-%' and ${items.title} like '%Bar Stool'`);
    expect(stools.length).toBeGreaterThan(1);
    for (const stool of stools) {
      const { props } = await listSimilarProps(db(), stool.id, 8);
      expect(props.length).toBeGreaterThan(0);
      expect(props.map((item) => item.title).filter((title) => !title.endsWith('Bar Stool'))).toEqual([]);
    }
  });

  it('the same kind from any category first, then the same head noun within the category; within each, same period, a shared colour, the nearer size', async () => {
    const base = { colors: ['Silver'], materials: ['Steel'], period: '1970s', dimensions: { width: 20, depth: 20, height: 36 } };
    const target = await prop({ ...base, title: '1970s Steel Step Ladder', categoryId: 'kitchen' });
    const otherPeriod = await prop({ ...base, title: 'Contemporary Steel Step Ladder', period: 'Contemporary' });
    const otherColour = await prop({ ...base, title: '1970s Steel Step Ladder', colors: ['Red'] });
    const farSize = await prop({ ...base, title: '1970s Steel Step Ladder', dimensions: { width: 40, depth: 40, height: 72 } });
    const nearSize = await prop({ ...base, title: '1970s Steel Step Ladder', dimensions: { width: 21, depth: 20, height: 36 } });
    const elsewhere = await prop({ ...base, title: '1970s Steel Step Ladder', categoryId: 'office', dimensions: { width: 22, depth: 20, height: 36 } });
    const sameHead = await prop({ ...base, title: '1970s Steel Rope Ladder' });
    const sameHeadElsewhere = await prop({ ...base, title: '1970s Steel Rope Ladder', categoryId: 'office' });
    await prop({ ...base, title: '1970s Steel Step Stool' });
    const { props } = await listSimilarProps(db(), target, 8);
    expect(props.map((item) => item.id)).toEqual([nearSize, elsewhere, farSize, otherColour, otherPeriod, sameHead]);
    expect(props.map((item) => item.id)).not.toContain(sameHeadElsewhere);
  });

  it('hand-linked alternates come first, linked from either side, whatever their kind', async () => {
    const target = await prop({ title: 'Brass Cake Stand', materials: ['Brass'] });
    const sameKind = await prop({ title: 'Brass Cake Stand', materials: ['Brass'] });
    const linkedLow = await prop({ title: 'Glass Cloche', materials: ['Glass'] });
    const linkedHigh = await prop({ title: 'Silver Tiered Tray', materials: ['Silver'] });
    await link(target, linkedLow);
    await link(linkedHigh, target);
    const { props } = await listSimilarProps(db(), target, 8);
    expect(
      props
        .map((item) => item.id)
        .slice(0, 2)
        .sort(),
    ).toEqual([linkedLow, linkedHigh].sort());
    expect(props.map((item) => item.id)[2]).toBe(sameKind);
    // Either can stand in for the other: the alternate's own page offers the prop back.
    expect((await listSimilarProps(db(), linkedLow, 8)).props.map((item) => item.id)[0]).toBe(target);
  });

  it('hidden and archived alternates and props are never shown, though the page is told of them (its cache follows them)', async () => {
    const target = await prop({ title: 'Enamel Bread Bin', materials: ['Enamel'] });
    const hiddenAlternate = await prop({ title: 'Tin Biscuit Box', status: 'hidden' });
    const archivedAlternate = await prop({ title: 'Tin Flour Canister', status: 'archived' });
    const hiddenSameKind = await prop({ title: 'Enamel Bread Bin', materials: ['Enamel'], status: 'hidden' });
    const shown = await prop({ title: 'Enamel Bread Bin', materials: ['Enamel'] });
    await link(target, hiddenAlternate);
    await link(target, archivedAlternate);
    const { props, considered } = await listSimilarProps(db(), target, 8);
    expect(props.map((item) => item.id)).toEqual([shown]);
    expect(considered).toEqual(expect.arrayContaining([hiddenAlternate, archivedAlternate, shown]));
    expect(considered).not.toContain(hiddenSameKind);
  });

  it('within a tier, the database’s order is compareSimilar’s', async () => {
    const sources = await db()
      .select({ id: items.id })
      .from(items)
      .where(sql`${items.id} like 'prop-%'`)
      .orderBy(items.id)
      .limit(40);
    const found = await similarCandidates(
      db(),
      sources.map((source) => ({ itemId: source.id, units: 1 })),
      { perTier: 50 },
    );
    let compared = 0;
    for (const source of sources) {
      const target = found.targets.get(source.id)!;
      const sameKind = (found.candidates.get(source.id) ?? []).filter((item) => item.tier === 'sameKind');
      expect(sameKind.map((item) => item.id)).toEqual([...sameKind].sort(compareSimilar(target)).map((item) => item.id));
      compared += sameKind.length;
    }
    expect(compared).toBeGreaterThan(40);
  });
});

describe('issue 28 §5: alternates that can cover the quantity and the days', () => {
  it('only props with the units free on every day asked, each with how many, hand-linked first', async () => {
    const base = { materials: ['Copper'], colors: ['Orange'], quantity: 6 };
    const wanted = await prop({ ...base, title: 'Copper Jelly Mould', quantity: 2 });
    const linked = await prop({ title: 'Tin Pudding Basin', quantity: 3 });
    const booked = await prop({ ...base, title: 'Copper Jelly Mould' });
    const partly = await prop({ ...base, title: 'Copper Jelly Mould' });
    const tooFew = await prop({ ...base, title: 'Copper Jelly Mould', quantity: 1 });
    const free = await prop({ ...base, title: 'Copper Jelly Mould', colors: ['Gold'] });
    const freeProp = await prop({ ...base, title: 'Copper Jelly Mould', purchaseType: 'Free' });
    await link(wanted, linked);
    await hold(booked, '2031-03-01', '2031-03-20', 6);
    await hold(partly, '2031-03-05', '2031-03-06', 4);
    await db()
      .insert(itemBlocks)
      .values({ id: randomUUID(), itemId: linked, quantity: 1, period: askedRange('2031-03-02', '2031-03-03'), reason: 'repair', note: '' });
    const days = { from: '2031-03-02', to: '2031-03-09' };
    const { offers, considered } = await alternatesThatCover(
      db(),
      [
        { itemId: wanted, units: 2 },
        { itemId: wanted, units: 3 },
      ],
      days,
      5,
    );
    expect(offers[0]!.map(({ item, available }) => [item.id, available])).toEqual([
      [linked, 2],
      [partly, 2],
      [free, 6],
    ]);
    // Three units: only the one with six free.
    expect(offers[1]!.map(({ item }) => item.id)).toEqual([free]);
    expect(considered).not.toContain(booked);
    for (const never of [tooFew, freeProp, booked]) expect(offers.flat().map(({ item }) => item.id)).not.toContain(never);
  });

  it('without days, the props with as many units in stock', async () => {
    const wanted = await prop({ title: 'Pewter Tankard', materials: ['Pewter'], quantity: 1 });
    const many = await prop({ title: 'Pewter Tankard', materials: ['Pewter'], quantity: 12 });
    await prop({ title: 'Pewter Tankard', materials: ['Pewter'], quantity: 2 });
    const { offers } = await alternatesThatCover(db(), [{ itemId: wanted, units: 10 }], null);
    expect(offers[0]!.map(({ item, available }) => [item.id, available])).toEqual([[many, 12]]);
  });

  it('a prop that is not there has no offers', async () => {
    const { offers } = await alternatesThatCover(db(), [{ itemId: 'no-such-prop', units: 1 }], null);
    expect(offers).toEqual([[]]);
  });
});

describe('issue 28 §5: linked pairs', () => {
  it('one row per pair: the same pair linked from the other side is refused by the table', async () => {
    const [one, two] = [await prop({ title: 'Oak Bread Board' }), await prop({ title: 'Pine Bread Board' })];
    await link(one, two);
    await expect(link(two, one)).rejects.toThrow();
    await expect(
      db()
        .insert(itemAlternates)
        .values({ vendorId: VENDOR, itemAId: two > one ? two : one, itemBId: two > one ? one : two }),
    ).rejects.toThrow();
    await db()
      .delete(items)
      .where(inArray(items.id, [one]));
    expect(await db().select().from(itemAlternates).where(eq(itemAlternates.itemBId, two))).toEqual([]);
  });
});
