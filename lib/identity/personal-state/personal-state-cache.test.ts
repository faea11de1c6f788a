import { describe, expect, it } from 'vitest';
import { PERSONAL_STATE_SECONDS, PersonalStateCache, type KeptAnswer } from './personal-state-cache';

const answerOf = (body: string, uid: string | null = 'crew-a'): KeptAnswer => ({ body, uid });

/** A read that answers when told: the test decides what happens while it is in flight. */
function pendingRead() {
  let finish!: (answer: KeptAnswer) => void;
  const answer = new Promise<KeptAnswer>((resolve) => (finish = resolve));
  return { read: () => answer, finish };
}

describe('issue 29: the kept answers to /api/me', () => {
  it('asks at once share one read, and later asks are answered from it until it is kept too long', async () => {
    const cache = new PersonalStateCache();
    let reads = 0;
    const read = async () => answerOf(`read ${++reads}`);
    const together = await Promise.all(Array.from({ length: 20 }, () => cache.answer('token=a', read, 0)));
    expect(new Set(together.map(({ body }) => body))).toEqual(new Set(['read 1']));
    expect((await cache.answer('token=a', read, PERSONAL_STATE_SECONDS * 1000 - 1)).body).toBe('read 1');
    expect((await cache.answer('token=a', read, PERSONAL_STATE_SECONDS * 1000)).body).toBe('read 2');
  });

  it('a change to a person ends every answer of theirs, and only theirs', async () => {
    const cache = new PersonalStateCache();
    await cache.answer('token=phone', async () => answerOf('a on the phone', 'crew-a'), 0);
    await cache.answer('token=laptop', async () => answerOf('a on the laptop', 'crew-a'), 0);
    await cache.answer('token=b', async () => answerOf('b', 'crew-b'), 0);
    cache.changed('crew-a');
    expect((await cache.answer('token=phone', async () => answerOf('a again'), 1)).body).toBe('a again');
    expect((await cache.answer('token=laptop', async () => answerOf('a again'), 1)).body).toBe('a again');
    expect((await cache.answer('token=b', async () => answerOf('b again', 'crew-b'), 1)).body).toBe('b');
  });

  it('a change while an answer is being read ends it: the read may have come before the change', async () => {
    const cache = new PersonalStateCache();
    const inFlight = pendingRead();
    const first = cache.answer('token=a', inFlight.read, 0);
    cache.changed('crew-a');
    // An ask after the change does not get the answer read before it.
    const after = cache.answer('token=a', async () => answerOf('after the change'), 1);
    inFlight.finish(answerOf('before the change'));
    expect((await first).body).toBe('before the change');
    expect((await after).body).toBe('after the change');
    expect((await cache.answer('token=a', async () => answerOf('never read'), 2)).body).toBe('after the change');
  });

  it('an answer that is nobody’s, or a read that failed, is not kept', async () => {
    const cache = new PersonalStateCache();
    await cache.answer('token=forged', async () => answerOf('signed out', null), 0);
    expect((await cache.answer('token=forged', async () => answerOf('read again', null), 1)).body).toBe('read again');
    await expect(cache.answer('token=a', () => Promise.reject(new Error('database away')), 0)).rejects.toThrow('database away');
    expect((await cache.answer('token=a', async () => answerOf('back'), 1)).body).toBe('back');
  });

  it('after a lost connection nothing kept is trusted', async () => {
    const cache = new PersonalStateCache();
    await cache.answer('token=a', async () => answerOf('kept'), 0);
    cache.clear();
    expect((await cache.answer('token=a', async () => answerOf('read again'), 1)).body).toBe('read again');
  });
});
