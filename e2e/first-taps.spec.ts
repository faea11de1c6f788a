import type { Locator, Page } from '@playwright/test';
import { expect, test } from './auth-fixtures';
import { hydrated } from './hydrated';

// Two tabs and a guest start each: the first test after the server starts waits for its caches.
test.describe.configure({ timeout: 90_000 });

const CATALOG = '/catalog?Purchase+Type=Weekly+Rental';

/** The hearts of the first two cards, once the page's code has taken them over: React has hydrated their forms. */
async function twoHearts(page: Page): Promise<{ hearts: Locator; titles: string[] }> {
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.nth(1)).toBeVisible();
  const titles = [await cards.nth(0).getByRole('heading').innerText(), await cards.nth(1).getByRole('heading').innerText()];
  for (const card of [cards.nth(0), cards.nth(1)]) {
    const form = card.locator('form').filter({ has: page.getByRole('button', { name: 'Add to favourites' }) });
    await hydrated(form);
  }
  return { hearts: page.getByRole('main').getByRole('button', { name: 'Add to favourites' }), titles };
}

async function expectBothKept(page: Page, titles: string[]) {
  await page.goto('/favourites');
  await page.reload();
  await expect(page.getByText('2 props kept.')).toBeVisible();
  for (const title of titles) await expect(page.getByRole('main').getByRole('article', { name: title })).toBeVisible();
}

test.describe('issue 24 §1: two quick taps keep both hearts', () => {
  test('issue 24 §1: a new visitor taps two hearts in the same instant; both props are kept after a reload', async ({ page }) => {
    await page.goto(CATALOG);
    const { hearts, titles } = await twoHearts(page);
    // Both taps in one task of the page, the quickest two taps can be: neither waits for the other's guest.
    await hearts.evaluateAll((buttons) => buttons.slice(0, 2).forEach((button) => (button as HTMLButtonElement).click()));
    const cards = page.getByRole('main').getByRole('article');
    for (const card of [cards.nth(0), cards.nth(1)]) {
      await expect(card.getByRole('button', { name: 'Remove from favourites' })).not.toHaveAttribute('aria-busy', 'true');
    }
    await expectBothKept(page, titles);
  });

  test('issue 24 §1: two tabs of a new visitor tap at once; one guest keeps both props', async ({ page, context }) => {
    await page.goto(CATALOG);
    const other = await context.newPage();
    await other.goto('/catalog?Purchase+Type=Weekly+Rental&sort=title');
    const mine = await twoHearts(page);
    const theirs = await twoHearts(other);
    const otherTitle = theirs.titles.find((title) => !mine.titles.includes(title)) ?? theirs.titles[0]!;
    const otherHeart = other.getByRole('main').getByRole('article', { name: otherTitle }).getByRole('button', { name: 'Add to favourites' });
    await Promise.all([mine.hearts.first().click(), otherHeart.click()]);
    await expect(page.getByRole('main').getByRole('article').first().getByRole('button', { name: 'Remove from favourites' })).not.toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(
      other.getByRole('main').getByRole('article', { name: otherTitle }).getByRole('button', { name: 'Remove from favourites' }),
    ).not.toHaveAttribute('aria-busy', 'true');
    await expectBothKept(page, [mine.titles[0]!, otherTitle]);
  });
});
