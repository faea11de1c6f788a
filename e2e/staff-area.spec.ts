import { E2E_ADMIN, E2E_STAFF } from './admin-account';
import { expect, logIn, test } from './auth-fixtures';

// Log-ins hash passwords at full strength (decision 66): slower than page tests.
test.describe.configure({ timeout: 90_000 });

test.describe('issue 10: the staff area, guarded once in its layout', () => {
  test('staff reach the staff page; the Accounts page (user administration, impersonation) is for admins only', async ({ page }) => {
    await logIn(page, E2E_STAFF.email, E2E_STAFF.password, '/auth/login?redirectTo=%2Fstaff');
    await expect(page).toHaveURL(/\/staff$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Accounts', exact: true })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Users' })).toHaveCount(0);
    expect((await page.goto('/staff/users'))?.status()).toBe(404);
  });

  test('admins reach both, Accounts linked from the staff page', async ({ page }) => {
    await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/auth/login?redirectTo=%2Fstaff');
    await expect(page).toHaveURL(/\/staff$/);
    await page.getByRole('link', { name: 'Accounts', exact: true }).click();
    await expect(page).toHaveURL(/\/staff\/users$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: E2E_STAFF.email })).toContainText('staff');
  });
});

test.describe('issue 10: route handlers check access as actions do', () => {
  test('the live profile stream answers 401, as JSON, to nobody and to a guest', async ({ page }) => {
    const nobody = await page.request.get('/api/vendor-user/stream');
    expect(nobody.status()).toBe(401);
    expect(await nobody.json()).toMatchObject({ code: 'unauthenticated', message: 'Log in to continue.' });
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Continue as a guest' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await page.request.get('/api/vendor-user/stream')).status()).toBe(401);
  });
});
