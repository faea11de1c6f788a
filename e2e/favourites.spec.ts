import type { Page } from '@playwright/test';
import { accountNav, expect, signUp, test } from './auth-fixtures';

// Sign-ups solve a real proof of work (decision 66): slower than page tests.
test.describe.configure({ timeout: 90_000 });

const ITEM = '/items/prop-000052';
const itemHeart = (page: Page) => page.getByRole('group', { name: 'Keep this prop' }).getByRole('button', { name: /favourites$/ });

test.describe('issue 11 §1: favourites', () => {
  test("a visitor's first tap on a card's heart keeps the prop without leaving the page; a sign-up brings it along", async ({ page, unique }) => {
    await page.goto('/catalog?Purchase+Type=Weekly+Rental');
    const card = page.getByRole('article').first();
    const title = await card.getByRole('heading').innerText();
    const heart = card.getByRole('button', { name: 'Add to favourites' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    const kept = card.getByRole('button', { name: 'Remove from favourites' });
    await expect(kept).toHaveAttribute('aria-pressed', 'true');
    // The tap shows at once; the server's answer ends the wait.
    await expect(kept).not.toHaveAttribute('aria-busy', 'true');
    await expect(page).toHaveURL(/\/catalog\?Purchase\+Type=Weekly\+Rental$/);

    await page.reload();
    await expect(page.getByRole('article', { name: title }).getByRole('button', { name: 'Remove from favourites' })).toBeVisible();
    await accountNav(page).getByRole('link', { name: 'Favourites' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your favourites' })).toBeVisible();
    await expect(page.getByRole('article', { name: title })).toBeVisible();
    await expect(page.getByText('You are browsing as a guest.')).toBeVisible();

    // Spec §6: signing up from the guest session links it; the favourite is the account's now.
    await signUp(page, unique('keeper'));
    await expect(page).toHaveURL(/\/onboarding\//);
    await page.goto('/favourites');
    await expect(page.getByRole('article', { name: title }).getByRole('button', { name: 'Remove from favourites' })).toBeVisible();
    await expect(page.getByText('You are browsing as a guest.')).toHaveCount(0);
  });

  test("the item page's heart; a second open tab of the same customer shows the tap without a reload", async ({ page, context, unique }) => {
    await signUp(page, unique('twotabs'));
    await expect(page).toHaveURL(/\/onboarding\//);
    const other = await context.newPage();
    await other.goto(ITEM);
    await expect(itemHeart(other)).toHaveAttribute('aria-pressed', 'false');

    await page.goto(ITEM);
    await itemHeart(page).click();
    await expect(itemHeart(page)).toHaveAccessibleName('Remove from favourites');
    await expect(itemHeart(page)).not.toHaveAttribute('aria-busy', 'true');
    // The live profile carries the record's favourites map to the other tab (spec §4).
    await expect(itemHeart(other)).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });

    await itemHeart(other).click();
    await expect(itemHeart(other)).toHaveAccessibleName('Add to favourites');
    await expect(itemHeart(page)).toHaveAttribute('aria-pressed', 'false', { timeout: 15_000 });
  });
});

test.describe('issue 11 §1: favourites without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('issue 29: the heart is a form: a tap keeps the prop and lands on the person’s favourites, where a second tap lets it go', async ({ page }) => {
    await page.goto(ITEM);
    const title = await page.getByRole('heading', { level: 1 }).innerText();
    await itemHeart(page).click();
    await expect(page).toHaveURL(/\/favourites$/);
    const card = page.getByRole('main').getByRole('article', { name: title });
    await expect(card.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');
    await card.getByRole('button', { name: 'Remove from favourites' }).click();
    await expect(page).toHaveURL(/\/favourites$/);
    await expect(page.getByRole('main').getByRole('article', { name: title })).toHaveCount(0);
  });
});
