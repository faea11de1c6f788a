import { E2E_ADMIN } from './admin-account';
import { accountNav, expect, logIn, signUp, test } from './auth-fixtures';

// Sign-ups solve a real proof of work and hash passwords at full strength (decision 66): slower than page tests.
test.describe.configure({ timeout: 90_000 });

test.describe('impersonation', () => {
  test('§6 impersonation: an admin signs in as a customer, sees the banner on every page, and returns to their own account', async ({
    browser,
    page,
    unique,
  }) => {
    // A customer to help.
    const customer = unique('customer');
    const other = await browser.newContext();
    const customerPage = await other.newPage();
    await signUp(customerPage, customer);
    await expect(customerPage).toHaveURL(/\/onboarding\/profile$/);
    await customerPage.getByLabel('First name').fill('Casey');
    await customerPage.getByLabel('Last name').fill('Jordan');
    await customerPage.getByRole('button', { name: 'Save profile' }).click();
    await expect(customerPage.getByRole('main').getByRole('status').filter({ hasText: 'Your profile is saved.' })).toBeVisible();
    await other.close();

    await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/auth/login?redirectTo=%2Fstaff%2Fusers');
    await expect(page).toHaveURL(/\/staff\/users$/);
    await page.getByRole('button', { name: `Sign in as ${customer}` }).click();

    const banner = page.getByRole('region', { name: 'Support session' });
    await expect(banner).toContainText('You are signed in as Casey Jordan for support');
    await page.goto('/account');
    await expect(banner).toBeVisible();
    await expect(page.getByText('Signed in as Casey Jordan', { exact: true })).toBeVisible();

    await banner.getByRole('button', { name: 'Return to your account' }).click();
    await expect(page).toHaveURL(/\/staff\/users$/);
    await expect(page.getByRole('region', { name: 'Support session' })).toHaveCount(0);
    await page.goto('/account');
    await expect(page.getByText('Signed in as propsadmin', { exact: true })).toBeVisible();
  });

  test('spec §4 / issue 9 §5: a failed IMPERSONATE ends in noToken: the admin is signed out and told why', async ({ browser, page, unique }) => {
    const other = await browser.newContext();
    const customerPage = await other.newPage();
    await signUp(customerPage, unique('gone'));
    await expect(customerPage).toHaveURL(/\/onboarding\/profile$/);
    await other.close();

    await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/auth/login?redirectTo=%2Fstaff%2Fusers');
    await expect(page).toHaveURL(/\/staff\/users$/);
    // The account went away between the list and the press.
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: /^Sign in as / }) })
      .first();
    await form.locator('input[name="userId"]').evaluate((input: HTMLInputElement) => (input.value = 'no-such-account'));
    await form.getByRole('button').click();

    await expect(page).toHaveURL(/\/auth\/login\?/);
    await expect(
      page
        .getByRole('main')
        .getByRole('alert')
        .filter({ hasText: 'That account could not be opened for support, so you were signed out to be safe. Log in again to go back to Accounts.' }),
    ).toBeVisible();
    await expect(accountNav(page).getByRole('link', { name: 'Log in' })).toBeVisible();
    await page.goto('/account');
    await expect(page).toHaveURL(/\/auth\/login/);
  });

  test('§6 the staff page is a 404 for visitors and customers', async ({ page, unique }) => {
    const response = await page.goto('/staff/users');
    expect(response?.status()).toBe(404);
    await signUp(page, unique('notstaff'));
    await expect(accountNav(page).getByRole('link', { name: 'Account' })).toBeVisible();
    expect((await page.goto('/staff/users'))?.status()).toBe(404);
  });
});
