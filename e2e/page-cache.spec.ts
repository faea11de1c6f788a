import type { Page } from '@playwright/test';
import { accountNav, expect, signUp, test } from './auth-fixtures';
import { hydrated } from './hydrated';

// Two sign-ups, each solving the bot check's proof of work.
test.describe.configure({ timeout: 120_000 });

const ITEM = '/items/prop-000061';
const itemHeart = (page: Page) => page.getByRole('group', { name: 'Keep this prop' }).getByRole('button', { name: /favourites$/ });

test.describe('issue 14 §1, issue 29: the shared pages, the same for everyone, from the cache', () => {
  test('two customers and a visitor get the same cached page, each with only their own hearts and account, with JavaScript on and off', async ({
    browser,
    page,
    unique,
  }) => {
    // A visitor with no cookie fills the cache with the prop's page.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(ITEM);
    expect((await visitorPage.goto(ITEM))?.headers()['x-page-cache']).toBe('hit');

    // Customer A keeps the prop, on the cached page.
    const a = unique('cache-a');
    await signUp(page, a);
    await expect(page).toHaveURL(/\/onboarding\//);
    expect((await page.goto(ITEM))?.headers()['x-page-cache']).toBe('hit');
    await itemHeart(page).click();
    await expect(itemHeart(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(itemHeart(page)).not.toHaveAttribute('aria-busy', 'true');

    // Customer B, in a browser of their own, gets the same stored page, and sees the prop as not kept, under their own account.
    const b = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '10.251.0.2' } });
    const bPage = await b.newPage();
    const bEmail = unique('cache-b');
    await signUp(bPage, bEmail);
    await expect(bPage).toHaveURL(/\/onboarding\//);
    const bView = await bPage.goto(ITEM);
    expect(bView?.headers()['x-page-cache']).toBe('hit');
    await expect(accountNav(bPage).getByRole('link', { name: 'Account' })).toBeVisible();
    await expect(itemHeart(bPage)).toHaveAttribute('aria-pressed', 'false');

    // A, on the page again (the same stored bytes), still sees their own heart, filled after the reload.
    const aView = await page.goto(ITEM);
    expect(aView?.headers()['x-page-cache']).toBe('hit');
    expect(await aView?.text()).toBe(await bView?.text());
    await expect(accountNav(page).getByRole('link', { name: 'Account' })).toBeVisible();
    await expect(itemHeart(page)).toHaveAttribute('aria-pressed', 'true');

    // The visitor's page shows nobody's heart and nobody's account.
    const again = await visitorPage.goto(ITEM);
    expect(again?.headers()['x-page-cache']).toBe('hit');
    await expect(accountNav(visitorPage).getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(itemHeart(visitorPage)).toHaveAttribute('aria-pressed', 'false');
    await expect(accountNav(visitorPage).getByRole('link', { name: 'Account' })).toHaveCount(0);

    // Without JavaScript, A's page is the visitor's: nothing of A is in it; their own page shows their heart.
    const aWithoutScript = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
    const plain = await aWithoutScript.newPage();
    const plainView = await plain.goto(ITEM);
    expect(plainView?.headers()['x-page-cache']).toBe('hit');
    for (const text of [await plainView!.text(), await again!.text()]) {
      expect(text).not.toContain(a);
      expect(text).not.toContain(bEmail);
    }
    await expect(itemHeart(plain)).toHaveAttribute('aria-pressed', 'false');
    await expect(accountNav(plain).getByRole('link', { name: 'Log in' })).toBeVisible();
    await plain.goto('/favourites');
    await expect(plain.getByRole('main').getByRole('article')).toHaveCount(1);

    await aWithoutScript.close();
    await visitor.close();
    await b.close();
  });

  test('a visitor’s first heart on a cached catalogue makes them a guest; the page stays the cached one, with their heart filled after a reload', async ({
    page,
  }) => {
    await page.goto('/catalog?Purchase+Type=Free');
    const cached = await page.goto('/catalog?Purchase+Type=Free');
    expect(cached?.headers()['x-page-cache']).toBe('hit');
    const card = page.getByRole('article').first();
    await (await hydrated(card.getByRole('button', { name: 'Add to favourites' }))).click();
    await expect(card.getByRole('button', { name: 'Remove from favourites' })).not.toHaveAttribute('aria-busy', 'true');
    await expect(accountNav(page).getByText('Guest')).toBeVisible();

    const own = await page.reload();
    expect(own?.headers()['x-page-cache']).toBe('hit');
    await expect(page.getByRole('article').first().getByRole('button', { name: 'Remove from favourites' })).toBeVisible();
    await expect(accountNav(page).getByText('Guest')).toBeVisible();
  });
});
