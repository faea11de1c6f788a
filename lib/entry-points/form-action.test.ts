import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AppError } from '@/lib/errors/app-error';
import type { AuthUser } from '@/lib/identity/status/auth-status';
import type { Viewer } from '@/lib/identity/viewer';
import type { VendorUserRecord } from '@/lib/vendor-users/repository';
import { answerForm, type Reply } from './form-action';
import { formStart } from '@/lib/forms/form-state';

const user = { uid: 'u1', email: 'dana@example.com' } as AuthUser;
const viewers = {
  anonymous: { kind: 'anonymous', user: null, vendorUser: null, impersonatedBy: null },
  guest: { kind: 'guest', user, vendorUser: null, impersonatedBy: null },
  customer: { kind: 'customer', user, vendorUser: {} as VendorUserRecord, impersonatedBy: null },
  staff: { kind: 'staff', user, vendorUser: {} as VendorUserRecord, impersonatedBy: null },
  admin: { kind: 'admin', user, vendorUser: {} as VendorUserRecord, impersonatedBy: null },
  supportSession: { kind: 'customer', user, vendorUser: {} as VendorUserRecord, impersonatedBy: 'admin-1' },
} satisfies Record<string, Viewer>;

const START = formStart({ step: 'one' as 'one' | 'two', saved: null as string | null });
const schema = z.object({ name: z.string().min(2, 'Give a name.'), password: z.string().optional() });
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const run = (
  viewer: Viewer,
  fields: Record<string, string>,
  reply: Reply<typeof START.data> | (() => never) = { message: 'Saved.' },
  access: 'anyone' | 'customer' | 'staff' | 'admin' = 'customer',
  previous: unknown = START,
) => {
  const handler = vi.fn(async () => (typeof reply === 'function' ? reply() : reply));
  return { handler, answer: answerForm({ access, schema, start: START, failed: () => ({ step: 'two' as const }) }, handler, previous, form(fields), viewer) };
};

