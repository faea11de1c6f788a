import { expect, latestOutboxMessage, test } from './auth-fixtures';
import { checkInAll, confirmedOrder, lineComingBack, markOutEarly, startsWith } from './confirmed-order';
import { hydrated } from './hydrated';
import { openRequest } from './staff-queue';

// A sign-up (real proof of work) and a staff log-in (full-strength hashing): slower than page tests.
test.describe.configure({ timeout: 240_000 });

test.describe('issue 26 §4: loss and damage at the counter', () => {
  test('issue 26 §4: a unit missing at "Mark returned" is billed on an L&D invoice apart from the rental, at the replacement value staff type at the counter (issue 38 §2); the customer sees both', async ({
    page,
    browser,
    unique,
  }) => {
    const email = unique('loss-damage');
    const { title, sku, orderNumber, staff, close } = await confirmedOrder(page, browser, email, { listName: 'L&D — Ep 4', cardFromEnd: 5 });

    await test.step('out and back at the counter with 1 unit missing', async () => {
      const order = await markOutEarly(staff, sku, title);
      const found = await lineComingBack(order, title);
      await found.getByLabel('Condition note').fill('one never came back');
      await found.getByLabel('Units missing').fill('1');
      await expect(found.getByLabel('Units damaged')).toHaveValue('0');
      await expect(found.getByLabel('Repair amount')).toHaveValue('');
      // Issue 38 §2: the prop has no replacement value; with a unit missing the counter asks for it, and refuses without it.
      await checkInAll(staff, order);
      await expect(found.getByText('This prop has no replacement value: enter it').first()).toBeVisible();
      await found.getByLabel('Replacement value').fill('150.00');
      await expect(await checkInAll(staff, order)).toContainText(`Checked in 1 line of ${orderNumber}: ${title} (${sku}). 1 unit missing: blocked as lost`);
    });

    await staff.goto('/staff/holds');
    await openRequest(staff, email);
    await test.step('the rental invoice first', async () => {
      await (await hydrated(staff.getByRole('button', { name: 'Issue invoice', exact: true }))).click();
      await staff.getByRole('dialog', { name: 'Issue the invoice?' }).getByRole('button', { name: 'Issue invoice' }).click();
      await expect(staff.getByRole('status').filter({ hasText: 'Invoice INV-' })).toContainText(/^Invoice INV-\d{4}-\d{6} issued/);
      await expect(staff.getByRole('button', { name: 'Issue invoice', exact: true })).toHaveCount(0);
    });

    await test.step('the value typed at the counter is the prop’s, in its item form', async () => {
      const requestUrl = staff.url();
      await staff.goto(`/staff/items?q=${encodeURIComponent(sku)}`);
      await staff.getByRole('link', { name: `Edit ${title}` }).click();
      await expect(staff.getByLabel('Replacement value')).toHaveValue('150.00');
      await staff.goto(requestUrl);
    });

    let number = '';
    await test.step('"Issue L&D invoice" bills the missing unit at $150.00, once, and emails it', async () => {
      await openRequest(staff, email);
      await (await hydrated(staff.getByRole('button', { name: 'Issue L&D invoice' }))).click();
      await staff.getByRole('dialog', { name: 'Issue the L&D invoice?' }).getByRole('button', { name: 'Issue L&D invoice' }).click();
      const issued = staff.getByRole('status').filter({ hasText: 'L&D invoice INV-' });
      await expect(issued).toHaveText(new RegExp(`^L&D invoice INV-\\d{4}-\\d{6} issued for \\$150\\.00 and emailed to ${email.replace(/[.+]/g, '\\$&')}\\.$`));
      number = /INV-\d{4}-\d{6}/.exec(await issued.innerText())![0];
      await expect(staff.getByRole('button', { name: 'Issue L&D invoice' })).toHaveCount(0);
      expect(await latestOutboxMessage(staff.context(), 'Email', email)).toContain(`L&D invoice ${number} for order ${orderNumber}`);

      await staff
        .getByRole('list', { name: 'Invoices' })
        .getByRole('link', { name: `L&D invoice ${number}` })
        .click();
      await expect(staff.getByRole('heading', { level: 1, name: `L&D invoice ${number}` })).toBeVisible();
      const row = staff.getByRole('table', { name: 'Lines' }).getByRole('row', { name: startsWith(title) });
      await expect(row).toContainText('Missing: 1 × $150.00 replacement = $150.00');
      await expect(staff.getByRole('table', { name: 'Totals' }).getByRole('row', { name: /^Total/ })).toContainText('$150.00');
      const csv = await staff.request.get('/staff/invoices/csv/invoices');
      expect(await csv.text()).toContain(`"${number}"`);
      await close();
    });

    await test.step('the customer sees the rental invoice and the L&D invoice on "Your Holds"', async () => {
      await page.goto('/holds');
      const invoices = page.getByRole('list', { name: 'Invoices' });
      await expect(invoices.getByRole('link', { name: /^Invoice INV-/ })).toHaveCount(1);
      await expect(invoices.getByRole('listitem').filter({ hasText: `L&D invoice ${number}` })).toContainText('$150.00 due');
      await invoices.getByRole('link', { name: `L&D invoice ${number}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: `L&D invoice ${number}` })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Lines' })).toContainText('Missing: 1 × $150.00 replacement');
      await expect(page.getByRole('form', { name: 'Record payment' })).toHaveCount(0);
    });
  });
});
