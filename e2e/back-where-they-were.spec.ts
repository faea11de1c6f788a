import { captchaSolved, expect, PASSWORD, test } from './auth-fixtures';
import { openSetListChooser, setListNotice } from './hydrated';

// A sign-up solves a real proof of work (decision 66): slower than page tests.
test.describe.configure({ timeout: 120_000 });

const ITEM = '/items/prop-000061';

test.describe('issue 24 §4, §5, §10: a guest who signs up from their set list', () => {
  test('issue 24 §4, §5, §10: is told of approval before starting, goes through onboarding and lands back on the list; the contact form knows them', async ({
    page,
    unique,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    // A guest's list with one prop on it.
    await page.goto(ITEM);
    const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    await openSetListChooser(page.getByRole('group', { name: 'Keep this prop' }));
    const dialog = page.getByRole('dialog', { name: `Add “${title}” to a set list` });
    await dialog.getByRole('radio', { name: 'New set list' }).check();
    await dialog.getByLabel('Name of the new set list').fill('Back — Ep 3');
    await dialog.getByRole('button', { name: 'Add to set list' }).click();
    await setListNotice(page).getByRole('link', { name: 'Open “Back — Ep 3”' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Back — Ep 3' })).toBeVisible();
    const listPath = new URL(page.url()).pathname;

    // §4: the list's "Sign up" carries the way back; §5: the page says, before anything is typed, that accounts are approved.
    await page.getByRole('region', { name: 'Request a Hold' }).getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(new RegExp(`/auth/signup\\?returnTo=${encodeURIComponent(listPath)}$`));
    await expect(page.getByText('Cahuenga Prop House approves each new account before it confirms a hold')).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(unique('back'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await captchaSolved(page);
    await page.getByRole('button', { name: 'Sign up' }).click();

    // Onboarding first, then back to the list, which came along with the guest.
    await expect(page).toHaveURL(/\/onboarding\/profile\?returnTo=/);
    await expect(page.getByRole('link', { name: 'Back to your set list' })).toHaveAttribute('href', listPath);
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill('Okafor');
    await page.getByLabel('Production').fill('Night Shift');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page).toHaveURL(new RegExp(`${listPath}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Back — Ep 3' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: title, exact: true })).toBeVisible();

    // §10: the contact form starts with the signed-in person's name, email and production.
    await page.goto('/contact-us');
    await page.getByRole('button', { name: 'Write to us' }).click();
    await expect(page.getByLabel('Your name')).toHaveValue('Robin Okafor');
    await expect(page.getByLabel('Email')).toHaveValue(/^back\./);
    await expect(page.getByLabel('Production (optional)')).toHaveValue('Night Shift');
  });
});
