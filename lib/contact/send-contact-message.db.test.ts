import { describe, expect, it } from 'vitest';
import { contactMessages } from '@/lib/db/schema';
import { invalidInput } from '@/lib/errors/app-error';
import { testDatabase } from '@/test/database';
import { CONTACT_RATE_LIMIT, contactMessageSchema } from './contact-message';
import { sendContactMessage } from './send-contact-message';

const fixture = testDatabase();

const valid = { name: 'Rosa Díaz', email: 'rosa@example.com', production: 'Night Shift', message: 'Do you have six matching hospital beds for March?' };
const fieldErrorsOf = (input: unknown) => {
  const parsed = contactMessageSchema.safeParse(input);
  return parsed.success ? null : invalidInput(parsed.error).fieldErrors;
};

describe('the contact page form', () => {
  it('stores a valid message', async () => {
    expect(await sendContactMessage(fixture.handle.db, contactMessageSchema.parse(valid), '203.0.113.1')).toEqual({
      ok: true,
      data: { id: expect.any(String) },
    });
    const rows = await fixture.handle.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(valid);
  });

  it('answers bad input with a message per field (the action parses before anything is stored)', () => {
    expect(fieldErrorsOf({ name: ' ', email: 'not-an-email', message: 'hi', production: 42 })).toMatchObject({
      name: 'Please tell us your name.',
      email: 'Please enter an email address we can reply to.',
      message: 'Please write at least a sentence, so we can help.',
    });
  });

  it('refuses a sender past the hourly limit as rateLimited, with when to come back', async () => {
    for (let sent = 0; sent < CONTACT_RATE_LIMIT.limit; sent++) {
      expect((await sendContactMessage(fixture.handle.db, valid, '198.51.100.9')).ok).toBe(true);
    }
    const refused = await sendContactMessage(fixture.handle.db, valid, '198.51.100.9');
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'rateLimited', status: 429, message: expect.stringMatching(/^You have sent several messages already/) },
    });
    expect(refused.ok || refused.error.retryAfterSeconds).toBeGreaterThan(0);
    expect((await sendContactMessage(fixture.handle.db, valid, '198.51.100.10')).ok).toBe(true);
  });

  it("issue 9 §2: a NUL in the name is refused by the form's schema, with a message per field", () => {
    expect(fieldErrorsOf({ ...valid, name: 'Bob\0', production: 'Night\u0007Shift' })).toMatchObject({
      name: 'Please remove the special characters from your name.',
      production: 'Please remove the special characters from the production name.',
    });
  });
});
