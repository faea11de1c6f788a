import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/db/open';
import { contactMessages } from '@/lib/db/schema';
import { openTestDatabase } from '@/test/database';
import { CONTACT_RATE_LIMIT } from './contact-message';
import { sendContactMessage } from './send-contact-message';

let handle: DatabaseHandle;
beforeAll(async () => (handle = await openTestDatabase()));
afterAll(() => handle.close());

const valid = { name: 'Rosa Díaz', email: 'rosa@example.com', production: 'Night Shift', message: 'Do you have six matching hospital beds for March?' };

describe('the contact page form', () => {
  it('stores a valid message', async () => {
    expect(await sendContactMessage(handle.db, valid, '203.0.113.1')).toEqual({ status: 'sent' });
    const rows = await handle.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(valid);
  });

  it('answers bad input with a message per field and stores nothing', async () => {
    const before = (await handle.db.select().from(contactMessages)).length;
    const result = await sendContactMessage(handle.db, { name: ' ', email: 'not-an-email', message: 'hi', production: 42 }, '203.0.113.2');
    expect(result).toMatchObject({
      status: 'invalid',
      fieldErrors: { name: 'Please tell us your name.', email: 'Please enter an email address we can reply to.', message: 'Please write at least a sentence, so we can help.' },
    });
    expect(await handle.db.select().from(contactMessages)).toHaveLength(before);
  });

  it('refuses a sender past the hourly limit, and keeps what they typed', async () => {
    for (let sent = 0; sent < CONTACT_RATE_LIMIT.limit; sent++) {
      expect((await sendContactMessage(handle.db, valid, '198.51.100.9')).status).toBe('sent');
    }
    const refused = await sendContactMessage(handle.db, valid, '198.51.100.9');
    expect(refused).toMatchObject({ status: 'refused', values: valid });
    expect((await sendContactMessage(handle.db, valid, '198.51.100.10')).status).toBe('sent');
  });

  it('issue 9 §2: refuses a NUL in the name with a message, before spending one of the sender\'s hits', async () => {
    const before = (await handle.db.select().from(contactMessages)).length;
    for (let attempt = 0; attempt <= CONTACT_RATE_LIMIT.limit; attempt++) {
      const result = await sendContactMessage(handle.db, { ...valid, name: 'Bob\0', production: 'Night\u0007Shift' }, '198.51.100.20');
      expect(result).toMatchObject({
        status: 'invalid',
        fieldErrors: { name: 'Please remove the special characters from your name.', production: 'Please remove the special characters from the production name.' },
      });
    }
    expect(await handle.db.select().from(contactMessages)).toHaveLength(before);
    expect((await sendContactMessage(handle.db, valid, '198.51.100.20')).status).toBe('sent');
  });
});
