import { expect, signUp, test } from './auth-fixtures';

// Sign-ups solve a real proof of work and hash passwords at full strength (decision 66): slower than page tests.
test.describe.configure({ timeout: 90_000 });

test.describe('live profile', () => {
  test('§4 live profile: saving the profile in one tab updates what another open tab shows, without a reload', async ({ context, page, unique }) => {
    await signUp(page, unique('livetabs'));
    await expect(page).toHaveURL(/\/onboarding\/profile$/);

    const other = await context.newPage();
    await other.goto('/account');
    await expect(other.getByText(/^Signed in as /)).toBeVisible();
    let reloaded = false;
    other.on('load', () => (reloaded = true));

    await page.getByLabel('First name').fill('Marisol');
    await page.getByLabel('Last name').fill('Vega');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Your profile is saved.' })).toBeVisible();

    await expect(other.getByText('Signed in as Marisol Vega')).toBeVisible();
    expect(reloaded).toBe(false);
  });
});
