import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { captchaKeys } from '@/lib/db/schema';

const KEY_ID = 'altcha-hmac';

/** Per database: the stored key never changes once written, so it is read once per process. */
const storedKeys = new WeakMap<Db, Promise<string>>();

/**
 * The key ALTCHA challenges are signed with: ALTCHA_HMAC_KEY when set, otherwise one generated on
 * first use and kept in `captcha_keys`, so every app instance signs and verifies with the same key
 * (docs/decisions/0053). Two instances racing to create it both end up with the one that was stored.
 */
export function captchaHmacKey(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return Promise.resolve(configured);
  let key = storedKeys.get(db);
  if (!key) {
    key = storedKey(db);
    storedKeys.set(db, key);
    // A failed read (a database still starting) is tried again next time, not remembered.
    key.catch(() => storedKeys.delete(db));
  }
  return key;
}

async function storedKey(db: Db): Promise<string> {
  await db
    .insert(captchaKeys)
    .values({ id: KEY_ID, secret: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select({ secret: captchaKeys.secret }).from(captchaKeys).where(eq(captchaKeys.id, KEY_ID));
  if (!row) throw new Error('The captcha key could not be stored.');
  return row.secret;
}
