import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { holdLines, holdRequests, items } from '@/lib/db/schema';

/** A prop's label: its title, SKU and where it lives in the warehouse ('' when not placed; issue 38 §3). */
export type LabelItem = { id: string; sku: string; title: string; location: string };

/** The house's props with these SKUs (any status: a hidden prop still needs its label), in the order asked. */
export async function labelItemsBySku(db: Db, vendorId: string, skus: string[]): Promise<{ found: LabelItem[]; unknown: string[] }> {
  if (skus.length === 0) return { found: [], unknown: [] };
  const rows = await db
    .select({ id: items.id, sku: items.sku, title: items.title, location: items.location })
    .from(items)
    .where(and(eq(items.vendorId, vendorId), inArray(sql`upper(${items.sku})`, skus)));
  const bySku = new Map(rows.map((row) => [row.sku.toUpperCase(), row]));
  return { found: skus.flatMap((sku) => bySku.get(sku) ?? []), unknown: skus.filter((sku) => !bySku.has(sku)) };
}

/** The SKUs of a request's lines, in its order: labels for everything going out on one order. */
export async function requestSkus(db: Db, vendorId: string, requestId: string): Promise<string[]> {
  const rows = await db
    .select({ sku: items.sku })
    .from(holdLines)
    .innerJoin(holdRequests, eq(holdRequests.id, holdLines.requestId))
    .innerJoin(items, eq(items.id, holdLines.itemId))
    .where(and(eq(holdRequests.vendorId, vendorId), eq(holdLines.requestId, requestId)))
    .orderBy(asc(holdLines.seq));
  return rows.map((row) => row.sku.toUpperCase());
}
