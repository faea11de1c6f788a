import 'server-only';
import { and, desc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { invoices, orders, vendorUsers } from '@/lib/db/schema';
import { customerName, customerWithProduction } from '@/lib/customers/customer-name';
import { documentTitle } from '@/lib/invoices/document-title';
import type { SearchResult } from './search-kinds';
import type { DocumentMatch, DocumentPrefix } from './search-text';

/** The number column's condition: one of the exact numbers (the (vendor, number) index), or its pattern. */
function numberCondition(column: typeof orders.number | typeof invoices.number, match: DocumentMatch, prefixes: DocumentPrefix[]): SQL | undefined {
  if ('exact' in match) {
    const wanted = match.exact.filter((number) => prefixes.some((prefix) => number.startsWith(`${prefix}-`)));
    return wanted.length > 0 ? inArray(column, wanted) : undefined;
  }
  if (!match.prefixes.some((prefix) => prefixes.includes(prefix))) return undefined;
  return like(column, match.like);
}

/** Orders by number, newest first; each opens its request's page in the queue, where staff work on it. */
export async function findOrders(db: Db, vendorId: string, match: DocumentMatch | null, limit: number): Promise<SearchResult[]> {
  const condition = match && numberCondition(orders.number, match, ['ORD']);
  if (!condition) return [];
  const rows = await db
    .select({ number: orders.number, requestId: orders.requestId, name: customerName, studio: orders.studio, production: orders.production })
    .from(orders)
    .leftJoin(vendorUsers, and(eq(vendorUsers.vendorId, orders.vendorId), eq(vendorUsers.uid, orders.uid)))
    .where(and(eq(orders.vendorId, vendorId), condition))
    .orderBy(desc(orders.number))
    .limit(limit);
  return rows.map((row) => ({
    kind: 'order',
    label: row.number,
    detail: customerWithProduction(row.name ?? '', row.studio, row.production),
    href: `/staff/holds?request=${encodeURIComponent(row.requestId)}`,
  }));
}

/** Invoices and credit notes by number, newest first; each opens its own page. */
export async function findInvoices(db: Db, vendorId: string, match: DocumentMatch | null, limit: number): Promise<SearchResult[]> {
  const condition = match && or(numberCondition(invoices.number, match, ['INV']), numberCondition(invoices.number, match, ['CN']));
  if (!condition) return [];
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      kind: invoices.kind,
      name: customerName,
      production: sql<string>`coalesce(${invoices.billTo} ->> 'production', '')`,
    })
    .from(invoices)
    .leftJoin(vendorUsers, and(eq(vendorUsers.vendorId, invoices.vendorId), eq(vendorUsers.uid, invoices.uid)))
    .where(and(eq(invoices.vendorId, vendorId), condition))
    .orderBy(desc(invoices.createdAt), desc(invoices.number))
    .limit(limit);
  return rows.map((row) => ({
    kind: 'invoice',
    label: row.number,
    detail: [documentTitle(row.kind), customerWithProduction(row.name ?? '', '', row.production)].filter(Boolean).join(' · '),
    href: `/invoices/${encodeURIComponent(row.id)}`,
  }));
}
