import { randomUUID } from 'node:crypto';
import type { Db } from '@/lib/db/open';
import { users } from '@/lib/db/schema';

/**
 * An account row for tests that write vendor user records without going through better-auth:
 * vendor_users.uid references users.id, so the account must exist first. Inserting the same id
 * twice is harmless.
 */
export async function insertTestUser(db: Db, id = `user-${randomUUID()}`, fields: Partial<typeof users.$inferInsert> = {}): Promise<string> {
  await db
    .insert(users)
    .values({ id, name: id, email: `${id}@example.test`, ...fields })
    .onConflictDoNothing();
  return id;
}
