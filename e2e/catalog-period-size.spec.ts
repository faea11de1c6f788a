import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * Issue 28 §2: Period is a facet of its own and Height, Width and Depth filter by size, in the URL
 * like every facet; a card says a prop's period and size at a glance, and its page gives the
 * dimensions and weight first. On a phone and at desktop width.
 */

const results = (page: Page) => page.getByRole('region', { name: 'Results' });
const cards = (page: Page) => results(page).getByRole('article');
const count = (page: Page) => results(page).getByRole('status');
const filters = (page: Page) => page.getByRole('search', { name: 'Catalogue' });
const option = (page: Page, group: string, value: string) =>
  filters(page)
    .getByRole('group', { name: group })
    .getByRole('checkbox', { name: new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`) });
const chips = (page: Page) => page.getByRole('navigation', { name: 'Active filters' });
const props = (n: number) => (n === 1 ? '1 prop' : `${n.toLocaleString('en')} props`);

/** A facet option's count as the filter bar shows it: "Mid-Century (38)". */
async function optionCount(page: Page, group: string, value: string): Promise<number> {
  const label = await option(page, group, value).evaluate((input) => input.closest('label')!.textContent!);
  return Number(label.match(/\(([\d,]+)\)\s*$/)![1]!.replace(/,/g, ''));
}

/** The filters: beside the results at desktop width, behind the Filters button on a phone. */
async function openFilters(page: Page) {
  if (!(await filters(page).isVisible())) await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(filters(page)).toBeVisible();
}

/** The search has been run again and shows `n` props: in the results, or on a phone in the open drawer's last button. */
async function expectTotal(page: Page, n: number) {
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  if (await drawer.isVisible()) await expect(drawer.getByRole('button', { name: `Show ${props(n)}` })).toBeVisible();
  else await expect(count(page)).toHaveText(props(n));
}

/** Back to the results: on a phone the drawer's last button shows them. */
async function showResults(page: Page) {
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  if (await drawer.isVisible()) await drawer.getByRole('button', { name: /^Show / }).click();
  await expect(drawer).toBeHidden();
}

for (const viewport of [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
]) {
  test.describe(`issue 28 §2 at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(`issue 28 §2: filter by Period and by a height range, see the chips and the count, the period and size on a card and the dimensions on the item page (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.goto('/catalog');
      await expect(count(page)).toHaveText('279 props');
      await openFilters(page);

      const midCentury = await optionCount(page, 'Period', 'Mid-Century');
      expect(midCentury).toBeGreaterThan(0);
      await option(page, 'Period', 'Mid-Century').check();
      await expect(page).toHaveURL(/\/catalog\?Period=Mid-Century$/);
      await expect(option(page, 'Period', 'Mid-Century')).toBeChecked();
      await expectTotal(page, midCentury);

      // Counted among the Mid-Century props: what ticking it will leave.
      const heightRange = '24 to 36 in';
      const both = await optionCount(page, 'Height', heightRange);
      expect(both).toBeLessThanOrEqual(midCentury);
      expect(both).toBeGreaterThan(0);
      await option(page, 'Height', heightRange).check();
      await expect(page).toHaveURL(/\/catalog\?Period=Mid-Century&Height=24\+to\+36\+in$/);
      await expectTotal(page, both);
      await showResults(page);

      await expect(count(page)).toHaveText(props(both));
      await expect(chips(page).getByRole('link', { name: 'Remove Period: Mid-Century' })).toBeVisible();
      await expect(chips(page).getByRole('link', { name: `Remove Height: ${heightRange}` })).toBeVisible();

      // Each card: "Mid-Century · 34 × 34 × 30 in", its height in the range chosen.
      const first = cards(page).first();
      await expect(first).toBeVisible();
      const facts = first.getByText(/^Mid-Century · /);
      await expect(facts).toBeVisible();
      const [, height] = (await facts.textContent())!.match(/\d+(?:\.\d)? × \d+(?:\.\d)? × (\d+(?:\.\d)?) in$/)!;
      expect(Number(height)).toBeGreaterThanOrEqual(24);
      expect(Number(height)).toBeLessThan(36);
      for (const card of await cards(page).all()) await expect(card).toContainText(/Mid-Century · .*\d × \d+(\.\d)? × \d+(\.\d)? in/);

      // The item page: the period, W × D × H with units, and the weight, before the description.
      const title = (await first.getByRole('heading').textContent())!;
      await first.getByRole('heading').getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      const main = page.getByRole('main');
      const term = (name: string) => main.getByRole('term').filter({ hasText: new RegExp(`^${name}$`) });
      await expect(term('Period')).toBeVisible();
      await expect(term('Period').locator('xpath=following-sibling::dd[1]')).toHaveText('Mid-Century');
      await expect(term('Dimensions').locator('xpath=following-sibling::dd[1]')).toHaveText(new RegExp(`^\\d+ W × \\d+ D × ${height} H in$`));
      await expect(term('Weight').locator('xpath=following-sibling::dd[1]')).toHaveText(/^\d+(\.\d)? lb$/);
      if (viewport.width >= 900) await expect(term('Dimensions')).toBeInViewport();

      // Back to the results, where the chip takes its filter off again: every Mid-Century prop.
      await page.goBack();
      await expect(page).toHaveURL(/\/catalog\?Period=Mid-Century&Height=24\+to\+36\+in$/);
      await chips(page)
        .getByRole('link', { name: `Remove Height: ${heightRange}` })
        .click();
      await expect(page).toHaveURL(/\/catalog\?Period=Mid-Century$/);
      await expect(count(page)).toHaveText(props(midCentury));
    });

    test(`issue 28 §2: malformed Period and size values are ignored, never an error (${viewport.width} px)`, async ({ page }) => {
      const response = await page.goto('/catalog?Period=Edwardian&Height=tall&Width=24-36&Depth=%00&Height=Under+12+in');
      expect(response?.status()).toBe(200);
      await expect(chips(page).getByRole('link', { name: /^Remove / })).toHaveCount(1);
      await expect(chips(page).getByRole('link', { name: 'Remove Height: Under 12 in' })).toBeVisible();
    });
  });
}
