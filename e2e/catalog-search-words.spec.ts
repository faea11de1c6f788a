import type { Page } from '@playwright/test';
import { E2E_STAFF } from './admin-account';
import { expect, logIn, test } from './auth-fixtures';

// Issue 28 §1: search that speaks the crew's language, on the demo catalogue.
const results = (page: Page) => page.getByRole('region', { name: 'Results' });
const firstTitles = (page: Page, n: number) =>
  results(page)
    .getByRole('article')
    .getByRole('heading')
    .allInnerTexts()
    .then((titles) => titles.slice(0, n));

async function searchFromHeader(page: Page, text: string) {
  const field = page.getByRole('combobox', { name: 'Search props' });
  await field.fill(text);
  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/catalog\\?q=${encodeURIComponent(text).replace(/%20/g, '\\+')}`));
  await expect(results(page).getByRole('status')).toHaveText(/^\d[\d,]* props?$/);
}

test.describe('issue 28 §1: search that understands how crews ask', () => {
  test('an era with a noun means both: "1950s chair" lists Mid-Century chairs first', async ({ page }) => {
    await page.goto('/');
    await searchFromHeader(page, '1950s chair');
    const titles = await firstTitles(page, 3);
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toMatch(/Chair/);
    await results(page).getByRole('article').first().getByRole('link').first().click();
    await expect(page.getByText('Mid-Century').first()).toBeVisible();
  });

  test('synonyms: "couch" finds sofas, "tv" televisions; a typo still finds the word meant ("stols" → bar stools)', async ({ page }) => {
    await page.goto('/');
    await searchFromHeader(page, 'couch');
    for (const title of await firstTitles(page, 3)) expect(title).toMatch(/Sofa/);
    await searchFromHeader(page, 'tv');
    for (const title of await firstTitles(page, 3)) expect(title).toMatch(/Television/);
    await searchFromHeader(page, 'stols');
    for (const title of await firstTitles(page, 2)) expect(title).toMatch(/Bar Stool/);
  });

  test('a search with no props says so and shows what comes nearest, never a blank page', async ({ page }) => {
    // Issue 39 §1, §4: said first, the nearest era's televisions apart under "Closest", never as results.
    await page.goto('/catalog?q=victorian+television');
    await expect(results(page).getByText('No Victorian televisions in the catalogue.')).toBeVisible();
    const closest = results(page).getByRole('region', { name: /^Closest: / });
    await expect(closest.getByRole('heading', { level: 3 })).toHaveText(/^Closest: \d+ [\w-]+ televisions?$/);
    for (const title of (await closest.getByRole('article').getByRole('heading').allInnerTexts()).slice(0, 3)) expect(title).toMatch(/Television/);

    await page.goto('/catalog?q=xqzvvy');
    await expect(results(page).getByText('No “xqzvvy” in the catalogue.')).toBeVisible();
    await expect(results(page).getByRole('link', { name: 'clear the search' })).toBeVisible();
  });
});

test.describe('issue 28 §1: staff edit the synonyms', () => {
  // A staff log-in hashes at full strength.
  test.describe.configure({ timeout: 120_000 });

  test('staff add "chesterfield, sofa": the next search for chesterfield finds sofas; deleting it takes that away', async ({ page, browser }) => {
    await logIn(page, E2E_STAFF.email, E2E_STAFF.password, '/auth/login?redirectTo=%2Fstaff%2Fsynonyms');
    await expect(page.getByRole('heading', { level: 1, name: 'Synonyms' })).toBeVisible({ timeout: 60_000 });
    const add = page.getByRole('region', { name: 'Add synonyms' });
    await add.getByLabel('Words that mean the same').fill('Chesterfield, sofa');
    await add.getByRole('button', { name: 'Add synonyms' }).click();
    await expect(page.getByRole('region', { name: 'chesterfield, sofa' })).toBeVisible();

    // A visitor, on a page the cache may have kept: the change empties it.
    const visitor = await browser.newPage();
    await visitor.goto('/catalog?q=chesterfield');
    for (const title of await firstTitles(visitor, 3)) expect(title).toMatch(/Sofa/);

    await page.getByRole('region', { name: 'chesterfield, sofa' }).getByRole('button', { name: 'Delete chesterfield' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Synonyms deleted.')).toBeVisible();
    await visitor.goto('/catalog?q=chesterfield');
    await expect(results(visitor).getByRole('status')).toHaveText(/^\d[\d,]* props?$/);
    expect((await firstTitles(visitor, 3)).some((title) => /Sofa/.test(title))).toBe(false);
    await visitor.close();
  });

  test('the page is for staff only: a visitor gets a 404', async ({ page }) => {
    expect((await page.goto('/staff/synonyms'))?.status()).toBe(404);
  });
});
