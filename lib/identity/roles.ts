import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/lib/db/open';
import { users } from '@/lib/db/schema';
import { recordAudit, type Actor } from '@/lib/audit/record-audit';
import { AppError, type Result } from '@/lib/errors/app-error';

/**
 * The roles an account can hold (spec §6). `user` is every crew member; `staff` run the catalogue and
 * answer holds; `admin` is staff plus user administration and impersonation (better-auth's admin
 * plugin knows only `admin` as its own). Stored on better-auth's user row.
 */
export const ROLES = ['user', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const GRANTABLE_ROLES = ['staff', 'admin'] as const satisfies readonly Role[];
export type GrantableRole = (typeof GRANTABLE_ROLES)[number];

/** A role as stored (null for an account made before roles, or anything unknown) read as what it allows. */
export function roleOf(stored: string | null | undefined): Role {
  return (ROLES as readonly string[]).includes(stored ?? '') ? (stored as Role) : 'user';
}

const ACCOUNT_EMAIL_MESSAGE = 'Give the email address of an existing account, such as --email you@example.com';
export const accountEmailSchema = z.string({ error: ACCOUNT_EMAIL_MESSAGE }).trim().toLowerCase().pipe(z.email(ACCOUNT_EMAIL_MESSAGE));
export const grantableRoleSchema = z.enum(GRANTABLE_ROLES, { error: 'The role is staff or admin, such as --role staff' });

export type RoleGrant = { status: 'granted' | 'alreadyHeld'; userId: string } | { status: 'noSuchAccount' } | { status: 'anonymous' };

/**
 * Gives an existing account, found by email, the staff or admin role: how a fresh install gets its
 * first admin and its staff (`npm run admin:grant`). The person signs up on the site, then the
 * operator, who can reach the database, runs this. Granting staff to an admin leaves them admin: a
 * role is only ever raised here.
 */
export async function grantRole(db: Db, email: string, role: GrantableRole): Promise<RoleGrant> {
  const address = accountEmailSchema.parse(email);
  const wanted = grantableRoleSchema.parse(role);
  const [account] = await db
    .select({ id: users.id, role: users.role, isAnonymous: users.isAnonymous })
    .from(users)
    .where(eq(sql`lower(${users.email})`, address));
  if (!account) return { status: 'noSuchAccount' };
  if (account.isAnonymous) return { status: 'anonymous' };
  const held = roleOf(account.role);
  if (ROLES.indexOf(held) >= ROLES.indexOf(wanted)) return { status: 'alreadyHeld', userId: account.id };
  await db.update(users).set({ role: wanted, updatedAt: new Date() }).where(eq(users.id, account.id));
  return { status: 'granted', userId: account.id };
}

export type AccountRow = { id: string; name: string; email: string; role: Role };

/** The newest accounts with an email (guests left out), for support to find the person who just called. */
export async function newestAccounts(db: Db, limit: number): Promise<AccountRow[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(sql`${users.isAnonymous} is not true`)
    .orderBy(desc(users.createdAt))
    .limit(limit);
  return rows.map((row) => ({ ...row, role: roleOf(row.role) }));
}

/**
 * An admin gives an account the staff role, or takes it back to a crew member's (issue 13 §1), with
 * an audit row in the same transaction. Admins are not changed here: an admin is made or unmade by
 * whoever runs the server (`npm run admin:grant`), so no admin can lock the others out.
 */
export async function setStaffRole(db: Db, userId: string, staff: boolean, audit: { vendorId: string; actor: Actor }): Promise<Result<{ role: Role }>> {
  try {
    const role = await db.transaction(async (tx) => {
      const [account] = await tx.select({ role: users.role, isAnonymous: users.isAnonymous }).from(users).where(eq(users.id, userId)).for('update');
      if (!account || account.isAnonymous) throw new AppError('notFound', 'We could not find that account.');
      const held = roleOf(account.role);
      if (held === 'admin') throw new AppError('refused', 'An admin’s role is changed on the server, with npm run admin:grant.');
      const wanted: Role = staff ? 'staff' : 'user';
      if (held === wanted) return held;
      await tx.update(users).set({ role: wanted, updatedAt: new Date() }).where(eq(users.id, userId));
      await recordAudit(tx, {
        vendorId: audit.vendorId,
        actor: audit.actor,
        subjectType: 'customer',
        subjectId: userId,
        action: staff ? 'grantStaff' : 'removeStaff',
        before: { role: held },
        after: { role: wanted },
      });
      return wanted;
    });
    return { ok: true, data: { role } };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error };
    throw error;
  }
}
