import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from '@/lib/audit/record-audit';
import { listSimilarProps } from '@/lib/catalog/list-similar-props';
import { seedCatalog } from '@/demo/seed-catalog';
import { itemAlternates, items } from '@/lib/db/schema';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { testDatabase } from '@/test/database';
import { linkAlternate, MAX_ALTERNATES, readItemAlternates, unlinkAlternate } from './item-alternates';
import { readItemKind, setItemKind } from './item-kind';
import { itemKindSchema } from './item-kind-schema';
import { moveItemStatus } from './item-status';

const VENDOR = tenant.vendor.id;
const STAFF = { uid: 'staff-alternates', name: 'Mo at the counter' };
const fixture = testDatabase((handle) => seedCatalog(handle.db, { items: 60, vendorId: VENDOR, currency: 'USD', colors: demo.colorMap, now: new Date() }));
const db = () => fixture.handle.db;
let props: { id: string; sku: string; title: string }[] = [];
beforeAll(async () => {
  props = await db().select({ id: items.id, sku: items.sku, title: items.title }).from(items).orderBy(items.id);
});

const audited = async (itemId: string, action: string) =>
  (await auditOf(db(), VENDOR, 'item', itemId)).filter((row) => row.action === action).map(({ actorName, before, after }) => ({ actorName, before, after }));

describe('issue 28 §5: staff link alternates by hand', () => {
  it('an alternate added by SKU on one prop is an alternate of both, audited on both, and offered first on each page', async () => {
    const [item, other] = [props[0]!, props[7]!];
    const linked = await linkAlternate(db(), VENDOR, { itemId: item.id, sku: other.sku.toLowerCase() }, STAFF);
    expect(linked).toEqual({ ok: true, data: { title: other.title, sku: other.sku } });
    expect((await readItemAlternates(db(), VENDOR, item.id)).map((row) => row.id)).toEqual([other.id]);
    expect((await readItemAlternates(db(), VENDOR, other.id)).map((row) => row.id)).toEqual([item.id]);
    expect(await audited(item.id, 'linkAlternate')).toEqual([{ actorName: STAFF.name, before: {}, after: { alternate: `${other.title} (${other.sku})` } }]);
    expect(await audited(other.id, 'linkAlternate')).toEqual([{ actorName: STAFF.name, before: {}, after: { alternate: `${item.title} (${item.sku})` } }]);
    expect((await listSimilarProps(db(), item.id, 8)).props[0]?.id).toBe(other.id);
    expect((await listSimilarProps(db(), other.id, 8)).props[0]?.id).toBe(item.id);
  });

  it('refuses, beside the SKU field: an unknown SKU, the item’s own, and a pair linked already from either side', async () => {
    const [item, other] = [props[1]!, props[8]!];
    const refusal = async (sku: string, itemId = item.id) => {
      const answer = await linkAlternate(db(), VENDOR, { itemId, sku }, STAFF);
      return answer.ok ? null : { code: answer.error.code, field: answer.error.fieldErrors.sku };
    };
    expect(await refusal('NOPE-1')).toEqual({ code: 'invalid', field: 'There is no item with the SKU “NOPE-1”.' });
    expect(await refusal(item.sku)).toEqual({ code: 'invalid', field: 'That is this item’s own SKU: give another prop’s.' });
    expect((await linkAlternate(db(), VENDOR, { itemId: item.id, sku: other.sku }, STAFF)).ok).toBe(true);
    expect(await refusal(item.sku, other.id)).toEqual({ code: 'conflict', field: `${item.title} (${item.sku}) is an alternate already.` });
    expect(
      await db()
        .select()
        .from(itemAlternates)
        .where(sql`${itemAlternates.itemAId} in (${item.id}, ${other.id})`),
    ).toHaveLength(1);
  });

  it(`refuses a ${MAX_ALTERNATES + 1}th alternate: a kind, not a list`, async () => {
    const item = props[2]!;
    for (const other of props.slice(20, 20 + MAX_ALTERNATES))
      expect((await linkAlternate(db(), VENDOR, { itemId: item.id, sku: other.sku }, STAFF)).ok).toBe(true);
    const answer = await linkAlternate(db(), VENDOR, { itemId: item.id, sku: props[40]!.sku }, STAFF);
    expect(answer.ok ? null : answer.error.reason).toBe('TOO_MANY_ALTERNATES');
  });

  it('removed from either side, gone from both, audited on both; removing it again is not found', async () => {
    const [item, other] = [props[3]!, props[9]!];
    await linkAlternate(db(), VENDOR, { itemId: item.id, sku: other.sku }, STAFF);
    expect(await unlinkAlternate(db(), VENDOR, { itemId: other.id, alternateId: item.id }, STAFF)).toEqual({ ok: true, data: { title: item.title } });
    expect(await readItemAlternates(db(), VENDOR, item.id)).toEqual([]);
    expect(await audited(item.id, 'unlinkAlternate')).toEqual([{ actorName: STAFF.name, before: { alternate: `${other.title} (${other.sku})` }, after: {} }]);
    expect(await audited(other.id, 'unlinkAlternate')).toHaveLength(1);
    const again = await unlinkAlternate(db(), VENDOR, { itemId: item.id, alternateId: other.id }, STAFF);
    expect(again.ok ? null : again.error.code).toBe('notFound');
  });

  it('a hidden alternate stays linked for staff, with its status, but is never offered to crews until shown again', async () => {
    const [item, other] = [props[4]!, props[10]!];
    await linkAlternate(db(), VENDOR, { itemId: item.id, sku: other.sku }, STAFF);
    await moveItemStatus(db(), VENDOR, other.id, 'hide', STAFF);
    expect((await readItemAlternates(db(), VENDOR, item.id)).map((row) => [row.id, row.status])).toEqual([[other.id, 'hidden']]);
    expect((await listSimilarProps(db(), item.id, 8)).props.map((row) => row.id)).not.toContain(other.id);
    await moveItemStatus(db(), VENDOR, other.id, 'show', STAFF);
    expect((await listSimilarProps(db(), item.id, 8)).props[0]?.id).toBe(other.id);
  });
});

