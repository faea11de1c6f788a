import { randomBytes } from 'node:crypto';
import { firebaseScryptHash, type FirebaseHashParameters } from '@/lib/identity/auth/firebase-scrypt';

/**
 * Exports in the hosted providers' own formats, for the import's tests (issue 27): a user export as
 * `firebase auth:export` writes it, its hash parameters as the console shows them, customer documents
 * keyed by path, and search index records.
 */

/** Small parameters, so each fixture account hashes in a millisecond; one test uses the real 14/8. */
export const CHEAP_HASH_CONFIG = {
  algorithm: 'SCRYPT',
  base64_signer_key: randomBytes(64).toString('base64'),
  base64_salt_separator: 'Bw==',
  rounds: 8,
  mem_cost: 10,
};

export function parametersOf(config: typeof CHEAP_HASH_CONFIG): FirebaseHashParameters {
  return { signerKey: config.base64_signer_key, saltSeparator: config.base64_salt_separator, rounds: config.rounds, memCost: config.mem_cost };
}

export type FixtureAccount = { localId: string; email?: string; password?: string; displayName?: string; mfaPhone?: string; anonymous?: boolean };

/** One exported user, its password hashed with the provider's modified scrypt. */
export async function exportedUser(account: FixtureAccount, config = CHEAP_HASH_CONFIG): Promise<Record<string, unknown>> {
  const salt = randomBytes(12).toString('base64');
  const user: Record<string, unknown> = {
    localId: account.localId,
    emailVerified: true,
    createdAt: '1700000000000',
    lastSignedInAt: '1710000000000',
    providerUserInfo: account.anonymous ? [] : [{ providerId: 'password', email: account.email, federatedId: account.email, rawId: account.email }],
  };
  if (account.email) user.email = account.email;
  if (account.displayName) user.displayName = account.displayName;
  if (account.password) {
    user.passwordHash = await firebaseScryptHash(account.password, salt, parametersOf(config));
    user.salt = salt;
  }
  if (account.mfaPhone)
    user.mfaInfo = [{ mfaEnrollmentId: `mfa-${account.localId}`, displayName: 'Phone', phoneInfo: account.mfaPhone, enrolledAt: '2024-01-01T00:00:00Z' }];
  return user;
}

export async function authExport(accounts: FixtureAccount[], config = CHEAP_HASH_CONFIG): Promise<string> {
  return JSON.stringify({ users: await Promise.all(accounts.map((account) => exportedUser(account, config))) });
}

/** A customer document of vendors/{vendorId}/users/{uid}, keyed by its path as the export tools write it. */
export function customerDocuments(vendorId: string, documents: Record<string, Record<string, unknown>>): string {
  return JSON.stringify(Object.fromEntries(Object.entries(documents).map(([uid, fields]) => [`vendors/${vendorId}/users/${uid}`, fields])));
}

/** A search index record as the index's browse export writes it. */
export function indexRecord(objectID: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    objectID,
    sku: `HP-${objectID}`,
    title: `Imported Chair ${objectID}`,
    description: 'A chair from the old catalogue.',
    category: 'Furniture',
    priceSpecification: { purchaseType: 'Weekly Rental', price: 45 },
    quantity: 3,
    dimensions: { width: 20, depth: 22, height: 34 },
    weight: 12,
    tags: ['chair', 'imported'],
    colors: ['Red'],
    rooms: ['Dining Room'],
    materials: ['Wood'],
    ...overrides,
  };
}
