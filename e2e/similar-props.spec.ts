import type { Browser, Page } from '@playwright/test';
import { E2E_STAFF } from './admin-account';
import { expect, logIn, test } from './auth-fixtures';
import { openSetListChooser, setListNotice } from './hydrated';

// Staff log-ins hash at full strength: slow while other tests log in too.
test.describe.configure({ timeout: 180_000 });

const SIZES = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const;

/** Each size works on props and days of its own, so the two run side by side; days no other spec blocks (issue 28 §4 uses 300 on). */
const PROPS = [
  {
    barStool: 'prop-000071',
    linkOn: 'prop-000041',
    alternate: { id: 'prop-000131', sku: 'FUR-000131', title: 'Oiled Walnut Dining Chair' },
    taken: 'prop-000072',
    days: 260,
  },
  {
    barStool: 'prop-000241',
    linkOn: 'prop-000061',
    alternate: { id: 'prop-000291', sku: 'FUR-000291', title: 'Mid-Century Painted Wood Dining Chair' },
    taken: 'prop-000069',
    days: 270,
  },
] as const;

/** The house's day `offset` days from today, as a date field takes it (a day's slack either side of midnight does not matter this far ahead). */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const short = (iso: string) => new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${iso}T00:00:00Z`));

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const similar = (page: Page) => page.getByRole('region', { name: 'Similar props' });

async function asStaff(browser: Browser, path: string) {
  const context = await browser.newContext();
  const staff = await context.newPage();
  await logIn(staff, E2E_STAFF.email, E2E_STAFF.password, `/auth/login?redirectTo=${encodeURIComponent(path)}`);
  return { staff, close: () => context.close() };
}

for (const [index, size] of SIZES.entries()) {
  const props = PROPS[index]!;

  test.describe(`issue 28 §5: what else would do (${size.viewport.width} px)`, () => {
    test.use({ viewport: size.viewport });

    test(`an item page offers similar props of its own kind first: never a nightstand for a bar stool (${size.viewport.width} px)`, async ({ page }) => {
      await page.goto(`/items/${props.barStool}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Bar Stool$/);
      const cards = similar(page).getByRole('article');
      await expect(cards.first()).toBeVisible();
      const titles = await cards.getByRole('heading').allInnerTexts();
      expect(titles.length).toBeGreaterThan(0);
      expect(titles.filter((title) => !title.trim().endsWith('Bar Stool'))).toEqual([]);
      // A card leads to its prop.
      await cards.first().getByRole('heading').getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[0]!.trim());
    });

    test(`staff link an alternate by SKU on the item page; crews are offered it first on both props, until it is removed (${size.viewport.width} px)`, async ({
      page,
      browser,
    }) => {
      await page.goto(`/items/${props.linkOn}`);
      const ownTitle = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
      const { staff, close } = await asStaff(browser, `/staff/items/${props.linkOn}`);
      await expect(staff.getByRole('heading', { level: 1, name: 'Edit item' })).toBeVisible({ timeout: 60_000 });
      const panel = staff.getByRole('region', { name: 'Similar props and alternates' });

      // A SKU no item has is refused beside the field.
      await panel.getByRole('textbox', { name: 'Alternate', exact: true }).fill('NOPE-404');
      await panel.getByRole('button', { name: 'Add alternate' }).click();
      await expect(panel.getByRole('textbox', { name: 'Alternate', exact: true })).toHaveAccessibleDescription(/There is no item with the SKU “NOPE-404”\./);

      await panel.getByRole('textbox', { name: 'Alternate', exact: true }).fill(props.alternate.sku.toLowerCase());
      await panel.getByRole('button', { name: 'Add alternate' }).click();
      await expect(panel.getByRole('status').filter({ hasText: 'is an alternate now.' })).toHaveText(
        `${props.alternate.title} (${props.alternate.sku}) is an alternate now.`,
      );
      await expect(panel.getByRole('list', { name: 'Alternates' }).getByRole('link', { name: props.alternate.title })).toBeVisible();

      // A visitor with no cookie, served from the page cache when it holds the page: the link emptied it.
      await page.goto(`/items/${props.linkOn}`);
      await expect(similar(page).getByRole('article').first().getByRole('heading')).toHaveText(props.alternate.title);
      // Either stands in for the other.
      await page.goto(`/items/${props.alternate.id}`);
      await expect(similar(page).getByRole('article').first().getByRole('heading')).toHaveText(ownTitle);

      await panel.getByRole('button', { name: `Remove ${props.alternate.title} as an alternate` }).click();
      await expect(panel.getByText('No alternates yet.')).toBeVisible();
      await page.goto(`/items/${props.linkOn}`);
      await expect(similar(page).getByRole('article').first().getByRole('heading')).not.toHaveText(props.alternate.title);
      await close();
    });

    test(`a prop taken on the days asked offers what is free; on a set list, "Swap for …" puts it on the line with its quantity and note (${size.viewport.width} px)`, async ({
      page,
      browser,
    }, testInfo) => {
      // A retry blocks days of its own: the first try's block still holds every unit on its days.
      const from = props.days + testInfo.retry * 20;
      const [first, last] = [day(from), day(from + 4)];
      await page.goto(`/items/${props.taken}`);
      const units = /(\d+) available/.exec(
        await page
          .getByRole('main')
          .getByText(/^\d+ available$/)
          .first()
          .innerText(),
      )![1]!;
      // Staff block every unit of the prop on those days.
      const { staff, close } = await asStaff(browser, `/staff/calendar/${props.taken}`);
      const add = staff.getByRole('region', { name: 'Add a block' });
      await expect(add).toBeVisible({ timeout: 60_000 });
      await add.getByLabel('Units').fill(units);
      await add.getByLabel('First day').fill(first);
      await add.getByLabel('Last day').fill(last);
      await add.getByRole('button', { name: 'Add block' }).click();
      await expect(add.getByRole('status')).toHaveText(/^Blocked /);
      await close();

      // The item page, asked for those days, offers the props of its kind that are free on all of them.
      await page.goto(`/items/${props.taken}?from=${first}&to=${last}`);
      const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
      const instead = page.getByRole('region', { name: 'Available instead for your dates' });
      const offers = instead.getByRole('list', { name: 'Available instead for your dates' }).getByRole('listitem');
      await expect(offers.first()).toContainText(new RegExp(`\\d+ available ${short(first)} – ${short(last)}`));

      // On a set list for those days, the line says what could stand in, and swaps in one click.
      await openSetListChooser(page.getByRole('group', { name: 'Keep this prop' }));
      const dialog = page.getByRole('dialog', { name: `Add “${title}” to a set list` });
      const listName = `Swap — ${size.name}`;
      await dialog.getByRole('radio', { name: 'New set list' }).check();
      await dialog.getByLabel('Name of the new set list').fill(listName);
      await dialog.getByRole('button', { name: 'Add to set list' }).click();
      await setListNotice(page)
        .getByRole('link', { name: `Open “${listName}”` })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: listName })).toBeVisible();
      const days = page.getByRole('region', { name: 'Rental days' });
      await days.getByLabel('Pick-up day').fill(first);
      await days.getByLabel('Return day').fill(last);
      // Issue 24 §2: the days and the line's note typed together, saved together by the list's one button.
      const line = page.getByRole('listitem', { name: title, exact: true });
      await line.getByText('Add a note').click();
      await line.getByLabel('Note', { exact: true }).fill('For the reading corner');
      await page.getByRole('button', { name: 'Save list' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved.' }).first()).toBeVisible();

      const standIns = line.getByRole('list', { name: 'These could stand in:' });
      await expect(standIns.getByRole('listitem').first()).toContainText(new RegExp(`\\d+ available ${short(first)} – ${short(last)}`));
      const swap = standIns.getByRole('button', { name: new RegExp(`^Swap for .+ in place of ${literally(title)}$`) }).first();
      const alternate = (await swap.textContent())!
        .replace(/^Swap for /, '')
        .replace(` in place of ${title}`, '')
        .trim();
      await swap.click();

      const swapped = page.getByRole('listitem', { name: alternate, exact: true });
      await expect(swapped.getByRole('heading', { level: 3 })).toBeFocused();
      await expect(page.getByRole('listitem', { name: title, exact: true })).toHaveCount(0);
      await expect(swapped.getByLabel('Quantity', { exact: true })).toHaveValue('1');
      await expect(swapped.getByLabel('Note', { exact: true })).toHaveValue('For the reading corner');
      await expect(swapped.getByRole('list', { name: 'These could stand in:' })).toHaveCount(0);
    });
  });
}
