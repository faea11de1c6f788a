import 'server-only';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing at OWASP's scrypt strength (N=2^17, r=8, p=1), with Node's own crypto so no
 * native package is needed (docs/decisions/0041). The parameters are written into each hash, so they
 * can be raised later without breaking the hashes already stored.
 */
export const SCRYPT_PARAMETERS = { logN: 17, r: 8, p: 1 } as const;
export const SALT_BYTES = 16;
export const KEY_BYTES = 64;

/** scrypt needs 128·N·r bytes; Node refuses anything over 32 MiB unless told, so allow twice the need. */
function maxmemFor(N: number, r: number): number {
  return 2 * 128 * N * r;
}

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** logN;
  const options: ScryptOptions = { N, r, p, maxmem: maxmemFor(N, r) };
  return new Promise((resolve, reject) =>
    // The callback form runs on libuv's thread pool: a sign-in never blocks the event loop.
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** `scrypt$17$8$1$<salt base64>$<key base64>` */
export async function hashPassword(password: string): Promise<string> {
  const { logN, r, p } = SCRYPT_PARAMETERS;
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, logN, r, p);
  return ['scrypt', logN, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export type ParsedHash = { logN: number; r: number; p: number; salt: Buffer; key: Buffer };

export function parsePasswordHash(hash: string): ParsedHash | null {
  const match = /^scrypt\$(\d{1,2})\$(\d{1,3})\$(\d{1,3})\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(hash);
  if (!match) return null;
  const [, logN, r, p, salt, key] = match as unknown as [string, string, string, string, string, string];
  // Bounds keep a tampered hash from asking for gigabytes of memory.
  if (Number(logN) < 10 || Number(logN) > 20 || Number(r) < 1 || Number(p) < 1) return null;
  return { logN: Number(logN), r: Number(r), p: Number(p), salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

/** Constant-time comparison; an unreadable hash is simply a failed verification. */
export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const parsed = parsePasswordHash(hash);
  if (!parsed || parsed.key.length !== KEY_BYTES) return false;
  const key = await derive(password, parsed.salt, parsed.logN, parsed.r, parsed.p);
  return timingSafeEqual(key, parsed.key);
}
