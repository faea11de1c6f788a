import { createCipheriv, scrypt, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * The hosted identity provider's "modified scrypt" (github.com/firebase/scrypt), which its user
 * export's passwordHash was made with: scrypt(password, salt + salt separator, N = 2^memCost,
 * r = rounds, p = 1, 32 bytes) is used as an AES-256-CTR key (IV all zeros) to encrypt the project's
 * signer key; the ciphertext is the hash. With node:crypto, so no package is needed (decision 0127).
 */
export type FirebaseHashParameters = {
  /** base64 */
  signerKey: string;
  /** base64 */
  saltSeparator: string;
  rounds: number;
  memCost: number;
};

/** The console's "Password hash parameters", as `firebase auth:export`'s docs write them. */
export const hashConfigSchema = z
  .object({
    algorithm: z.literal('SCRYPT', { error: 'Only the SCRYPT algorithm is supported.' }).optional(),
    base64_signer_key: z.base64('Give base64_signer_key as base64.').min(1, 'Give base64_signer_key.'),
    base64_salt_separator: z.base64('Give base64_salt_separator as base64.'),
    rounds: z.coerce.number().int().min(1, 'rounds is at least 1.').max(32, 'rounds is at most 32.'),
    mem_cost: z.coerce.number().int().min(1, 'mem_cost is at least 1.').max(20, 'mem_cost is at most 20.'),
  })
  .transform((config): FirebaseHashParameters => ({
    signerKey: config.base64_signer_key,
    saltSeparator: config.base64_salt_separator,
    rounds: config.rounds,
    memCost: config.mem_cost,
  }));

const KEY_BYTES = 32;

function deriveKey(password: string, salt: Buffer, { rounds, memCost }: FirebaseHashParameters): Promise<Buffer> {
  const N = 2 ** memCost;
  // scrypt needs 128·N·r bytes; Node refuses more than 32 MiB unless told (16 MiB at the usual 14/8).
  const options = { N, r: rounds, p: 1, maxmem: 2 * 128 * N * rounds + 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(Buffer.from(password, 'utf8'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** The provider's hash of `password` with this account's salt (base64), as base64. */
export async function firebaseScryptHash(password: string, salt: string, parameters: FirebaseHashParameters): Promise<string> {
  const key = await deriveKey(password, Buffer.concat([Buffer.from(salt, 'base64'), Buffer.from(parameters.saltSeparator, 'base64')]), parameters);
  const cipher = createCipheriv('aes-256-ctr', key, Buffer.alloc(16, 0));
  return Buffer.concat([cipher.update(Buffer.from(parameters.signerKey, 'base64')), cipher.final()]).toString('base64');
}

/** Constant-time check of a password against the provider's hash; a hash of another length is a failed check. */
export async function verifyFirebaseScrypt(password: string, hash: string, salt: string, parameters: FirebaseHashParameters): Promise<boolean> {
  const expected = Buffer.from(hash, 'base64');
  const actual = Buffer.from(await firebaseScryptHash(password, salt, parameters), 'base64');
  return expected.length === actual.length && expected.length > 0 && timingSafeEqual(expected, actual);
}
