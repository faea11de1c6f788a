import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthExchange } from '@/lib/identity/auth/auth-exchange';
import { impersonateUser } from '@/lib/identity/sign-in';
import { startUpFromSession } from '@/lib/identity/viewer';
import { answerRoute } from '@/lib/entry-points/route-handler';
import { diskStore } from '@/lib/storage/disk-store';
import type { FileStore } from '@/lib/storage/file-store';
import { tenant } from '@/lib/tenant';
import { SITE, TestBrowser, authOnTestDatabase, guest, signedIn, withVendorRecord } from '@/test/auth-browser';
import { tinyPdf } from '@/test/pdf';
import { uploadInsuranceCertificate } from './insurance-certificate';
import { attachmentDisposition, insuranceCertificateRoute } from './insurance-download';

const VENDOR_ID = tenant.vendor.id;
const fixture = authOnTestDatabase();
const db = () => fixture.handle.db;

let folder = '';
let store: FileStore;
const pdf = tinyPdf('Certificate for the download test');
let owner: Awaited<ReturnType<typeof person>>;

/** A signed-in person with the vendor user record sign-up would have made. */
async function person(role: 'customer' | 'staff' | 'admin' = 'customer') {
  return withVendorRecord(db(), await signedIn(fixture.auth, role));
}

/** Who is asking, as the route would ask it: the §4 start-up on this browser's cookies. */
async function viewerOf(browser: TestBrowser) {
  const exchange = new AuthExchange(fixture.auth, { baseURL: SITE, headers: browser.headers(), trustProxy: false });
  return (await startUpFromSession(exchange, { db: db(), headers: browser.headers(), geolocation: { TRUST_PROXY: 'false' } })).viewer;
}

/** The route handler's answer to this browser for `uid`'s certificate, through routeHandler's own run. */
async function download(browser: TestBrowser, uid = owner.userId) {
  const request = new Request(`${SITE}/staff/customers/${uid}/insurance-certificate`, { headers: browser.headers() });
  return answerRoute(
    'anyone',
    insuranceCertificateRoute(
      async () => db(),
      () => store,
      VENDOR_ID,
      uid,
    ),
    request,
    await viewerOf(browser),
  );
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'certificates-'));
  store = diskStore(folder);
  owner = await person();
  const stored = await uploadInsuranceCertificate(
    db(),
    store,
    { vendorId: VENDOR_ID, uid: owner.userId },
    { bytes: pdf, fileName: 'Póliza "2027".pdf', expiresOn: '2027-12-31' },
    { uid: 'staff-1', name: 'Rosa' },
  );
  if (!stored.ok) throw stored.error;
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('issue 13 §2: the certificate of insurance is downloaded by staff only', () => {
  it.each(['staff', 'admin'] as const)('%s get the file as an attachment, never sniffed, never cached', async (role) => {
    const { browser } = await person(role);
    const response = await download(browser);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(pdf);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="P_liza _2027_.pdf"; filename*=UTF-8''P%C3%B3liza%20%222027%22.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
  });

  it('the customer whose certificate it is gets a 404, and so does another customer', async () => {
    expect((await download(owner.browser)).status).toBe(404);
    expect((await download((await person()).browser)).status).toBe(404);
  });

  it('a guest and the anonymous get a 404 too, not a 401 that would say the file is there', async () => {
    expect((await download((await guest(fixture.auth)).browser)).status).toBe(404);
    const anonymous = await download(new TestBrowser(fixture.auth));
    expect(anonymous.status).toBe(404);
    expect(await anonymous.json()).toMatchObject({ code: 'notFound' });
  });

  it('an admin signed in as the customer gets a 404: impersonation has no staff access', async () => {
    const admin = await person('admin');
    expect(await impersonateUser(admin.browser.exchange(), { userId: owner.userId })).toMatchObject({ ok: true });
    expect((await download(admin.browser)).status).toBe(404);
  });

  it('staff asking for a customer with no certificate, or no such customer, get a 404', async () => {
    const { browser } = await person('staff');
    expect((await download(browser, (await person()).userId)).status).toBe(404);
    expect((await download(browser, 'no-such-customer')).status).toBe(404);
  });

  it.each([
    ['coi.pdf', `attachment; filename="coi.pdf"; filename*=UTF-8''coi.pdf`],
    ['scan', `attachment; filename="scan.pdf"; filename*=UTF-8''scan.pdf`],
    ["it's (1).pdf", `attachment; filename="it's (1).pdf"; filename*=UTF-8''it%27s%20%281%29.pdf`],
  ])('%s is downloaded as a PDF name: %s', (name, header) => {
    expect(attachmentDisposition(name)).toBe(header);
  });
});
