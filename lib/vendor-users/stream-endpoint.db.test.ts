import { describe, expect, it } from 'vitest';
import { signInAnonymously } from '@/lib/identity/sign-in';
import { SITE, TestBrowser, signUp, authOnTestDatabase } from '@/test/auth-browser';
import { recordLogIn } from './repository';
import { answerVendorUserStream } from './stream-endpoint';

const VENDOR = { vendorId: 'cahuenga-props', vendorName: 'cahuenga-prop-house' };
const fixture = authOnTestDatabase();

function streamRequest(browser: TestBrowser, signal = new AbortController().signal) {
  return new Request(`${SITE}/api/vendor-user/stream`, { headers: browser.headers(), signal });
}

describe('§4 live profile: GET /api/vendor-user/stream', () => {
  it('answers 401 without a session', async () => {
    const response = await answerVendorUserStream(streamRequest(new TestBrowser(fixture.auth)), { auth: fixture.auth, handle: fixture.handle, vendorId: VENDOR.vendorId });
    expect(response.status).toBe(401);
  });

  it('answers 401 to an anonymous session, which has no record to follow', async () => {
    const browser = new TestBrowser(fixture.auth);
    await signInAnonymously(browser.exchange());
    const response = await answerVendorUserStream(streamRequest(browser), { auth: fixture.auth, handle: fixture.handle, vendorId: VENDOR.vendorId });
    expect(response.status).toBe(401);
  });

  it('streams the signed-in user\'s own record, chosen by the session', async () => {
    const browser = new TestBrowser(fixture.auth);
    const { userId, email } = await signUp(browser);
    await recordLogIn(fixture.handle.db, { ...VENDOR, uid: userId, email, captchaToken: 'spent', priorStatus: 'wasNotAuthenticated', now: Date.now() });
    const aborted = new AbortController();
    const response = await answerVendorUserStream(streamRequest(browser, aborted.signal), { auth: fixture.auth, handle: fixture.handle, vendorId: VENDOR.vendorId });
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
