import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { appSecrets } from '@/lib/db/schema';

const SECRET_NAME = 'better_auth_secret';

/**
 * The secret better-auth signs cookies and encrypts second-factor secrets with. BETTER_AUTH_SECRET
 * wins when set; otherwise the first instance to start generates one and stores it in the database,
 * and every other instance on that database reads the same one (docs/decisions/0040). It never
 * leaves the server. A module of its own, so a signed link (the reminders' unsubscribe, decision
 * 156) derives its key from it without loading better-auth.
 */
export async function authSecret(db: Db, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  // Two instances starting at once both try to insert; the loser's insert does nothing and both
  // read the winner's value.
  await db
    .insert(appSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: appSecrets.name });
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
  if (!row) throw new Error('The auth secret could not be stored in the database.');
  return row.value;
}
