import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditOf } from '@/lib/audit/record-audit';
import { auditLog, vendorUsers } from '@/lib/db/schema';
import { outboxFor } from '@/lib/notifications/dev-outbox';
import { createEmailSender } from '@/lib/notifications/email';
import { tenant } from '@/lib/tenant';
import { getVendorUser } from '@/lib/vendor-users/repository';
import { authOnTestDatabase, signedIn, withVendorRecord } from '@/test/auth-browser';
import { decideApproval, listAwaitingApproval } from './approval';

const VENDOR_ID = tenant.vendor.id;
const fixture = authOnTestDatabase();
const db = () => fixture.handle.db;
const STAFF = { uid: 'staff-1', name: 'Rosa at the counter' };

const customer = async () => withVendorRecord(db(), await signedIn(fixture.auth));
const decide = (uid: string, approve: boolean, reason = '') =>
  decideApproval(db(), VENDOR_ID, { uid, approve, reason }, STAFF, tenant, createEmailSender(db(), null));
const decisionEmails = async (email: string) =>
  (await outboxFor(db(), 'email', email, 10)).filter((message) => /approved|account$/.test(message.subject ?? '')).map((message) => message.subject);

describe('issue 13 §2: approving and denying customers (spec §6 vendor approval)', () => {
  it('the queue holds the customers not decided yet, with their first request; not staff, not the decided', async () => {
    const waiting = await customer();
    const approved = await customer();
    await decide(approved.userId, true);
    await withVendorRecord(db(), await signedIn(fixture.auth, 'staff'));
    const queue = await listAwaitingApproval(db(), VENDOR_ID);
    expect(queue.map((entry) => entry.uid)).toContain(waiting.userId);
    expect(queue.map((entry) => entry.uid)).not.toContain(approved.userId);
    expect(queue.every((entry) => entry.email !== '')).toBe(true);
    expect(queue.find((entry) => entry.uid === waiting.userId)).toMatchObject({ email: waiting.email, firstRequestAt: null });
  });

  it('20 staff approving at once: approved once, one welcome email, one audit row with before and after', async () => {
    const { userId, email } = await customer();
    const answers = await Promise.all(Array.from({ length: 20 }, () => decide(userId, true)));
    expect(answers.every((answer) => answer.ok)).toBe(true);
    expect(answers.filter((answer) => answer.ok && answer.data.emailed)).toHaveLength(1);
    expect(await decisionEmails(email)).toEqual([`Welcome to ${tenant.vendor.displayName}: your account is approved`]);
    expect(await getVendorUser(db(), VENDOR_ID, userId)).toMatchObject({ isAuthorized: true, hasReceivedWelcomeEmail: true });
    const audit = await auditOf(db(), VENDOR_ID, 'customer', userId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUid: STAFF.uid,
      actorName: STAFF.name,
      action: 'approve',
      before: { isAuthorized: null },
      after: { isAuthorized: true },
    });
  });

  it('a denial tells the reason once; approving later welcomes once; denying again sends nothing more', async () => {
    const { userId, email } = await customer();
    await decide(userId, false, 'We could not confirm the production');
    const [denied] = await outboxFor(db(), 'email', email, 1);
    expect(denied).toMatchObject({ subject: `Your ${tenant.vendor.displayName} account` });
    expect(denied!.body).toContain('We could not approve your account for requests: We could not confirm the production');
    await decide(userId, true);
    await decide(userId, false, 'Again');
    expect(await decisionEmails(email)).toHaveLength(2);
    expect(await getVendorUser(db(), VENDOR_ID, userId)).toMatchObject({ isAuthorized: false, hasReceivedDeniedEmail: true, hasReceivedWelcomeEmail: true });
    expect((await auditOf(db(), VENDOR_ID, 'customer', userId)).map((entry) => entry.action)).toEqual(['deny', 'approve', 'deny']);
  });

  it('an unknown customer answers notFound, and nothing is written', async () => {
    const before = (await db().select().from(auditLog)).length;
    expect(await decide('no-such-customer', true)).toMatchObject({ ok: false, error: { code: 'notFound' } });
    expect((await db().select().from(auditLog)).length).toBe(before);
    expect(await db().select().from(vendorUsers).where(eq(vendorUsers.uid, 'no-such-customer'))).toEqual([]);
  });
});
