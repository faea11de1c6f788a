import { describe, expect, it } from 'vitest';
import { outboxFor } from '@/lib/notifications/dev-outbox';
import { createEmailSender } from '@/lib/notifications/email';
import { tenant } from '@/lib/tenant';
import { testDatabase } from '@/test/database';
import { contactMessageSchema } from './contact-message';
import { contactReplySchema, countUnreadContactMessages, listContactMessages, markContactRead, replyToContact, tellHouseOfContact } from './contact-inbox';
import { sendContactMessage } from './send-contact-message';

const fixture = testDatabase();
const db = () => fixture.handle.db;
const outbox = () => createEmailSender(db(), null);

async function received(email: string, message = 'Do you have six matching hospital beds for March?') {
  const sent = await sendContactMessage(
    db(),
    contactMessageSchema.parse({ name: 'Rosa Díaz', email, production: 'Night Shift', message }),
    `198.51.100.${Math.floor(Math.random() * 200)}`,
  );
  if (!sent.ok) throw sent.error;
  return sent.data.id;
}

describe('issue 13 §7: the contact inbox', () => {
  it('staff hear of a new message by email, and find it unread at the top of the inbox', async () => {
    const id = await received('rosa@example.com');
    await tellHouseOfContact(db(), id, tenant, outbox());
    const [toHouse] = await outboxFor(db(), 'email', tenant.vendor.email, 1);
    expect(toHouse).toMatchObject({ subject: 'Contact: Rosa Díaz (Night Shift)' });
    expect(toHouse!.body).toMatch(/Do you have six matching hospital beds for March\?[\s\S]*Answer it: \S+\/staff\/inbox/);
    const [newest] = await listContactMessages(db());
    expect(newest).toMatchObject({ id, readAt: null, replies: [] });
    expect(await countUnreadContactMessages(db())).toBeGreaterThan(0);
  });

  it('a reply goes to the sender by email, is kept with the message, and reads it', async () => {
    const id = await received('sam@example.com');
    const before = await countUnreadContactMessages(db());
    const reply = contactReplySchema.parse({ messageId: id, body: 'Yes: six beds, Mar 3 – Mar 10. Put them on Hold from the catalogue.' });
    expect(await replyToContact(db(), reply, 'Rosa at the counter', tenant, outbox())).toEqual({ ok: true, data: null });
    const [toSender] = await outboxFor(db(), 'email', 'sam@example.com', 1);
    expect(toSender).toMatchObject({ subject: `Re: your message to ${tenant.vendor.displayName}` });
    expect(toSender!.body).toContain('Yes: six beds, Mar 3 – Mar 10.');
    const message = (await listContactMessages(db())).find((entry) => entry.id === id)!;
    expect(message.readAt).toBeInstanceOf(Date);
    expect(message.replies).toMatchObject([{ authorName: 'Rosa at the counter', body: reply.body }]);
    expect(await countUnreadContactMessages(db())).toBe(before - 1);
  });

  it('a reply that cannot be sent is said, and nothing is kept; an unknown message answers notFound; "Mark read" reads it', async () => {
    const id = await received('kim@example.com');
    const failing = async () => {
      throw new Error('SMTP down');
    };
    const reply = contactReplySchema.parse({ messageId: id, body: 'Hello' });
    expect(await replyToContact(db(), reply, 'Rosa', tenant, failing)).toMatchObject({ ok: false, error: { code: 'unavailable' } });
    expect((await listContactMessages(db())).find((entry) => entry.id === id)).toMatchObject({ readAt: null, replies: [] });
    expect(await replyToContact(db(), { ...reply, messageId: 'nope' }, 'Rosa', tenant, outbox())).toMatchObject({ ok: false, error: { code: 'notFound' } });
    expect(await markContactRead(db(), id)).toEqual({ ok: true, data: null });
    expect((await listContactMessages(db())).find((entry) => entry.id === id)?.readAt).toBeInstanceOf(Date);
    expect(() => contactReplySchema.parse({ messageId: id, body: '  ' })).toThrow('Write a reply.');
  });
});
