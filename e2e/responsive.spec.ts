import { test, expect } from './fixtures';
import { PAGES } from './routes';
import { openSetListChooser, setListNotice } from './hydrated';

// Spec §9 "Button breakpoints: 480px and 375px", plus a desktop width.
const WIDTHS = [375, 480, 1280];

for (const { path, heading } of PAGES) {
  test(`spec §9 breakpoints: ${path} never scrolls sideways at ${WIDTHS.join(', ')} px`, async ({ page }) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth, `document width at ${width}px on ${path}`).toBeLessThanOrEqual(innerWidth);
      expect(await elementsSpillingOutOfTheirBox(page), `content wider than its box at ${width}px on ${path}`).toEqual([]);
    }
  });
}

/** In-flow elements whose right edge passes their parent's: text or controls that poke out of a card. */
function elementsSpillingOutOfTheirBox(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const spilling: string[] = [];
    for (const element of document.querySelectorAll('header *, main *, footer *')) {
      // A parent drawn as its children only (`display: contents`) has no box of its own: its own parent's counts.
      let parent = element.parentElement;
      while (parent && getComputedStyle(parent).display === 'contents') parent = parent.parentElement;
      if (!parent || ['absolute', 'fixed'].includes(getComputedStyle(element).position)) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right > parent.getBoundingClientRect().right + 1) spilling.push(`${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}"`);
    }
    return spilling;
  });
}

test('spec §9 breakpoints: at 375 px the open Menu shows every link inside the viewport', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Menu' }).click();

  const links = nav.getByRole('link');
  await expect(links).toHaveCount(4);
  for (const link of await links.all()) await expect(link).toBeInViewport({ ratio: 1 });
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
});

test('issue 11, 12: a set list with a line, its print view and an item page with "Check your dates" never scroll sideways at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/set-lists');
  await page.getByLabel('Name', { exact: true }).fill('A set list with a long name for a narrow phone screen');
  await page.getByRole('button', { name: 'New set list' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('A set list with a long name');
  const list = page.url();
  await page.goto('/items/prop-000052?from=2031-03-03&to=2031-03-10');
  await expect(page.getByRole('region', { name: 'Check your dates' }).getByRole('status')).not.toBeEmpty();
  const pages = [page.url(), list, `${list}/print`];
  await openSetListChooser(page.getByRole('group', { name: 'Keep this prop' }));
  await page.getByRole('dialog').getByRole('button', { name: 'Add to set list' }).click();
  await expect(setListNotice(page).getByRole('status')).not.toBeEmpty();
  for (const path of pages) {
    await page.goto(path);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    expect(scrollWidth, `document width at 375px on ${path}`).toBeLessThanOrEqual(innerWidth);
    expect(await elementsSpillingOutOfTheirBox(page), `content wider than its box at 375px on ${path}`).toEqual([]);
  }
});
