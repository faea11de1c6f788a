import { readFile } from 'node:fs/promises';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { expect, test } from './auth-fixtures';
import { confirmedOrder, startsWith } from './confirmed-order';

// A sign-up (real proof of work) and a staff log-in (full-strength hashing): slower than page tests.
test.describe.configure({ timeout: 240_000 });

/** What a phone reads from a QR image's address: the image drawn to pixels and decoded by jsQR. */
async function readQr(src: string): Promise<string | null> {
  const svg = Buffer.from(src.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64');
  const { data, info } = await sharp(svg, { density: 300 }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

test.describe('issue 13 §6, §8, issue 25 §4: the counter, labels and reports', () => {
  test('staff check an order out and back in by SKU with a condition note and a missing unit, print its label, and find the return in the reports’ CSV', async ({
    page,
    browser,
    unique,
  }) => {
    const email = unique('counter-note');
    const { title, sku, staff, close } = await confirmedOrder(page, browser, email, { listName: 'Counter — Ep 12', cardFromEnd: 2 });

    await test.step('issue 38 §2: the label’s QR code is the counter’s address on the SKU; opened or scanned at 375 px, the counter finds the prop’s lines', async () => {
      await staff.goto(`/staff/labels?sku=${encodeURIComponent(sku)}`);
      const qr = staff.getByRole('list', { name: 'Labels' }).getByRole('img', { name: `QR code of SKU ${sku}` });
      const address = (await readQr((await qr.getAttribute('src'))!))!;
      expect(address).toMatch(new RegExp(`^https?://[^/]+/staff/check-in\\?sku=${sku}$`));
      await staff.setViewportSize({ width: 375, height: 812 });
      // What a phone's camera opens, the site's own host aside.
      await staff.goto(`/staff/check-in?sku=${encodeURIComponent(address)}`);
      await expect(staff.getByRole('list', { name: `Lines for ${sku}` }).getByRole('listitem', { name: startsWith(title) })).toBeVisible();
      await expect(staff.getByLabel('SKU')).toHaveValue(sku);
      await staff.screenshot({ path: 'test-results/counter-label-address-375.png', fullPage: true });
      // What a USB scanner types from the label: the whole address, then Enter.
      await staff.getByLabel('SKU').fill('https://elsewhere.example.net/staff/check-in?sku=' + sku);
      await staff.getByLabel('SKU').press('Enter');
      await expect(staff.getByRole('alert').filter({ hasText: 'That code is not one of our labels.' })).toBeVisible();
      await expect(staff.getByRole('list', { name: `Lines for ${sku}` })).toHaveCount(0);
      await staff.getByLabel('SKU').fill(address);
      await staff.getByLabel('SKU').press('Enter');
      await expect(staff.getByRole('list', { name: `Lines for ${sku}` }).getByRole('listitem', { name: startsWith(title) })).toBeVisible();
      await staff.setViewportSize({ width: 1280, height: 800 });
    });

    await test.step('check out and back in at the counter, noting the condition and 1 unit missing', async () => {
      await staff.goto('/staff/check-in');
      await staff.getByLabel('SKU').fill(sku);
      await staff.getByLabel('SKU').press('Enter');
      const done = staff.getByRole('status', { name: 'Done at the counter' });
      const found = staff.getByRole('list', { name: `Lines for ${sku}` }).getByRole('listitem', { name: startsWith(title) });
      // Issue 25 §4: the pick-up is weeks away, so "Mark out" asks first, then the page says what it did.
      // The box ticked without JavaScript gives way to the dialog once the page runs.
      await expect(found.getByRole('checkbox', { name: /^Pick-up is/ })).toHaveCount(0);
      await found.getByRole('button', { name: `Mark out ${title}` }).click();
      const ask = staff.getByRole('dialog');
      await expect(ask).toContainText(/^Pick-up is \w{3} \d{1,2}; mark out now\?/);
      await ask.getByRole('button', { name: 'Mark out now' }).click();
      await expect(done).toContainText(`Marked out: 1 unit of ${sku}`);
      await expect(found).toContainText('Out: check it in when it is back');
      const requestHref = await found.getByRole('link', { name: `Request of ${title}` }).getAttribute('href');
      await found.getByLabel('Condition note').fill('scratched left arm');
      await found.getByLabel('Units missing').fill('1');
      // Issue 38 §2: the prop has no replacement value, so the counter asks for it (needed with a unit missing).
      await found.getByRole('button', { name: `Mark returned ${title}` }).click();
      await expect(found.getByText('This prop has no replacement value: enter it').first()).toBeVisible();
      await found.screenshot({ path: 'test-results/counter-replacement-value.png' });
      await found.getByLabel('Replacement value').fill('150.00');
      await found.getByRole('button', { name: `Mark returned ${title}` }).click();
      // Issue 25 §4: the return is confirmed on the page with its missing unit, until the next scan.
      await expect(done).toContainText(`Marked returned: 1 unit of ${sku}; 1 missing, on the calendar as lost`);
      await expect(done).toContainText('Condition noted: scratched left arm');
      await expect(staff.getByText(`Nothing else with SKU ${sku} is due to go out or come back.`)).toBeVisible();
      await staff.getByLabel('SKU').press('Enter');
      await expect(staff.getByText(`Nothing with SKU ${sku} is due to go out or come back.`)).toBeVisible();
      await expect(done).not.toContainText('Marked returned');

      // The request shows what came back and what did not.
      await staff.goto(requestHref!);
      const line = staff.getByRole('listitem', { name: startsWith(title) });
      await expect(line).toContainText('Returned');
      await expect(line).toContainText('Condition at return: scratched left arm');
      await expect(line).toContainText('1 of 1 missing');
    });

    await test.step('the labels page draws a QR code of the counter’s address on the SKU, named for it', async () => {
      await staff.goto('/staff/check-in');
      await staff.getByLabel('SKU').fill(sku);
      await staff.getByLabel('SKU').press('Enter');
      await staff.getByRole('link', { name: 'Print labels', exact: true }).click();
      await expect(staff.getByRole('heading', { name: 'Print labels', level: 1 })).toBeVisible();
      const labels = staff.getByRole('list', { name: 'Labels' });
      await expect(labels.getByRole('listitem')).toHaveCount(1);
      await expect(labels.getByRole('listitem')).toContainText(title);
      const qr = labels.getByRole('img', { name: `QR code of SKU ${sku}` });
      await expect(qr).toBeVisible();
      expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      const address = (await readQr((await qr.getAttribute('src'))!))!;
      expect(address.endsWith(`/staff/check-in?sku=${sku}`)).toBe(true);

      // Several SKUs typed or scanned into the box (a label's address gives its SKU); one that is no prop's is named.
      await staff.getByLabel('SKUs').fill(`${address}\nZZZ-000000`);
      await staff.getByRole('button', { name: 'Show labels' }).click();
      await expect(staff.getByRole('alert').filter({ hasText: 'No prop has the SKU ZZZ-000000.' })).toBeVisible();
      await expect(staff.getByRole('list', { name: 'Labels' }).getByRole('img', { name: `QR code of SKU ${sku}` })).toBeVisible();
    });

    await test.step('the reports page counts the return this month, and its CSV holds the line with its note', async () => {
      await staff.goto('/staff');
      await staff.getByRole('link', { name: 'Reports', exact: true }).click();
      await expect(staff.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
      const returns = staff.getByRole('list', { name: 'Figures' }).getByRole('listitem', { name: 'Returns' });
      await expect(returns).toContainText(/units missing: [1-9]/);
      const [download] = await Promise.all([staff.waitForEvent('download'), returns.getByRole('link', { name: 'Download CSV of returns' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^returns-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await readFile((await download.path())!, 'utf8');
      expect(csv).toContain('"Condition note"');
      expect(csv).toContain(`"${sku}","${title.replace(/"/g, '""')}","1","1","scratched left arm"`);
    });
    await close();
  });
});
