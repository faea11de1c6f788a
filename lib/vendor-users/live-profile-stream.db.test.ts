import { describe, expect, it } from 'vitest';
import { SITE, authOnTestDatabase, signedIn, withVendorRecord } from '@/test/auth-browser';
import { tenant } from '@/lib/tenant';
import { vendorUserEventStream } from './live-profile-stream';

const fixture = authOnTestDatabase();

// Who may open the stream, and whose record it follows, is the route's access check (customers
// only, the uid of who is asking): lib/entry-points/route-handler.test.ts and e2e/security.spec.ts.
describe('§4 live profile: GET /api/vendor-user/stream', () => {
  it('streams the record of the uid it is given, as server-sent events', async () => {
    const { userId } = await withVendorRecord(fixture.handle.db, await signedIn(fixture.auth));
    const aborted = new AbortController();
    const request = new Request(`${SITE}/api/vendor-user/stream`, { signal: aborted.signal });
    const response = await vendorUserEventStream({ handle: fixture.handle, vendorId: tenant.vendor.id, uid: userId, signal: request.signal });
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
