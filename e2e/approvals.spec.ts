import { E2E_STAFF } from './admin-account';
import { expect, latestOutboxMessage, logIn, signUp, test } from './auth-fixtures';

// A sign-up (real proof of work) and a staff log-in (full-strength hashing): slower than page tests.
test.describe.configure({ timeout: 150_000 });

test.describe('issue 13 §2: customer approval (spec §6)', () => {
  test('staff approve a new customer from the queue; the customer’s open tab follows, and the welcome email goes', async ({ page, browser, unique }) => {
    const email = unique('approval');
    await signUp(page, email);
    await expect(page).toHaveURL(/\/onboarding\//);
    await page.goto('/holds');
    const notice = page.getByRole('main').getByRole('status').filter({ hasText: 'Your account is awaiting approval.' });
    await expect(notice).toBeVisible();

    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await logIn(staff, E2E_STAFF.email, E2E_STAFF.password, '/auth/login?redirectTo=%2Fstaff');
    await staff
      .getByRole('region', { name: /^Customers awaiting approval \(\d+\)$/ })
      .getByRole('link', { name: /^All \d+$/ })
      .click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Customers awaiting approval' })).toBeVisible();
    const entry = staff.getByRole('listitem').filter({ hasText: email });
    await expect(entry).toContainText('(not verified)');
    const name = (await entry.getByRole('heading').innerText()).trim();
    await entry.getByRole('button', { name: /^Approve / }).click();
    // The answer refreshes the queue, which the customer leaves; the page says what was done.
    await expect(entry).toHaveCount(0, { timeout: 30_000 });
    await expect(staff.getByRole('main').getByRole('status').filter({ hasText: 'Approved' })).toHaveText(
      `${name} — Approved: the customer is welcomed by email.`,
    );
    await staff.reload();
    await expect(staff.getByRole('listitem').filter({ hasText: email })).toHaveCount(0);
    await staffContext.close();

    // The live profile carries the decision to the customer's open tab.
    await expect(notice).toHaveCount(0);
    expect(await latestOutboxMessage(page.context(), 'Email', email)).toContain('your account is approved');
  });
});
