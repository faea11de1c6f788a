import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Bot protection (spec §7): the HMAC key ALTCHA challenges are signed with, when ALTCHA_HMAC_KEY
 * is not set. Kept in the database so every app instance signs and verifies with the same key.
 */
export const captchaKeys = pgTable('captcha_keys', {
  id: text('id').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Spent ALTCHA solutions, one row per challenge signature, so a solution is accepted once. A row
 * is swept once its challenge has expired: an expired challenge is refused anyway.
 */
export const captchaSolutions = pgTable(
  'captcha_solutions',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_solutions_expires_at_idx').on(t.expiresAt)],
);
