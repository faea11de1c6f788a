import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './auth-fixtures';
import { day } from './confirmed-order';
import { openSetListChooser, setListNotice } from './hydrated';

// Issue 39 §4 at a phone's width: the set list as the working document.
test.use({ viewport: { width: 375, height: 812 } });

const SHOTS = '/tmp/shots-setlist';
/** Demo props (the seeded catalogue is the same on every machine): their period and size as the item page writes them. */
const LAMP = { path: '/items/prop-000052', title: '1940s Chrome Desk Lamp', facts: '1940s · 9 W × 17 D × 26 H in', colour: 'Silver' };
const SIGN = { path: '/items/prop-000053', title: '1970s Steel Parking Sign', facts: '1970s · 19 W × 3 D × 86 H in', colour: 'Blue' };
const TOASTER = { path: '/items/prop-000054', title: 'Brushed Chrome Toaster' };

/** "Add to set list" on an item page: a new list of this name, or the list the chooser offers first. */
async function addFromItemPage(page: Page, path: string, newList?: string) {
  await page.goto(path);
  const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  await openSetListChooser(page.getByRole('group', { name: 'Keep this prop' }));
  const dialog = page.getByRole('dialog', { name: `Add “${title}” to a set list` });
  if (newList) {
    const fresh = dialog.getByRole('radio', { name: 'New set list' });
    if ((await fresh.count()) > 0) await fresh.check();
    await dialog.getByLabel('Name of the new set list').fill(newList);
  }
  await dialog.getByRole('button', { name: 'Add to set list' }).click();
  return { title, dialog };
}

