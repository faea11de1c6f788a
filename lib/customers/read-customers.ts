import 'server-only';
import { and, asc, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { customerPaperwork, users, vendorUsers } from '@/lib/db/schema';
import { roleOf, type Role } from '@/lib/identity/roles';
import { personName } from '@/lib/vendor-users/person-name';
import { customerName } from './customer-name';
import { paperworkFrom, type Paperwork } from './customer-paperwork';

/** A customer of the vendor: an account with an email, not staff and not an admin (those are not customers). */
export function isCustomerOf(vendorId: string): SQL {
  return and(eq(vendorUsers.vendorId, vendorId), or(isNull(users.role), eq(users.role, 'user')), ne(vendorUsers.email, ''))!;
}

/** How staff see a person named (issue 25 §3, lib/customers/customer-name.ts). */
const shownName = customerName;

export const CUSTOMERS_PER_PAGE = 25;
/** Words of a search beyond these add nothing a person at the counter would type. */
const MOST_WORDS = 6;

/** `%`, `_` and `\` typed by staff are letters, not patterns. */
function containing(word: string): string {
  return `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Every word of the search in one of the fields staff know a customer by: name, email, studio or production. */
export function customerSearchCondition(q: string): SQL | undefined {
  const words = q.trim().split(/\s+/).filter(Boolean).slice(0, MOST_WORDS);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = containing(word);
      return or(
        ilike(vendorUsers.firstName, pattern),
        ilike(vendorUsers.lastName, pattern),
        ilike(vendorUsers.displayName, pattern),
        ilike(vendorUsers.email, pattern),
        ilike(vendorUsers.studio, pattern),
        ilike(vendorUsers.production, pattern),
      );
    }),
  );
}

export type CustomerRow = {
  uid: string;
  name: string;
  email: string;
  studio: string;
  production: string;
  isAuthorized: boolean | null;
  insuranceExpiresOn: string | null;
};

export type CustomerPage = { customers: CustomerRow[]; total: number; page: number; pages: number };

/**
 * Staff find a customer (issue 13 §2) by name, email, studio or production, every word typed
 * matching somewhere, A to Z by name, a page at a time; with their approval and insurance expiry.
 */
export async function findCustomers(db: Db, vendorId: string, { q = '', page = 1, perPage = CUSTOMERS_PER_PAGE } = {}): Promise<CustomerPage> {
  const where = and(isCustomerOf(vendorId), customerSearchCondition(q));
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(vendorUsers)
    .innerJoin(users, eq(users.id, vendorUsers.uid))
    .where(where);
  const total = Number(counted?.count ?? 0);
  const pages = Math.max(1, Math.ceil(total / perPage));
  const shown = Math.min(Math.max(1, Math.floor(page)), pages);
  const rows = await db
    .select({
      uid: vendorUsers.uid,
      name: shownName,
      email: vendorUsers.email,
      studio: vendorUsers.studio,
      production: vendorUsers.production,
      isAuthorized: vendorUsers.isAuthorized,
      insuranceExpiresOn: customerPaperwork.insuranceExpiresOn,
    })
    .from(vendorUsers)
    .innerJoin(users, eq(users.id, vendorUsers.uid))
    .leftJoin(customerPaperwork, and(eq(customerPaperwork.vendorId, vendorUsers.vendorId), eq(customerPaperwork.uid, vendorUsers.uid)))
    .where(where)
    .orderBy(asc(sql`lower(${shownName})`), asc(vendorUsers.email), asc(vendorUsers.uid))
    .limit(perPage)
    .offset((shown - 1) * perPage);
  return { customers: rows.map((row) => ({ ...row, insuranceExpiresOn: row.insuranceExpiresOn ?? null })), total, page: shown, pages };
}

export type CustomerProfile = {
  uid: string;
  name: string;
  email: string;
  isEmailVerified: boolean;
  phone: string;
  studio: string;
  production: string;
  title: string;
  signedUpAt: Date;
  lastLoginAt: Date;
  isAuthorized: boolean | null;
  /** Staff and admins have records too (they may send requests); their page says so. */
  role: Role;
  paperwork: Paperwork;
};

/** One customer's page (issue 13 §2): what they told us, their approval and their paperwork; null when there is no such record. */
export async function customerProfile(db: Db, vendorId: string, uid: string): Promise<CustomerProfile | null> {
  const [row] = await db
    .select({ person: vendorUsers, role: users.role, paperwork: customerPaperwork })
    .from(vendorUsers)
    .innerJoin(users, eq(users.id, vendorUsers.uid))
    .leftJoin(customerPaperwork, and(eq(customerPaperwork.vendorId, vendorUsers.vendorId), eq(customerPaperwork.uid, vendorUsers.uid)))
    .where(and(eq(vendorUsers.vendorId, vendorId), eq(vendorUsers.uid, uid), sql`${users.isAnonymous} is not true`));
  if (!row) return null;
  const { person } = row;
  return {
    uid: person.uid,
    name: personName(person),
    email: person.email,
    isEmailVerified: person.isEmailVerified,
    phone: person.phone,
    studio: person.studio,
    production: person.production,
    title: person.title,
    signedUpAt: person.createdAt,
    lastLoginAt: person.lastLoginAt,
    isAuthorized: person.isAuthorized,
    role: roleOf(row.role),
    paperwork: paperworkFrom(row.paperwork),
  };
}
