import { MESSAGES, accountNav, expect, logIn, test } from './auth-fixtures';
import { IMPORTED_CUSTOMER } from './imported-customer';

// A log-in hashes a password, slow on two busy cores, as in the other identity tests.
test.describe.configure({ timeout: 90_000 });

// The customer was moved from the hosted platform before the server started (e2e/seed-import.ts).
test.describe('issue 27: a customer moved from the hosted platform', () => {
  test('logs in with the old password and sees their favourites and set list', async ({ page }) => {
    const titles: string[] = [];
    for (const id of [...IMPORTED_CUSTOMER.favourites, ...IMPORTED_CUSTOMER.setList.lines]) {
      await page.goto(`/items/${id}`);
      titles.push((await page.getByRole('heading', { level: 1 }).innerText()).trim());
    }
    const [first, second, onList] = titles as [string, string, string];

    await logIn(page, IMPORTED_CUSTOMER.email, 'not the old password');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(MESSAGES.wrongPassword);
    await logIn(page, IMPORTED_CUSTOMER.email, IMPORTED_CUSTOMER.password);
    // Signed in: the account's own link, which a guest does not have.
    await expect(accountNav(page).getByRole('link', { name: 'Account' })).toBeVisible();

    await accountNav(page).getByRole('link', { name: 'Favourites' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your favourites' })).toBeVisible();
    await expect(page.getByRole('article', { name: first }).getByRole('button', { name: 'Remove from favourites' })).toBeVisible();
    await expect(page.getByRole('article', { name: second }).getByRole('button', { name: 'Remove from favourites' })).toBeVisible();
    await expect(page.getByText('You are browsing as a guest.')).toHaveCount(0);

    await page.goto('/set-lists');
    await page.getByRole('link', { name: IMPORTED_CUSTOMER.setList.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: IMPORTED_CUSTOMER.setList.name })).toBeVisible();
    await expect(page.getByText(onList).first()).toBeVisible();
  });
});
