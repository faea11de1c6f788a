import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/db/open';
import type { Auth } from '@/lib/identity/auth';
import { signInAnonymously } from '@/lib/identity/sign-in';
import { SITE, TestBrowser, signUp, testAuth } from '@/test/auth-browser';
import { openTestDatabase } from '@/test/database';
import { recordLogIn } from './repository';
import { answerVendorUserStream } from './stream-endpoint';

const VENDOR = { vendorId: 'cahuenga-props', vendorName: 'cahuenga-prop-house' };
let handle: DatabaseHandle;
let auth: Auth;
beforeAll(async () => {
  handle = await openTestDatabase();
  auth = testAuth(handle.db);
});
afterAll(() => handle.close());

function streamRequest(browser: TestBrowser, signal = new AbortController().signal) {
  return new Request(`${SITE}/api/vendor-user/stream`, { headers: browser.headers(), signal });
}

describe('§4 live profile: GET /api/vendor-user/stream', () => {
  it('answers 401 without a session', async () => {
    const response = await answerVendorUserStream(streamRequest(new TestBrowser(auth)), { auth, handle, vendorId: VENDOR.vendorId });
    expect(response.status).toBe(401);
  });

  it('answers 401 to an anonymous session, which has no record to follow', async () => {
    const browser = new TestBrowser(auth);
    await signInAnonymously(browser.exchange());
    const response = await answerVendorUserStream(streamRequest(browser), { auth, handle, vendorId: VENDOR.vendorId });
    expect(response.status).toBe(401);
  });

  it('streams the signed-in user\'s own record, chosen by the session', async () => {
    const browser = new TestBrowser(auth);
    const { userId, email } = await signUp(browser);
    await recordLogIn(handle.db, { ...VENDOR, uid: userId, email, captchaToken: 'spent', priorStatus: 'wasNotAuthenticated', now: Date.now() });
    const aborted = new AbortController();
    const response = await answerVendorUserStream(streamRequest(browser, aborted.signal), { auth, handle, vendorId: VENDOR.vendorId });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    let text = '';
    while (!text.includes('event: profile')) text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toContain(`"uid":"${userId}"`);
    aborted.abort();
    await reader.cancel();
  });
});
