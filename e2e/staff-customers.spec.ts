import { tinyPdf } from '../test/pdf';
import { E2E_CUSTOMER, E2E_STAFF } from './admin-account';
import { expect, logIn, test } from './auth-fixtures';

// A staff log-in hashes at full strength: slower than page tests. The customer is seeded (e2e/seed-admin.ts), so no sign-up's proof of work.
test.describe.configure({ timeout: 90_000 });

/** A calendar day `days` from now, as a date field takes it. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe('issue 13 §2: a customer’s page and paperwork', () => {
  test('staff find a customer, set the account type, upload a certificate PDF with its expiry, and see it listed and flagged', async ({ page, browser }) => {
    const email = E2E_CUSTOMER.email;
    const staff = page;
    await logIn(staff, E2E_STAFF.email, E2E_STAFF.password, '/auth/login?redirectTo=%2Fstaff');
    // A full-strength password hash: slow on a busy machine.
    await expect(staff).toHaveURL(/\/staff$/, { timeout: 30_000 });
    await staff.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Customers', exact: true }).click();
    await staff.getByLabel('Name, email, studio or production').fill(email);
    await staff.getByRole('button', { name: 'Find' }).click();
    const row = staff.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Awaiting approval');
    await expect(row).toContainText('None on file');
    await row.getByRole('link').click();
    await expect(staff.getByRole('heading', { level: 2, name: 'Paperwork' })).toBeVisible();

    await staff.getByLabel('Account type').selectOption({ label: 'Net 30' });
    await staff.getByRole('button', { name: 'Save account type' }).click();
    await expect(staff.getByRole('status').filter({ hasText: 'Account type: Net 30.' })).toBeVisible();

    // Expiring within 30 days: flagged on the page and in the list.
    const certificate = staff.getByRole('form', { name: 'Certificate of insurance' });
    await certificate
      .getByLabel('Certificate of insurance (PDF)')
      .setInputFiles({ name: 'COI 2027.pdf', mimeType: 'application/pdf', buffer: Buffer.from(tinyPdf()) });
    await certificate.getByLabel('Expires on').fill(dayFromNow(20));
    await certificate.getByRole('button', { name: 'Upload certificate' }).click();
    await expect(certificate.getByRole('status')).toHaveText('Certificate saved: COI 2027.pdf.');
    const download = staff.getByRole('link', { name: 'COI 2027.pdf' });
    await expect(download).toBeVisible();
    await expect(staff.getByText(/Expires in (19|20|21) days/)).toBeVisible();
    const href = (await download.getAttribute('href'))!;
    const file = await staff.request.get(href);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
    // What staff changed, in the customer's history.
    const history = staff.getByRole('region', { name: 'History' });
    await expect(history).toContainText('Account type: Cash on delivery → Net 30');
    await expect(history).toContainText('Uploaded a certificate of insurance');

    await staff.goto(`/staff/customers?q=${encodeURIComponent(email)}`);
    await expect(staff.getByRole('row').filter({ hasText: email })).toContainText(/Expires in (19|20|21) days/);
    // Outside the staff, the certificate's address is a 404 (a customer's, a guest's: lib/customers/insurance-download.db.test.ts).
    const outsider = await browser.newContext();
    expect((await outsider.request.get(href)).status()).toBe(404);
    await outsider.close();
  });
});
