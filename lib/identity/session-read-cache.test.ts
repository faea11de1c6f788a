import { describe, expect, it } from 'vitest';
import type { CurrentSession } from './auth-exchange';
import { readSessionOnce, SESSION_READ_SECONDS } from './session-read-cache';

const session = (id: string) => ({ session: { createdAt: '2026-11-27T00:00:00Z' }, user: { id } }) as unknown as CurrentSession;

describe('issue 29: a session read for /api/me is reused for a few seconds', () => {
  it('asks that arrive together share one read, and a later ask within the seconds reuses it', async () => {
    let reads = 0;
    const read = async () => (reads++, session('guest-1'));
    const answers = await Promise.all(Array.from({ length: 20 }, () => readSessionOnce('token=together', read, 1_000)));
    expect(reads).toBe(1);
    expect(new Set(answers).size).toBe(1);
    await readSessionOnce('token=together', read, 1_000 + SESSION_READ_SECONDS * 1000 - 1);
    expect(reads).toBe(1);
  });

  it('reads again once the seconds are over, so a session ended elsewhere is seen to end', async () => {
    let signedIn = true;
    const read = async () => (signedIn ? session('customer-1') : null);
    expect(await readSessionOnce('token=ending', read, 0)).not.toBeNull();
    signedIn = false;
    expect(await readSessionOnce('token=ending', read, SESSION_READ_SECONDS * 1000 - 1)).not.toBeNull();
    expect(await readSessionOnce('token=ending', read, SESSION_READ_SECONDS * 1000)).toBeNull();
  });

  it('another session cookie is another read; a failed read is not kept', async () => {
    const answered = await readSessionOnce('token=a', async () => session('a'), 0);
    expect(await readSessionOnce('token=b', async () => session('b'), 0)).not.toBe(answered);
    await expect(readSessionOnce('token=failing', async () => Promise.reject(new Error('database away')), 0)).rejects.toThrow('database away');
    expect(await readSessionOnce('token=failing', async () => session('back'), 1)).toEqual(session('back'));
  });
});
