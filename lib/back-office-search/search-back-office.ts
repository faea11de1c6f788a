import 'server-only';
import type { Db } from '@/lib/db';
import { findInvoices, findOrders } from './find-documents';
import { findCustomers, findProductions } from './find-people';
import { findProps } from './find-props';
import type { SearchResult } from './search-kinds';
import type { ParsedSearch } from './search-text';

/** As many of each kind as the suggestions show; the results page shows more. */
export const SUGGESTED_PER_KIND = 5;
export const LISTED_PER_KIND = 20;

/**
 * The back office's one search (issue 38 §1): orders, customers, productions, invoices and credit
 * notes, props, each kind's reads at once (on PostgreSQL each takes a connection of the pool), in
 * the groups' order.
 */
export async function searchBackOffice(db: Db, vendorId: string, search: ParsedSearch, perKind = SUGGESTED_PER_KIND): Promise<SearchResult[]> {
  const found = await Promise.all([
    findOrders(db, vendorId, search.documents, perKind),
    findCustomers(db, vendorId, search, perKind),
    findProductions(db, vendorId, search, perKind),
    findInvoices(db, vendorId, search.documents, perKind),
    findProps(db, vendorId, search, perKind),
  ]);
  return found.flat();
}
