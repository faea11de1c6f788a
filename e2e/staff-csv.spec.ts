import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { E2E_STAFF } from './admin-account';
import { expect, logIn, test } from './auth-fixtures';

// A staff log-in hashes at full strength.
test.describe.configure({ timeout: 180_000 });

const COLUMNS = [
  'SKU',
  'Title',
  'Description',
  'Category',
  'Purchase Type',
  'Weekly Price',
  'Quantity',
  'Status',
  'Width (in)',
  'Depth (in)',
  'Height (in)',
  'Weight (lb)',
  'Tags',
  'Colors',
  'Rooms',
  'Materials',
  // Issue 28 §2: the house's Period field, a column of its own.
  'Period',
  // Issue 26 §4: what a unit that does not come back is charged, last and optional.
  'Replacement Value',
  // Issue 38 §3: where the prop lives in the warehouse, last and optional.
  'Location',
];

test.describe('issue 13 §4: the catalogue as CSV', () => {
  test('staff export the catalogue and upload it back with a new prop: a bad row is shown by line and column, the fixed file imports with a progress bar that survives a reload, and the new prop is in the public search', async ({
    page,
    browser,
  }) => {
    await logIn(page, E2E_STAFF.email, E2E_STAFF.password, '/auth/login?redirectTo=%2Fstaff');
    await expect(page).toHaveURL(/\/staff$/, { timeout: 60_000 });

    // A known prop's SKU, then the export from the start page: it carries that SKU.
    await page.goto('/staff/items/prop-000001/photos');
    const sku = /SKU (\S+)/.exec(await page.locator('.lead').innerText())![1]!;
    await page.goto('/staff');
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^catalogue-\d{4}-\d{2}-\d{2}\.csv$/);
    const exported = Papa.parse<Record<string, string>>((await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    });
    expect(exported.meta.fields).toEqual(COLUMNS);
    const known = exported.data.find((row) => row.SKU === sku)!;
    expect(known).toBeDefined();
    // Every demo prop but surplus materials has a period, and no tag is a period any more (issue 28 §2).
    expect(exported.data.filter((row) => row.Period).length).toBeGreaterThan(exported.data.length / 2);
    expect(exported.data.filter((row) => row.Period && (row.Tags ?? '').split(', ').includes(row.Period))).toEqual([]);

    // The export itself with one new prop at the top: line 3 (the export's first row) gets a bad quantity.
    const run = Date.now().toString(36).toUpperCase();
    const word = `Zanzibar${run}`;
    const fresh = { ...known, SKU: `CSV-${run}`, Title: `${word} Lantern`, Status: 'active', Quantity: '2' };
    const rows = [fresh, ...exported.data];
    const total = rows.length.toLocaleString('en');
    const file = (body: typeof rows) => ({ name: `props-${run}.csv`, mimeType: 'text/csv', buffer: Buffer.from(Papa.unparse(body, { columns: COLUMNS })) });
    await page.goto('/staff');
    await page.getByRole('link', { name: 'Import CSV' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Import the catalogue from CSV' })).toBeVisible();
    await page.getByLabel('CSV file', { exact: true }).setInputFiles(file([fresh, { ...rows[1]!, Quantity: 'a few' }, ...rows.slice(2)]));
    await page.getByRole('button', { name: 'Check the file' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('1 problem in this file. Nothing was imported');
    const problem = page
      .getByRole('table', { name: `Problems in props-${run}.csv` })
      .getByRole('row')
      .nth(1);
    await expect(problem.getByRole('cell')).toHaveText(['3', 'Quantity', 'Enter the quantity as a whole number.']);
    await expect(page.getByRole('button', { name: /^Import/ })).toHaveCount(0);

    // Fixed and uploaded again: no problems, then the import.
    await page.getByRole('link', { name: 'Import another file' }).click();
    await page.getByLabel('CSV file', { exact: true }).setInputFiles(file(rows));
    await page.getByRole('button', { name: 'Check the file' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      `No problems found. Importing it will create 1 item, update 0 items and leave ${exported.data.length.toLocaleString('en')} rows unchanged.`,
    );
    await page.getByRole('button', { name: `Import ${total} rows` }).click();
    const bar = page.getByRole('progressbar', { name: new RegExp(`^Imported [\\d,]+ of ${total} rows$`) });
    await expect(bar).toBeVisible();
    // Issue 38 §6: the page moves on by itself, no reload, to the end of the import.
    await expect(page.getByRole('progressbar', { name: `Imported ${total} of ${total} rows` })).toHaveAttribute('value', String(rows.length), {
      timeout: 60_000,
    });
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      `Import finished: 1 item created, 0 items updated, ${exported.data.length.toLocaleString('en')} rows unchanged.`,
    );
    await page.reload();
    await expect(page.getByRole('progressbar', { name: `Imported ${total} of ${total} rows` })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toContainText('Import finished: 1 item created');

    // Crews find the new prop in the public catalogue's search; the hidden ones stay out of it.
    const crew = await browser.newPage();
    await crew.goto(`/catalog?q=${word}`);
    await expect(crew.getByRole('article').getByRole('heading', { name: `${word} Lantern` })).toBeVisible();

    // The same row again, archived: one item updated, so the catalogue's totals are as other tests expect them.
    await page.goto('/staff/items/import');
    await page.getByLabel('CSV file', { exact: true }).setInputFiles(file([{ ...fresh, Status: 'archived' }]));
    await page.getByRole('button', { name: 'Check the file' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText('Importing it will create 0 items, update 1 item and leave 0 rows unchanged.');
    await page.getByRole('button', { name: 'Import 1 row' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText('Import finished: 0 items created, 1 item updated, 0 rows unchanged.', {
      timeout: 30_000,
    });
    await crew.close();
  });
});
