import { describe, expect, it } from 'vitest';
import { firebaseScryptHash, hashConfigSchema, verifyFirebaseScrypt } from '@/lib/identity/auth/firebase-scrypt';

/** The example published in github.com/firebase/scrypt's README: the project's real default parameters (14/8). */
const PUBLISHED = {
  parameters: {
    signerKey: 'jxspr8Ki0RYycVU8zykbdLGjFQ3McFUH0uiiTvC8pVMXAn210wjLNmdZJzxUECKbm0QsEmYUSDzZvpjeJ9WmXA==',
    saltSeparator: 'Bw==',
    rounds: 8,
    memCost: 14,
  },
  salt: '42xEC+ixf3L2lw==',
  password: 'user1password',
  hash: 'lSrfV15cpx95/sZS2W9c9Kp6i/LVgQNDNC/qzrCnh1SAyZvqmZqAjTdn3aoItz+VHjoZilo78198JAdRuid5lQ==',
};

describe('issue 27: the hosted provider’s modified scrypt', () => {
  it('gives the hash published with the provider’s own implementation', async () => {
    expect(await firebaseScryptHash(PUBLISHED.password, PUBLISHED.salt, PUBLISHED.parameters)).toBe(PUBLISHED.hash);
  });

  it('accepts the right password and refuses a wrong one, a wrong salt and a cut hash', async () => {
    const { password, hash, salt, parameters } = PUBLISHED;
    expect(await verifyFirebaseScrypt(password, hash, salt, parameters)).toBe(true);
    expect(await verifyFirebaseScrypt('user1Password', hash, salt, parameters)).toBe(false);
    expect(await verifyFirebaseScrypt(password, hash, 'AAAAAAAAAAAAAAAA', parameters)).toBe(false);
    expect(await verifyFirebaseScrypt(password, hash.slice(0, 40), salt, parameters)).toBe(false);
  });

  it('reads the console’s "Password hash parameters" and names a bad field', () => {
    expect(hashConfigSchema.parse({ algorithm: 'SCRYPT', base64_signer_key: 'AAAA', base64_salt_separator: 'Bw==', rounds: 8, mem_cost: 14 })).toEqual({
      signerKey: 'AAAA',
      saltSeparator: 'Bw==',
      rounds: 8,
      memCost: 14,
    });
    const bad = hashConfigSchema.safeParse({ algorithm: 'SCRYPT', base64_signer_key: 'AAAA', base64_salt_separator: 'Bw==', rounds: 8 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['mem_cost']);
  });
});
