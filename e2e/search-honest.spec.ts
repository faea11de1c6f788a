import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

// Issue 39 §1, §4, §5: a search says when the house has none of what was asked, offers the closest
// apart and labelled, reads an era and a kind together, and keeps Rentals or Free Props.
const SIZES = [
  { name: 'phone', width: 375, height: 667 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;

const results = (page: Page) => page.getByRole('region', { name: 'Results' });
const count = (page: Page) => results(page).getByRole('status');
const closest = (page: Page) => results(page).getByRole('region', { name: /^Closest: / });
const headerField = (page: Page) => page.getByRole('combobox', { name: 'Search props' });

for (const size of SIZES) {
  test.describe(`issue 39 §1 honest search on a ${size.name} (${size.width} px)`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test(`a kind the house does not hold is said to be absent first, the closest apart under "Closest" (${size.width} px)`, async ({ page }, testInfo) => {
      await page.goto('/catalog?q=bunk+bed');
      await expect(count(page)).toHaveText('0 props');
      const nothing = results(page).getByText('No “bunk bed” in the catalogue.');
      await expect(nothing).toBeInViewport();
      await expect(closest(page).getByRole('heading', { level: 3 })).toHaveText(/^Closest: \d+ props? for “bed”$/);
      await expect(closest(page).getByRole('article').first()).toContainText('Bed');
      // Said before the closest props, never among results.
      const [saidAt, closestAt] = await Promise.all([nothing.boundingBox(), closest(page).boundingBox()]);
      expect(saidAt!.y).toBeLessThan(closestAt!.y);
      await page.screenshot({ path: testInfo.outputPath(`empty-answer-${size.width}.png`) });
    });

    test(`an era and a kind together: "70s coffee table" lists 1970s coffee tables, or says there are none and shows the nearest era's (${size.width} px)`, async ({
      page,
    }, testInfo) => {
      await page.goto('/catalog?q=70s+coffee+table');
      await expect(count(page)).toHaveText(/^\d[\d,]* props?$/);
      if ((await count(page).textContent()) === '0 props') {
        await expect(results(page).getByText('No 1970s coffee tables in the catalogue.')).toBeVisible();
        await expect(closest(page).getByRole('heading', { level: 3 })).toHaveText(/^Closest: \d+ [\w-]+ coffee tables?$/);
      } else {
        const titles = await results(page).getByRole('article').getByRole('heading').allInnerTexts();
        for (const title of titles) expect(title).toMatch(/Coffee Table/);
        await expect(closest(page)).toHaveCount(0);
      }
      await page.screenshot({ path: testInfo.outputPath(`era-and-kind-${size.width}.png`) });
    });

    test(`searching from Free Props keeps Free Props (${size.width} px)`, async ({ page }) => {
      await page.goto('/catalog?Purchase+Type=Free');
      await headerField(page).fill('paint');
      await headerField(page).press('Enter');
      await expect(page).toHaveURL(/\/catalog\?q=paint&Purchase\+Type=Free$/);
      await expect(count(page)).toHaveText(/^\d[\d,]* props?$/);
    });
  });
}
