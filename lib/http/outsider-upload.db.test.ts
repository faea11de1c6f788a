import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '@/lib/db/schema';
import { authOnTestDatabase, guest, signedIn, type TestBrowser } from '@/test/auth-browser';
import { refuseOutsiderUpload } from './outsider-upload';

const fixture = authOnTestDatabase();
const db = async () => fixture.handle.db;
const site = 'http://127.0.0.1:3000';
const UPLOADS = ['/staff/items/prop-000001/photos', '/staff/customers/someone', '/staff/items/import'];

/** A body that fails once read past what the stream holds at the start: reading it would throw. */
function unreadableBody() {
  let pulls = 0;
  return new ReadableStream({
    pull(controller) {
      if (pulls++ > 0) controller.error(new Error('the body was read'));
      else controller.enqueue(new Uint8Array(1024));
    },
  });
}

function upload(path: string, browser?: TestBrowser, method = 'POST') {
  const headers = new Headers({ host: '127.0.0.1:3000', origin: site, 'next-action': '60aa', 'content-type': 'multipart/form-data; boundary=x' });
  const cookie = browser?.headers().get('cookie');
  if (cookie) headers.set('cookie', cookie);
  const body = method === 'POST' ? unreadableBody() : undefined;
  return new Request(`${site}${path}`, { method, headers, body, duplex: 'half' } as RequestInit);
}

const OUTSIDER = { status: 404, message: 'This page could not be found.' };

describe('issue 13 §2: only staff may post megabytes to the upload addresses; the rest get 404 before their body is read', () => {
  it('no session, a made-up cookie, a guest and a customer are each refused at every upload address', async () => {
    const visitor = await guest(fixture.auth);
    const customer = await signedIn(fixture.auth);
    for (const path of UPLOADS) {
      expect(await refuseOutsiderUpload(upload(path), db)).toEqual(OUTSIDER);
      const forged = upload(path);
      forged.headers.set('cookie', 'better-auth.session_token=made-up.signature');
      expect(await refuseOutsiderUpload(forged, db)).toEqual(OUTSIDER);
      expect(await refuseOutsiderUpload(upload(path, visitor.browser), db)).toEqual(OUTSIDER);
      expect(await refuseOutsiderUpload(upload(path, customer.browser), db)).toEqual(OUTSIDER);
    }
  });

  it('staff and admins are passed on to the action, which checks them again', async () => {
    for (const role of ['staff', 'admin'] as const) {
      const { browser } = await signedIn(fixture.auth, role);
      for (const path of UPLOADS) expect(await refuseOutsiderUpload(upload(path, browser), db)).toBeNull();
    }
  });

  it('a staff session that has expired, or an admin acting as someone else, is an outsider', async () => {
    const staff = await signedIn(fixture.auth, 'staff');
    await fixture.handle.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, staff.userId));
    expect(await refuseOutsiderUpload(upload(UPLOADS[0]!, staff.browser), db)).toEqual(OUTSIDER);
    const admin = await signedIn(fixture.auth, 'admin');
    await fixture.handle.db.update(sessions).set({ impersonatedBy: 'someone-else' }).where(eq(sessions.userId, admin.userId));
    expect(await refuseOutsiderUpload(upload(UPLOADS[0]!, admin.browser), db)).toEqual(OUTSIDER);
  });

  it('every other address, and a GET of an upload page, is left to the other checks without asking the database', async () => {
    const noDatabase = () => Promise.reject(new Error('the database was asked'));
    expect(await refuseOutsiderUpload(upload('/contact-us'), noDatabase)).toBeNull();
    expect(await refuseOutsiderUpload(upload('/staff/items/prop-000001'), noDatabase)).toBeNull();
    expect(await refuseOutsiderUpload(upload(UPLOADS[0]!, undefined, 'GET'), noDatabase)).toBeNull();
  });
});