/** axe-core (issue 14 §7's tags) finds nothing on the page as it is now. */
async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Both widths of the issue, the phone's last. */
async function screenshots(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test.describe('issue 39 §4: the set list as the working document', () => {
  test('"Add to set list" closes itself with the line’s name and Undo; Undo takes the line (and a list made for it) back', async ({ page }) => {
    const list = 'Living room — Ep 104';
    const { dialog } = await addFromItemPage(page, LAMP.path, list);
    await expect(dialog).toBeHidden();
    const notice = setListNotice(page);
    await expect(notice.getByRole('status')).toHaveText(`${LAMP.title} is on “${list}” (1 in all).`);
    await expect(notice.getByRole('link', { name: `Open “${list}”` })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/added-notice-375.png` });
    await expectNoViolations(page);

    // Undo of the add that made the list: the list goes with its line, so its name is free again.
    await notice.getByRole('button', { name: 'Undo' }).click();
    await expect(notice.getByRole('status')).toHaveText(`Undone: ${LAMP.title} is off, and the new list “${list}” is gone again.`);
    await expect(notice.getByRole('button', { name: 'Undo' })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/undone-notice-375.png` });

    // The same name given again is not refused as a duplicate (the second press).
    await addFromItemPage(page, LAMP.path, list);
    await expect(setListNotice(page).getByRole('status')).toHaveText(`${LAMP.title} is on “${list}” (1 in all).`);

    // A second prop on that list, undone: its line goes, the list and the first line stay.
    const second = await addFromItemPage(page, SIGN.path);
    await expect(second.dialog).toBeHidden();
    await expect(setListNotice(page).getByRole('status')).toHaveText(`${SIGN.title} is on “${list}” (1 in all).`);
    await setListNotice(page).getByRole('button', { name: 'Undo' }).click();
    await expect(setListNotice(page).getByRole('status')).toHaveText(`Undone: ${SIGN.title} is off “${list}”.`);

    await page.goto('/set-lists');
    await page.getByRole('link', { name: list }).click();
    const lines = page.getByRole('region', { name: 'Props on this list' });
    await expect(lines.getByRole('heading', { level: 3, name: LAMP.title })).toBeVisible();
    await expect(lines.getByRole('heading', { level: 3, name: SIGN.title })).toHaveCount(0);
  });

  test('each line says its period and size; ticked props open side by side at an address of their own, at 375 and 1280 px', async ({ page }) => {
    const list = 'Den — Ep 39';
    await addFromItemPage(page, LAMP.path, list);
    await expect(setListNotice(page).getByRole('status')).toContainText(list);
    await addFromItemPage(page, SIGN.path);
    await expect(setListNotice(page).getByRole('status')).toContainText(SIGN.title);
    await addFromItemPage(page, TOASTER.path);
    await setListNotice(page)
      .getByRole('link', { name: `Open “${list}”` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: list })).toBeVisible();

    const days = page.getByRole('region', { name: 'Rental days' });
    await days.getByLabel('Pick-up day').fill(day(40));
    await days.getByLabel('Return day').fill(day(47));
    await page.getByRole('button', { name: 'Save list' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' }).first()).toBeVisible();

    const lines = page.getByRole('region', { name: 'Props on this list' });
    const lamp = lines.getByRole('listitem').filter({ has: page.getByRole('heading', { name: LAMP.title }) });
    await expect(lamp).toContainText(LAMP.facts);
    await expect(lines.getByRole('listitem').filter({ has: page.getByRole('heading', { name: SIGN.title }) })).toContainText(SIGN.facts);
    const listUrl = new URL(page.url()).pathname;

    // Each line's tick is named "Compare" only: its row, named by the prop, says which (issue 24 §9).
    await lines.getByRole('listitem', { name: LAMP.title, exact: true }).getByRole('checkbox', { name: 'Compare' }).check();
    await lines.getByRole('listitem', { name: SIGN.title, exact: true }).getByRole('checkbox', { name: 'Compare' }).check();
    await page.screenshot({ path: `${SHOTS}/list-ticked-375.png`, fullPage: true });
    await lines.getByRole('button', { name: 'Compare' }).click();
    await expect(page).toHaveURL(new RegExp(`${listUrl}/compare\\?items=prop-000052,prop-000053$`));
    const table = page.getByRole('table', { name: '2 props side by side' });
    await expect(table.getByRole('columnheader', { name: LAMP.title })).toBeVisible();
    await expect(table.getByRole('row', { name: /^Size/ })).toContainText('9 W × 17 D × 26 H in');
    await expect(table.getByRole('row', { name: /^Size/ })).toContainText('19 W × 3 D × 86 H in');
    await expect(table.getByRole('row', { name: /^Period/ })).toContainText('1940s');
    await expect(table.getByRole('row', { name: /^Colour/ })).toContainText(SIGN.colour);
    await expect(table.getByRole('row', { name: /^Availability/ })).toContainText(/\d+ of \d+ free on these days|None free on these days/);
    await expect(table.getByRole('rowheader', { name: 'Photo' })).toBeVisible();
    await expect(table.getByRole('img', { name: /./ }).first()).toBeVisible();

    // At 375 px the page does not widen: the table scrolls sideways in its own region.
    const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    expect(width.scroll).toBeLessThanOrEqual(width.inner);
    await expectNoViolations(page);
    await screenshots(page, 'compare');
    // At 1280 px both props are side by side with no scrolling.
    await page.setViewportSize({ width: 1280, height: 900 });
    const region = page.getByRole('region', { name: '2 props side by side' });
    expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

    // The address can be opened again as it is: the same props side by side.
    await page.goto(`${listUrl}/compare?items=prop-000053,prop-000052`);
    await expect(page.getByRole('table', { name: '2 props side by side' }).getByRole('columnheader').first()).toHaveText(SIGN.title);

    // The printed sheet says the period and size too.
    await page.goto(`${listUrl}/print`);
    await expect(page.getByRole('row', { name: new RegExp(LAMP.title) })).toContainText(LAMP.facts);
  });

  test('the designer’s page shows each prop’s size and period, the mark with a tick and words, and “Not this one” on one line', async ({ page, browser }) => {
    const list = 'Study — Ep 39';
    await addFromItemPage(page, LAMP.path, list);
    await setListNotice(page)
      .getByRole('link', { name: `Open “${list}”` })
      .click();
    await page.getByRole('button', { name: 'Make a share link' }).click();
    const link = new URL(await page.getByLabel('Share link').inputValue()).pathname;

    const designer = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const shared = await designer.newPage();
    await shared.goto(link);
    const line = shared.getByRole('listitem').filter({ has: shared.getByRole('heading', { name: LAMP.title }) });
    await expect(line).toContainText(LAMP.facts);

    const notThisOne = line.getByRole('button', { name: `Not this one ${LAMP.title}` });
    // One line of text: the button is no taller than its 44 px minimum with its padding.
    expect((await notThisOne.boundingBox())!.height).toBeLessThan(56);

    await shared.getByLabel('Your name').fill('Ada (designer)');
    await line.getByRole('button', { name: `Approved ${LAMP.title}` }).click();
    await expect(shared.getByRole('status')).toHaveText('Marked “Approved”.');
    await expect(line.getByText('✓')).toHaveCount(2);
    await expect(line.getByText('Approved. Marked by Ada (designer)')).toBeVisible();
    expect((await notThisOne.boundingBox())!.height).toBeLessThan(56);
    await shared.screenshot({ path: `${SHOTS}/designer-375.png`, fullPage: true });
    await expectNoViolations(shared);
    await designer.close();
  });
});
