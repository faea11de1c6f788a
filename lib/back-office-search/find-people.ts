import 'server-only';
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { customerSearchTextOf, phoneDigitsOf, productions, users, vendorUsers } from '@/lib/db/schema';
import { customerName, customerWithProduction } from '@/lib/customers/customer-name';
import { isCustomerOf } from '@/lib/customers/read-customers';
import { containing } from './like-pattern';
import type { SearchResult } from './search-kinds';
import type { ParsedSearch } from './search-text';

const nameAndEmail = customerSearchTextOf(vendorUsers);

/** Every word in the name or email, or the phone's digits whatever the punctuation stored. */
function customerCondition(search: ParsedSearch): SQL {
  const byName = and(...search.words.map((word) => ilike(nameAndEmail, containing(word))))!;
  if (!search.phoneDigits) return byName;
  return or(byName, sql`${phoneDigitsOf(vendorUsers.phone)} like ${containing(search.phoneDigits)}`)!;
}

/** Customers by name, email or phone, A to Z by name; each opens their customer page. */
export async function findCustomers(db: Db, vendorId: string, search: ParsedSearch, limit: number): Promise<SearchResult[]> {
  const rows = await db
    .select({ uid: vendorUsers.uid, name: customerName, email: vendorUsers.email, phone: vendorUsers.phone, studio: vendorUsers.studio })
    .from(vendorUsers)
    .innerJoin(users, eq(users.id, vendorUsers.uid))
    .where(and(isCustomerOf(vendorId), customerCondition(search)))
    .orderBy(asc(sql`lower(${customerName})`), asc(vendorUsers.uid))
    .limit(limit);
  return rows.map((row) => ({
    kind: 'customer',
    label: row.name,
    detail: [row.email === row.name ? '' : row.email, row.phone, row.studio].filter(Boolean).join(' · '),
    href: `/staff/customers/${encodeURIComponent(row.uid)}`,
  }));
}

/** Productions by title (every word) or PO number; a production is worked on from its customer's page. */
export async function findProductions(db: Db, vendorId: string, search: ParsedSearch, limit: number): Promise<SearchResult[]> {
  const byTitle = and(...search.words.map((word) => ilike(productions.title, containing(word))));
  const rows = await db
    .select({ uid: productions.uid, title: productions.title, poNumber: productions.poNumber, studio: productions.studio, name: customerName })
    .from(productions)
    .leftJoin(vendorUsers, and(eq(vendorUsers.vendorId, productions.vendorId), eq(vendorUsers.uid, productions.uid)))
    .where(and(eq(productions.vendorId, vendorId), or(byTitle, ilike(productions.poNumber, containing(search.text)))))
    .orderBy(asc(sql`lower(${productions.title})`), asc(productions.id))
    .limit(limit);
  return rows.map((row) => ({
    kind: 'production',
    label: row.title,
    detail: [row.poNumber && `PO ${row.poNumber}`, customerWithProduction(row.name ?? '', row.studio)].filter(Boolean).join(' · '),
    href: `/staff/customers/${encodeURIComponent(row.uid)}`,
  }));
}
