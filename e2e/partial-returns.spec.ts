import sharp from 'sharp';
import { expect, test } from './auth-fixtures';
import { checkInAll, confirmedOrder, lineComingBack, markOutEarly, openAtCounter, startsWith } from './confirmed-order';
import { hydrated } from './hydrated';
import { openRequest } from './staff-queue';

// A sign-up (real proof of work) and a staff log-in (full-strength hashing): slower than page tests.
test.describe.configure({ timeout: 240_000 });

test.describe('issue 26 §5: partial returns at the counter', () => {
  test('issue 26 §5: 2 of 3 units back (1 missing), the rest still out and then back; the invoice bills each part', async ({
    page,
    browser,
    request,
    unique,
  }) => {
    const email = unique('partial-return');
    const { title, sku, staff, close } = await confirmedOrder(page, browser, email, { listName: 'Part back — Ep 8', cardFromEnd: 8, quantity: 3 });
    const heading = (units: number) => new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} × ${units}\\b`);

    await test.step('out, then 2 of the 3 back at the counter, 1 of them missing', async () => {
      const order = await markOutEarly(staff, sku, title);
      const found = await lineComingBack(order, title);
      await expect(found.getByLabel('Units back today')).toHaveValue('3');
      await found.getByLabel('Units back today').fill('2');
      await found.getByLabel('Units missing').fill('1');
      await found.getByLabel('Condition note').fill('one never came back');
      // Issue 38 §2: the prop has no replacement value, so the counter asks for it with a unit missing.
      await found.getByLabel('Replacement value').fill('150.00');
      await expect(await checkInAll(staff, order)).toContainText('1 unit missing: blocked as lost on the calendar');
      // The rest are still out, on a line of their own, with nothing to split further.
      const rest = order.getByRole('list', { name: 'Out, to come back' }).getByRole('listitem', { name: heading(1) });
      await expect(rest).toBeVisible();
      await expect(rest.getByLabel('Units back today')).toHaveCount(0);
    });

    await test.step('the request shows both parts, and the invoice waits for the rest', async () => {
      await staff.goto('/staff/holds');
      await openRequest(staff, email);
      const lines = staff.getByRole('list', { name: 'Lines' });
      await expect(lines.getByRole('listitem', { name: heading(1) })).toContainText('Out');
      await expect(lines.getByRole('listitem', { name: heading(2) })).toContainText('1 of 2 missing');
      await expect(staff.getByRole('button', { name: 'Issue invoice', exact: true })).toHaveCount(0);

      // Issue 26 §4: a photo of the returned part's condition; a file that is no photo is refused by name.
      const returned = lines.getByRole('listitem', { name: heading(2) });
      const dent = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#8b5a2b' } })
        .jpeg()
        .toBuffer();
      await returned.getByLabel('Photos of the condition', { exact: true }).setInputFiles([
        { name: 'dent.jpg', mimeType: 'image/jpeg', buffer: dent },
        { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('one lamp short\n') },
      ]);
      await (await hydrated(returned.getByRole('button', { name: `Add photos of ${title}` }))).click();
      await expect(returned.getByRole('list', { name: 'Files not added' })).toContainText('notes.jpg: That file is not a photo we can read');
      await staff.reload();
      await expect(
        lines
          .getByRole('listitem', { name: heading(2) })
          .getByRole('list', { name: `Photos of the condition of ${title}` })
          .getByRole('img'),
      ).toHaveCount(1);

      // Issue 36 §4.3: the photo's address answers staff and the order's customer, privately, and is
      // not found for anyone else (`request` carries no session).
      const src = await lines
        .getByRole('listitem', { name: heading(2) })
        .getByRole('list', { name: `Photos of the condition of ${title}` })
        .getByRole('img')
        .getAttribute('src');
      expect(src).toMatch(/^\/media\/photos\/[a-z0-9-]+\/\d+\.webp$/);
      const anonymous = await request.get(src!);
      expect(anonymous.status()).toBe(404);
      for (const viewer of [staff, page]) {
        const answer = await viewer.request.get(src!);
        expect(answer.status()).toBe(200);
        expect(answer.headers()['cache-control']).toBe('private, no-store');
      }

      await page.goto('/holds');
      await expect(page.getByRole('listitem', { name: heading(1) })).toBeVisible();
      await expect(page.getByRole('listitem', { name: heading(2) })).toBeVisible();
    });

    await test.step('the last unit back, then "Issue invoice" bills a line for each part', async () => {
      const order = await openAtCounter(staff, sku);
      await expect(order.getByRole('list', { name: 'Out, to come back' }).getByRole('listitem', { name: heading(1) })).toBeVisible();
      await expect(await checkInAll(staff, order)).toContainText(`Checked in 1 line of`);

      await staff.goto('/staff/holds');
      await openRequest(staff, email);
      await (await hydrated(staff.getByRole('button', { name: 'Issue invoice', exact: true }))).click();
      await staff.getByRole('dialog', { name: 'Issue the invoice?' }).getByRole('button', { name: 'Issue invoice' }).click();
      const issued = staff.getByRole('status').filter({ hasText: 'Invoice INV-' });
      await expect(issued).toContainText(/^Invoice INV-\d{4}-\d{6} issued/);
      const number = /INV-\d{4}-\d{6}/.exec(await issued.innerText())![0];
      await staff
        .getByRole('list', { name: 'Invoices' })
        .getByRole('link', { name: `Invoice ${number}` })
        .click();
      await expect(staff.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
      await expect(staff.getByRole('table', { name: 'Lines' }).getByRole('row', { name: startsWith(title) })).toHaveCount(2);
      await close();
    });
  });
});
