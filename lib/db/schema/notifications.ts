import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const OUTBOX_CHANNELS = ['sms', 'email'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/**
 * Text messages and emails the app would have sent, kept here when no SMS or SMTP service is
 * configured, so development and tests can read the codes (lib/notifications).
 */
export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: text('id').primaryKey(),
    channel: text('channel').$type<OutboxChannel>().notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('dev_outbox_to_idx').on(t.to, t.createdAt.desc())],
);
