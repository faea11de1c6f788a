import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Messages sent from the contact page; staff read them in the back office. */
export const contactMessages = pgTable('contact_messages', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  production: text('production').notNull().default(''),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