describe('issue 28 §5: the kind staff give', () => {
  it('is saved and audited as an edit; cleared, the title gives it again', async () => {
    const item = props[5]!;
    const before = await readItemKind(db(), VENDOR, item.id);
    expect(before?.fromTitle).toMatch(/\S/);
    const saved = await setItemKind(db(), VENDOR, itemKindSchema.parse({ itemId: item.id, kind: '  Counter   Stool ' }), STAFF);
    expect(saved).toEqual({ ok: true, data: { changed: true } });
    const [row] = await db().select({ kind: items.kind, key: items.kindKey }).from(items).where(eq(items.id, item.id));
    expect(row).toEqual({ kind: 'Counter Stool', key: 'counter stool' });
    expect((await audited(item.id, 'edit'))[0]).toEqual({
      actorName: STAFF.name,
      before: { title: item.title, kind: before?.kind ?? '' },
      after: { title: item.title, kind: 'Counter Stool' },
    });
    expect(await setItemKind(db(), VENDOR, itemKindSchema.parse({ itemId: item.id, kind: 'Counter Stool' }), STAFF)).toEqual({
      ok: true,
      data: { changed: false },
    });
    await setItemKind(db(), VENDOR, itemKindSchema.parse({ itemId: item.id, kind: '' }), STAFF);
    expect((await readItemKind(db(), VENDOR, item.id))?.kind).toBeNull();
  });

  it('refuses what is not a kind of prop, and another house’s item is not found', async () => {
    expect(itemKindSchema.safeParse({ itemId: 'x', kind: 'Bar <Stool>' }).success).toBe(false);
    expect(itemKindSchema.safeParse({ itemId: 'x', kind: 'x'.repeat(61) }).success).toBe(false);
    const answer = await setItemKind(db(), 'another-house', itemKindSchema.parse({ itemId: props[6]!.id, kind: 'Stool' }), STAFF);
    expect(answer.ok ? null : answer.error.code).toBe('notFound');
  });
});