describe('issue 10: one action shape (lib/entry-points/form-action.ts)', () => {
  it('parses the form, hands the handler typed input and the viewer, and answers done with its notice', async () => {
    const { handler, answer } = run(viewers.customer, { name: 'Dana', enhanced: '1', $ACTION_ID_x: '' });
    expect(await answer).toEqual({ ...START, seq: 1, status: 'done', message: 'Saved.', values: { name: 'Dana' } });
    expect(handler).toHaveBeenCalledWith({ name: 'Dana' }, { viewer: viewers.customer, previous: START });
  });

  it.each([
    ['anonymous', 'customer'],
    ['guest', 'customer'],
  ] as const)('a %s asking for %s access is refused (unauthenticated) before the input is read or the handler runs', async (who, access) => {
    const { handler, answer } = run(viewers[who], { name: '' }, { message: 'Saved.' }, access);
    expect(await answer).toMatchObject({ status: 'failed', code: 'unauthenticated', data: { step: 'two' } });
    expect(handler).not.toHaveBeenCalled();
  });

  it.each([
    ['anonymous', 'staff'],
    ['guest', 'staff'],
    ['customer', 'staff'],
    ['staff', 'admin'],
    ['supportSession', 'staff'],
  ] as const)('issue 13 §10: a %s calling a %s action gets the not-found answer (a 404), and the handler never runs', async (who, access) => {
    const { handler, answer } = run(viewers[who], { name: '' }, { message: 'Saved.' }, access);
    await expect(answer).rejects.toMatchObject({ digest: expect.stringMatching(/^NEXT_HTTP_ERROR_FALLBACK;404/) });
    expect(handler).not.toHaveBeenCalled();
  });

  it.each([
    ['staff', 'staff'],
    ['admin', 'staff'],
    ['admin', 'admin'],
    ['supportSession', 'customer'],
    ['anonymous', 'anyone'],
  ] as const)('a %s has %s access', async (who, access) => {
    expect((await run(viewers[who], { name: 'Dana' }, { message: 'Saved.' }, access).answer).status).toBe('done');
  });

  it('bad input is answered invalid, field by field, and the handler never runs; passwords never come back', async () => {
    const { handler, answer } = run(viewers.customer, { name: 'D', password: 'secret', captcha: 'x' });
    expect(await answer).toMatchObject({
      status: 'failed',
      code: 'invalid',
      message: 'Give a name.',
      fieldErrors: { name: 'Give a name.' },
      values: { name: 'D' },
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it('an AppError, returned or thrown, is the failed answer; anything else is a bug and is thrown', async () => {
    const conflict = new AppError('conflict', 'That name is taken.');
    expect(await run(viewers.customer, { name: 'Dana' }, { error: conflict }).answer).toMatchObject({
      status: 'failed',
      code: 'conflict',
      message: 'That name is taken.',
    });
    expect(
      await run(viewers.customer, { name: 'Dana' }, () => {
        throw conflict;
      }).answer,
    ).toMatchObject({ status: 'failed', code: 'conflict' });
    await expect(
      run(viewers.customer, { name: 'Dana' }, () => {
        throw new TypeError('boom');
      }).answer,
    ).rejects.toThrow('boom');
  });

  it('without JavaScript (no `enhanced`) a navigation is a redirect; with it, the browser is told', async () => {
    const navigation = { method: 'push', href: '/catalog' } as const;
    await expect(run(viewers.customer, { name: 'Dana' }, { navigation }).answer).rejects.toMatchObject({
      digest: expect.stringMatching(/^NEXT_REDIRECT;.*\/catalog/),
    });
    expect(await run(viewers.customer, { name: 'Dana', enhanced: '1' }, { navigation }).answer).toMatchObject({ status: 'done', navigation });
  });

  it('issue 9 §2: whatever previous state the browser sends, the answer counts on from a sound one', async () => {
    for (const sent of [null, undefined, 0, 'x', [], true, { seq: 'one' }, { seq: Number.NaN, data: null }, { seq: 4, data: { step: 42, saved: 'kept' } }]) {
      const answer = await run(viewers.customer, { name: 'Dana', enhanced: '1' }, { message: 'Saved.' }, 'customer', sent).answer;
      const seq = typeof sent === 'object' && sent && 'seq' in sent && Number.isSafeInteger(sent.seq) ? (sent.seq as number) : 0;
      expect(answer.seq).toBe(seq + 1);
      expect(answer.data.step).toBe('one');
    }
    expect((await run(viewers.customer, { name: 'Dana', enhanced: '1' }, {}, 'customer', { seq: 4, data: { saved: 'kept' } }).answer).data.saved).toBe('kept');
  });

  it('issue 9 §2: an action called with something other than a form reads an empty form', async () => {
    const { handler, answer } = run(viewers.customer, {});
    const state = await answerForm({ access: 'anyone', schema: z.object({}), start: START }, handler, START, 'name=Dana', viewers.anonymous);
    expect(state.values).toEqual({});
    await answer;
  });

  it('issue 13 §3: a form’s file fields reach the schema as their chosen files, an empty field as none; files are never echoed', async () => {
    const photo = new File([new Uint8Array([1, 2, 3])], 'lamp.jpg', { type: 'image/jpeg' });
    const empty = new File([], 'empty.jpg');
    const data = form({ itemId: 'prop-1' });
    data.append('photos', photo);
    data.append('photos', empty);
    data.append('photos', new File([], ''));
    data.append('other', new File([new Uint8Array([1])], 'not-asked-for.jpg'));
    const handler = vi.fn(async () => ({ message: 'Added.' }));
    const schema = z.object({ itemId: z.string(), photos: z.array(z.file()).min(1, 'Choose a photo.') });
    const state = await answerForm({ access: 'staff', schema, start: START, files: ['photos'] }, handler, START, data, viewers.staff);
    expect(state).toMatchObject({ status: 'done', values: { itemId: 'prop-1' } });
    expect(handler).toHaveBeenCalledWith({ itemId: 'prop-1', photos: [photo, empty] }, expect.anything());

    const none = form({ itemId: 'prop-1' });
    none.append('photos', new File([], ''));
    expect(await answerForm({ access: 'staff', schema, start: START, files: ['photos'] }, handler, START, none, viewers.staff)).toMatchObject({
      status: 'failed',
      fieldErrors: { photos: 'Choose a photo.' },
    });
    // An action without file fields reads a file as no field at all, as it always did.
    expect(await answerForm({ access: 'staff', schema, start: START }, handler, START, data, viewers.staff)).toMatchObject({
      status: 'failed',
      code: 'invalid',
    });
  });
});
