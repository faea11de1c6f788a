import { sql, type SQL } from 'drizzle-orm';
import { vendorUsers } from '@/lib/db/schema';

/**
 * How staff see a customer named (issue 25 §3): the first and last name they gave, else their §3
 * displayName (their email's local part), else their email. One rule, read in SQL wherever staff see
 * a customer — queue, approvals, calendar bars, rank lists, the counter, reports — so no page names
 * them by their email handle once they saved a name.
 */
export const customerName: SQL<string> = sql<string>`coalesce(nullif(trim(${vendorUsers.firstName} || ' ' || ${vendorUsers.lastName}), ''), nullif(${vendorUsers.displayName}, ''), ${vendorUsers.email}, '')`;

/** The same rule for a raw query that joins `vendor_users` under `alias` (`people` by habit). */
export function customerNameIn(alias: string, fallback = `''`): SQL<string> {
  return sql.raw(
    `coalesce(nullif(trim(${alias}.first_name || ' ' || ${alias}.last_name), ''), nullif(${alias}.display_name, ''), nullif(${alias}.email, ''), ${fallback})`,
  ) as SQL<string>;
}

/** "Dana Reyes · Northlight Studio · Blue Plate Special": the name, then studio and production, each once and only when given. */
export function customerWithProduction(name: string, studio = '', production = ''): string {
  const parts: string[] = [];
  for (const part of [name, studio, production].map((text) => text.trim()))
    if (part && !parts.some((kept) => kept.toLowerCase() === part.toLowerCase())) parts.push(part);
  return parts.join(' · ');
}
