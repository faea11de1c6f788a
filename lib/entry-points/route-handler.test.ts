import { describe, expect, it, vi } from 'vitest';
import { AppError } from '@/lib/errors/app-error';
import type { AuthUser } from '@/lib/identity/status/auth-status';
import type { Viewer } from '@/lib/identity/viewer';
import type { VendorUserRecord } from '@/lib/vendor-users/repository';
import { answerRoute } from './route-handler';

const user = { uid: 'u1' } as AuthUser;
const anonymous: Viewer = { kind: 'anonymous', user: null, vendorUser: null, impersonatedBy: null };
const guest: Viewer = { kind: 'guest', user, vendorUser: null, impersonatedBy: null };
const customer: Viewer = { kind: 'customer', user, vendorUser: {} as VendorUserRecord, impersonatedBy: null };
const request = new Request('http://localhost/api/x');

describe('issue 10: route handlers answer the one error vocabulary with its status', () => {
  it.each([
    ['nobody', anonymous],
    ['a guest', guest],
  ])('%s asking for a customer route gets 401, and the handler never runs', async (_who, viewer) => {
    const handler = vi.fn(async () => new Response('secret'));
    const response = await answerRoute('customer', handler, request, viewer);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'unauthenticated', message: 'Log in to continue.' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('a customer asking for a staff route gets 404', async () => {
    expect((await answerRoute('staff', async () => new Response('staff'), request, customer)).status).toBe(404);
  });

  it('hands the handler the viewer, and answers a thrown AppError with its status and Retry-After', async () => {
    expect(await (await answerRoute('customer', async (_request, { viewer }) => new Response(viewer.user?.uid), request, customer)).text()).toBe('u1');
    const limited = await answerRoute(
      'anyone',
      async () => {
        throw new AppError('rateLimited', 'Slow down.', { retryAfterSeconds: 30 });
      },
      request,
      anonymous,
    );
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('30');
    expect(await limited.json()).toMatchObject({ code: 'rateLimited', message: 'Slow down.' });
  });

  it('throws what is not an AppError: a bug is not a 4xx', async () => {
    await expect(answerRoute('anyone', async () => Promise.reject(new TypeError('boom')), request, anonymous)).rejects.toThrow('boom');
  });
});
