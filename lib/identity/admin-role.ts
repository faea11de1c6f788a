import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/lib/db/open';
import { users } from '@/lib/db/schema';

export const adminEmailSchema = z.string({ error: 'Give the email address of an existing account, such as --email you@example.com' }).trim().toLowerCase().pipe(z.email('Give the email address of an existing account, such as --email you@example.com'));

export type AdminGrant = { status: 'granted' | 'alreadyAdmin'; userId: string } | { status: 'noSuchAccount' } | { status: 'anonymous' };

/**
 * The admin role (better-auth's admin plugin: impersonation, /staff/users, the dev outbox) for an
 * existing account, by email. How a fresh install gets its first admin (`npm run admin:grant`):
 * the person signs up on the site, then the operator, who can reach the database, runs this.
 */
export async function grantAdminRole(db: Db, email: string): Promise<AdminGrant> {
  const address = adminEmailSchema.parse(email);
  const [account] = await db.select({ id: users.id, role: users.role, isAnonymous: users.isAnonymous }).from(users).where(eq(sql`lower(${users.email})`, address));
  if (!account) return { status: 'noSuchAccount' };
  if (account.isAnonymous) return { status: 'anonymous' };
  if (account.role === 'admin') return { status: 'alreadyAdmin', userId: account.id };
  await db.update(users).set({ role: 'admin', updatedAt: new Date() }).where(eq(users.id, account.id));
  return { status: 'granted', userId: account.id };
}
