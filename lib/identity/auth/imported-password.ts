import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { accounts, appSecrets } from '@/lib/db/schema';
import { verifyFirebaseScrypt, type FirebaseHashParameters } from '@/lib/identity/auth/firebase-scrypt';

/**
 * A password hash imported from the hosted identity provider, kept in the credential account until
 * its owner's first successful sign-in replaces it with ours (issue 27, decision 0128):
 * `firebase-scrypt$<passwordHash base64>$<salt base64>`. The project's hash parameters (its signer
 * key among them) are not in each hash but once in app_secrets, which never leaves the server.
 */
export const IMPORTED_HASH_PREFIX = 'firebase-scrypt$';
export const HASH_PARAMETERS_SECRET = 'firebase_scrypt_parameters';

export function importedHash(passwordHash: string, salt: string): string {
  return `${IMPORTED_HASH_PREFIX}${passwordHash}$${salt}`;
}

export function isImportedHash(hash: string): boolean {
  return hash.startsWith(IMPORTED_HASH_PREFIX);
}

function parseImportedHash(hash: string): { passwordHash: string; salt: string } | null {
  const match = /^firebase-scrypt\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(hash);
  return match ? { passwordHash: match[1]!, salt: match[2]! } : null;
}

export async function readHashParameters(db: Db): Promise<FirebaseHashParameters | null> {
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, HASH_PARAMETERS_SECRET));
  return row ? (JSON.parse(row.value) as FirebaseHashParameters) : null;
}

/**
 * Checks a password against an imported hash; when it is right, the hash is replaced by ours
 * (`rehash`) at once, so the old provider's hash is forgotten. Only the row that still holds this
 * imported hash is updated: two sign-ins at once both succeed, and one re-hash wins.
 */
export async function verifyImportedPassword(
  db: Db,
  { hash, password }: { hash: string; password: string },
  rehash: (password: string) => Promise<string>,
): Promise<boolean> {
  const parsed = parseImportedHash(hash);
  const parameters = parsed && (await readHashParameters(db));
  if (!parsed || !parameters) return false;
  if (!(await verifyFirebaseScrypt(password, parsed.passwordHash, parsed.salt, parameters))) return false;
  await db
    .update(accounts)
    .set({ password: await rehash(password), updatedAt: new Date() })
    .where(and(eq(accounts.providerId, 'credential'), eq(accounts.password, hash)));
  return true;
}
