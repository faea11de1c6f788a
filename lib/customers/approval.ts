import 'server-only';
import { and, asc, eq, isNull, min, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { holdRequests, users, vendorUsers } from '@/lib/db/schema';
import { recordAudit, type Actor } from '@/lib/audit/record-audit';
import { AppError, type Result } from '@/lib/errors/app-error';
import { createEmailSender, smtpFromEnv, type SendEmail } from '@/lib/notifications/email';
import { siteUrl } from '@/lib/site/url';
import type { Tenant } from '@/lib/tenant';
import { customerName } from './customer-name';
import { isCustomerOf } from './read-customers';

/** A customer of the vendor not decided yet: staff and admin accounts are not customers. */
const awaitingDecision = (vendorId: string) => and(isCustomerOf(vendorId), isNull(vendorUsers.isAuthorized));

export type AwaitingCustomer = {
  uid: string;
  name: string;
  email: string;
  isEmailVerified: boolean;
  studio: string;
  production: string;
  title: string;
  phone: string;
  signedUpAt: Date;
  firstRequestAt: Date | null;
};

/** Customers whose approval is not decided yet (issue 13 §2), oldest first: staff and admins are not customers. */
export async function listAwaitingApproval(db: Db, vendorId: string): Promise<AwaitingCustomer[]> {
  const firstRequest = db
    .select({ uid: holdRequests.uid, at: min(holdRequests.createdAt).as('first_request_at') })
    .from(holdRequests)
    .where(eq(holdRequests.vendorId, vendorId))
    .groupBy(holdRequests.uid)
    .as('first_request');
  const rows = await db
    .select({
      uid: vendorUsers.uid,
      name: customerName,
      email: vendorUsers.email,
      isEmailVerified: vendorUsers.isEmailVerified,
      studio: vendorUsers.studio,
      production: vendorUsers.production,
      title: vendorUsers.title,
      phone: vendorUsers.phone,
      signedUpAt: vendorUsers.createdAt,
      firstRequestAt: firstRequest.at,
    })
    .from(vendorUsers)
    .innerJoin(users, eq(users.id, vendorUsers.uid))
    .leftJoin(firstRequest, eq(firstRequest.uid, vendorUsers.uid))
    .where(awaitingDecision(vendorId))
    .orderBy(asc(vendorUsers.createdAt));
  return rows.map(({ firstRequestAt, ...row }) => ({
    ...row,
    firstRequestAt: firstRequestAt ? new Date(firstRequestAt) : null,
  }));
}

export type Decision = { uid: string; approve: boolean; reason: string };
type House = Pick<Tenant, 'vendor' | 'request'>;

/** The email a decision sends, once per customer and kind. */
export function decisionEmail(approve: boolean, reason: string, name: string, house: House): { subject: string; text: string } {
  const hello = `Hello${name ? ` ${name}` : ''},`;
  const signature = `${house.vendor.displayName}\n${house.vendor.phone} · ${house.vendor.email}`;
  return approve
    ? {
        subject: `Welcome to ${house.vendor.displayName}: your account is approved`,
        text: [
          hello,
          '',
          `Your account is approved. Build set lists from the catalogue and send them as ${house.request.type} requests: ${new URL('/set-lists', siteUrl())}`,
          '',
          signature,
        ].join('\n'),
      }
    : {
        subject: `Your ${house.vendor.displayName} account`,
        text: [
          hello,
          '',
          `We could not approve your account for requests${reason ? `: ${reason}` : '.'}`,
          `If you think this is a mistake, reply to ${house.vendor.email} or call ${house.vendor.phone}.`,
          '',
          signature,
        ].join('\n'),
      };
}

/**
 * Staff approve or deny a customer (issue 13 §2, spec §6 "Vendor approval"), in one transaction with
 * its audit row, under the customer's record lock. The welcome email goes the first time a customer
 * is approved and the denied email the first time one is denied (`hasReceivedWelcomeEmail`,
 * `hasReceivedDeniedEmail` flip in the same transaction), so however many staff click at once, each
 * goes once. The customer's open tabs follow through the live profile.
 */
export async function decideApproval(
  db: Db,
  vendorId: string,
  decision: Decision,
  actor: Actor,
  house: House,
  send: SendEmail = createEmailSender(db, smtpFromEnv()),
  now = new Date(),
): Promise<Result<{ emailed: boolean }>> {
  let owed: { to: string; subject: string; text: string } | null;
  try {
    owed = await db.transaction(async (tx) => {
      const [record] = await tx
        .select()
        .from(vendorUsers)
        .where(and(eq(vendorUsers.vendorId, vendorId), eq(vendorUsers.uid, decision.uid)))
        .for('update');
      if (!record) throw new AppError('notFound', 'We could not find that customer.');
      const firstOfItsKind = decision.approve ? !record.hasReceivedWelcomeEmail : !record.hasReceivedDeniedEmail;
      if (record.isAuthorized === decision.approve) return null;
      await tx
        .update(vendorUsers)
        .set({
          isAuthorized: decision.approve,
          ...(firstOfItsKind ? (decision.approve ? { hasReceivedWelcomeEmail: true } : { hasReceivedDeniedEmail: true }) : {}),
          updatedAt: now,
        })
        .where(and(eq(vendorUsers.vendorId, vendorId), eq(vendorUsers.uid, decision.uid)));
      await recordAudit(
        tx,
        {
          vendorId,
          actor,
          subjectType: 'customer',
          subjectId: decision.uid,
          action: decision.approve ? 'approve' : 'deny',
          before: { isAuthorized: record.isAuthorized },
          after: { isAuthorized: decision.approve, ...(decision.reason ? { reason: decision.reason } : {}) },
        },
        now,
      );
      return firstOfItsKind && record.email ? { to: record.email, ...decisionEmail(decision.approve, decision.reason, record.firstName, house) } : null;
    });
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error };
    throw error;
  }
  if (!owed) return { ok: true, data: { emailed: false } };
  try {
    await send(owed.to, owed.subject, owed.text);
  } catch (error) {
    // The decision stands; the flag says the email was owed, and the log says it did not go.
    console.error(`Could not send the ${decision.approve ? 'welcome' : 'denied'} email to ${decision.uid}:`, error);
  }
  return { ok: true, data: { emailed: true } };
}

/** How many customers wait for a decision: the staff start page's count. */
export async function countAwaitingApproval(db: Db, vendorId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(vendorUsers)
    .innerJoin(users, eq(users.id, vendorUsers.uid))
    .where(awaitingDecision(vendorId));
  return Number(row?.count ?? 0);
}
