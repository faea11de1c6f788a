import type { Page } from '@playwright/test';
import { accountNav, expect, signUp, test } from './auth-fixtures';

// Two sign-ups, each solving the bot check's proof of work.
test.describe.configure({ timeout: 120_000 });

const ITEM = '/items/prop-000061';
const itemHeart = (page: Page) => page.getByRole('group', { name: 'Keep this prop' }).getByRole('button', { name: /favourites$/ });

test.describe('issue 14 §1: public pages from the cache', () => {
  test('two customers never see each other’s hearts or account through a cached page, nor does a visitor see either', async ({ browser, page, unique }) => {
    // A visitor with no cookie fills the cache with the prop's page.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(ITEM);
    const cached = await visitorPage.goto(ITEM);
    expect(cached?.headers()['x-page-cache']).toBe('hit');

    // Customer A keeps the prop.
    const a = unique('cache-a');
    await signUp(page, a);
    await expect(page).toHaveURL(/\/onboarding\//);
    await page.goto(ITEM);
    await itemHeart(page).click();
    await expect(itemHeart(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(itemHeart(page)).not.toHaveAttribute('aria-busy', 'true');

    // Customer B, in a browser of their own, sees the prop as not kept, under their own account.
    const b = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '10.251.0.2' } });
    const bPage = await b.newPage();
    await signUp(bPage, unique('cache-b'));
    await expect(bPage).toHaveURL(/\/onboarding\//);
    const bView = await bPage.goto(ITEM);
    expect(bView?.headers()['x-page-cache']).toBeUndefined();
    await expect(itemHeart(bPage)).toHaveAttribute('aria-pressed', 'false');
    await expect(accountNav(bPage).getByRole('link', { name: 'Account' })).toBeVisible();

    // A, on the page again, still sees their own heart: a signed-in render, never the visitor's page.
    const aView = await page.goto(ITEM);
    expect(aView?.headers()['x-page-cache']).toBeUndefined();
    await expect(itemHeart(page)).toHaveAttribute('aria-pressed', 'true');

    // The visitor's page shows nobody's heart and nobody's account: the stored page is the anonymous one.
    const again = await visitorPage.goto(ITEM);
    expect(again?.headers()['x-page-cache']).toBe('hit');
    await expect(itemHeart(visitorPage)).toHaveAttribute('aria-pressed', 'false');
    await expect(accountNav(visitorPage).getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(accountNav(visitorPage).getByRole('link', { name: 'Account' })).toHaveCount(0);
    expect(await visitorPage.content()).not.toContain(a);

    await visitor.close();
    await b.close();
  });

  test('a visitor’s first heart on a cached catalogue makes them a guest, and from then on they get their own pages', async ({ page }) => {
    await page.goto('/catalog?Purchase+Type=Free');
    const cached = await page.goto('/catalog?Purchase+Type=Free');
    expect(cached?.headers()['x-page-cache']).toBe('hit');
    const card = page.getByRole('article').first();
    await card.getByRole('button', { name: 'Add to favourites' }).click();
    await expect(card.getByRole('button', { name: 'Remove from favourites' })).not.toHaveAttribute('aria-busy', 'true');

    const own = await page.reload();
    expect(own?.headers()['x-page-cache']).toBeUndefined();
    await expect(page.getByRole('article').first().getByRole('button', { name: 'Remove from favourites' })).toBeVisible();
    await expect(accountNav(page).getByText('Guest')).toBeVisible();
  });
});
