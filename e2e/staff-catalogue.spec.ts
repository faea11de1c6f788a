import type { Page } from '@playwright/test';
import { E2E_STAFF } from './admin-account';
import { expect, logIn, test } from './auth-fixtures';

// A staff log-in hashes at full strength: slow while other tests log in too.
test.describe.configure({ timeout: 180_000 });

async function staffOn(page: Page, path: string, heading: string) {
  await logIn(page, E2E_STAFF.email, E2E_STAFF.password, `/auth/login?redirectTo=${encodeURIComponent(path)}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 60_000 });
}

/** The props on the public catalogue's search for `text`, by their card titles. */
async function publicTitles(page: Page, text: string): Promise<string[]> {
  await page.goto(`/catalog?q=${encodeURIComponent(text)}`);
  // The count is drawn with the results, on the server.
  await expect(page.getByRole('status').filter({ hasText: /^\d[\d,]* props?$/ })).toBeVisible();
  return page.getByRole('article').getByRole('heading').allInnerTexts();
}

test.describe('issue 13 §3: the staff catalogue', () => {
  test('staff add an item, find it, edit it, hide it from the public catalogue and show it again; the quantity cannot go below the units blocked', async ({
    page,
    browser,
  }) => {
    const stamp = Date.now().toString().slice(-7);
    const sku = `E2E-${stamp}`;
    const title = `Quillfeather hatbox ${stamp}`;
    await staffOn(page, '/staff/items', 'Items');
    // Another item's SKU, read before this one is added, which may list first.
    const takenSku = (await page.getByRole('row').nth(1).getByRole('cell').nth(1).innerText()).trim();

    // Add it, hidden to start with: the other browser tests count the catalogue's props.
    await page.getByRole('link', { name: 'Add an item' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add an item' })).toBeVisible();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('SKU').fill(sku);
    await page.getByLabel('Category').selectOption({ label: 'Set Dressing' });
    await page.getByLabel('Status').selectOption('hidden');
    await page.getByLabel('Weekly price').fill('35');
    await page.getByLabel('Quantity').fill('3');
    const sizes: [label: string, value: string][] = [
      ['Width (in)', '14'],
      ['Depth (in)', '14'],
      ['Height (in)', '10'],
      ['Weight (lb)', '3'],
    ];
    for (const [label, value] of sizes) await page.getByLabel(label).fill(value);
    // A colour the house does not have is refused beside its field, and what was typed stays.
    await page.getByLabel('Colours').fill('Chartreuse');
    await page.getByRole('button', { name: 'Add item' }).click();
    await expect(page.getByLabel('Colours')).toHaveAccessibleDescription(/“Chartreuse” is not one of the house’s colours/);
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await page.getByLabel('Colours').fill('');
    await page.getByRole('button', { name: 'Add item' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit item' })).toBeVisible();
    await expect(page.getByText(`${title} added. Add its photos next.`)).toBeVisible();
    const itemUrl = page.url();
    const id = new URL(itemUrl).pathname.split('/').pop()!;
    expect(id).toBe(sku.toLowerCase());

    // Found in the staff list by its SKU, hidden ones included.
    await page.goto('/staff/items');
    // The page's own search, not the header's (issue 28 §3).
    const search = page.getByRole('main').getByRole('search');
    await search.getByLabel('SKU or title words').fill(sku);
    await search.getByRole('button', { name: 'Find' }).click();
    const row = page.getByRole('row').filter({ hasText: sku });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').nth(2)).toHaveText('Hidden');
    await expect(row.getByRole('link', { name: `Photos of ${title}` })).toHaveAttribute('href', `/staff/items/${id}/photos`);
    await expect(row.getByRole('link', { name: `Calendar of ${title}` })).toHaveAttribute('href', `/staff/calendar/${id}`);
    await row.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit item' })).toBeVisible();

    // A SKU another item has is refused beside the field.
    await page.getByLabel('SKU').fill(takenSku);
    await page.getByRole('button', { name: 'Save changes' }).click();
    const skuTaken = page.getByLabel('SKU');
    await expect(skuTaken).toHaveAccessibleDescription(/Another item already has the SKU/);
    // Edit the title; the history says who changed what.
    const renamed = `${title} with strap`;
    await page.getByLabel('SKU').fill(sku);
    await page.getByLabel('Title').fill(renamed);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Changes saved.' })).toBeVisible();
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByRole('listitem').filter({ hasText: 'Edited it' }).first()).toContainText(`Title: ${title} → ${renamed}`);

    // Hidden, the public neither finds it nor opens its page.
    const visitor = await (await browser.newContext()).newPage();
    expect((await visitor.goto(`/items/${id}`))?.status()).toBe(404);
    expect(await publicTitles(visitor, 'Quillfeather')).not.toContain(renamed);

    // Shown: crews find it and open its page.
    const inCatalogue = page.getByRole('region', { name: 'In the catalogue' });
    await inCatalogue.getByRole('button', { name: 'Show again' }).click();
    await expect(inCatalogue.getByText('Active: crews see it in the catalogue.')).toBeVisible();
    expect((await visitor.goto(`/items/${id}`))?.status()).toBe(200);
    await expect(visitor.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    expect(await publicTitles(visitor, 'Quillfeather')).toContain(renamed);
    // The visitor has no cookie: both pages now come from the cache (issue 14 §1), which a staff
    // change must empty at once, below.
    expect((await visitor.goto(`/items/${id}`))?.headers()['x-page-cache']).toBe('hit');
    expect((await visitor.goto(`/catalog?q=Quillfeather`))?.headers()['x-page-cache']).toBe('hit');

    // Hidden again: gone from the search, its page a 404.
    await inCatalogue.getByRole('button', { name: 'Hide' }).click();
    await expect(inCatalogue.getByText(/^Hidden: out of the catalogue/)).toBeVisible();
    expect(await publicTitles(visitor, 'Quillfeather')).not.toContain(renamed);
    expect((await visitor.goto(`/items/${id}`))?.status()).toBe(404);
    // And shown again.
    await inCatalogue.getByRole('button', { name: 'Show again' }).click();
    await expect(inCatalogue.getByText('Active: crews see it in the catalogue.')).toBeVisible();
    expect((await visitor.goto(`/items/${id}`))?.status()).toBe(200);
    await inCatalogue.getByRole('button', { name: 'Hide' }).click();
    await expect(inCatalogue.getByText(/^Hidden: out of the catalogue/)).toBeVisible();

    // Two of its three units blocked from today: the quantity cannot go below 2.
    await page.getByRole('link', { name: 'This item’s calendar' }).click();
    const block = page.getByRole('form', { name: 'Add a block' });
    await block.getByLabel('Units').fill('2');
    await block.getByRole('button', { name: 'Add block' }).click();
    await expect(block.getByRole('status')).toContainText('Blocked 2 units');
    await page.goto(itemUrl);
    await page.getByLabel('Quantity').fill('1');
    await page.getByRole('button', { name: 'Save changes' }).click();
    const floor = '2 units are held, out or blocked from today on: the quantity cannot go below 2.';
    await expect(page.getByLabel('Quantity')).toHaveAccessibleDescription(new RegExp(floor.replace(/[.:]/g, '\\$&')));
    await expect(page.getByRole('alert').filter({ hasText: floor })).toBeVisible();
    await page.getByLabel('Quantity').fill('2');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Changes saved.' })).toBeVisible();
    await expect(page.getByLabel('Quantity')).toHaveValue('2');

    // It has history now: delete is refused, asked first, saying to archive it instead.
    await page.getByRole('button', { name: 'Delete item' }).click();
    await page
      .getByRole('dialog', { name: `Delete “${renamed}”?` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByRole('region', { name: 'Delete' }).getByRole('alert')).toHaveText(
      'This item has holds, set-list lines, favourites or history, so it is kept: archive it instead.',
    );
    await inCatalogue.getByRole('button', { name: 'Archive' }).click();
    await expect(inCatalogue.getByText(/^Archived: retired/)).toBeVisible();
  });

  test('staff add a category, see it listed with no items, and delete it while it is empty', async ({ page }) => {
    // Digits in its name keep its address apart from the demo's categories, which another test counts.
    const name = `Practical Effects ${Date.now().toString().slice(-6)}`;
    await staffOn(page, '/staff/categories', 'Categories');
    const add = page.getByRole('region', { name: 'Add a category' });
    await add.getByLabel('Name').fill(name);
    await add.getByLabel('Description').fill('Smoke, rain and breakaway glass.');
    await add.getByRole('button', { name: 'Add category' }).click();
    const section = page.getByRole('region', { name, exact: true });
    await expect(section).toContainText('0 items');
    // A second category of that name is refused beside the field.
    await add.getByLabel('Name').fill(name);
    await add.getByRole('button', { name: 'Add category' }).click();
    await expect(add.getByLabel('Name')).toHaveAccessibleDescription(`There is a category called “${name}” already.`);
    // A category with items is kept.
    const lighting = page.getByRole('region', { name: 'Lighting', exact: true });
    await lighting.getByRole('button', { name: 'Delete category' }).click();
    await page.getByRole('dialog', { name: 'Delete the category “Lighting”?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(lighting.getByRole('alert')).toContainText('move them to another category first');
    // The empty one goes.
    await section.getByRole('button', { name: 'Delete category' }).click();
    await page
      .getByRole('dialog', { name: `Delete the category “${name}”?` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'Category deleted.' })).toBeVisible();
    await expect(section).toHaveCount(0);
  });
});
