import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Messages sent from the contact page; staff read and answer them in the inbox (issue 13 §7). */
export const contactMessages = pgTable('contact_messages', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  production: text('production').notNull().default(''),
  message: text('message').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  /** When staff read it (marked read, or answered); null while unread. */
  readAt: at('read_at'),
});

/** The house's answers to a contact message, each sent by email to its sender. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: text('id').primaryKey(),
    messageId: text('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId, t.createdAt)],
);
