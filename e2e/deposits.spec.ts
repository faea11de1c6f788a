import { expect, latestOutboxMessage, test } from './auth-fixtures';
import { checkInAll, confirmedOrder, markOutEarly, openAtCounter } from './confirmed-order';
import { openRequest } from './staff-queue';
import { hydrated } from './hydrated';

// A sign-up (real proof of work) and a staff log-in (full-strength hashing): slower than page tests.
test.describe.configure({ timeout: 240_000 });

const pattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('issue 26 §3: a deposit invoice before the return', () => {
  test('issue 26 §3: while the prop is out staff issue a deposit of half the quoted rental; once it is back the invoice takes it off ("Less deposit INV-…")', async ({
    page,
    browser,
    unique,
  }) => {
    const email = unique('deposit');
    const { title, sku, staff, close } = await confirmedOrder(page, browser, email, { listName: 'Deposit — Ep 9', cardFromEnd: 9 });
    await markOutEarly(staff, sku, title);

    await staff.goto('/staff/holds');
    await openRequest(staff, email);
    await staff.getByText('Line discounts and deposit').click();
    const deposit = staff.getByRole('form', { name: 'Deposit' });
    await deposit.getByLabel('Or deposit as a percentage of the quoted rental (%)').fill('50');
    await (await hydrated(deposit.getByRole('button', { name: 'Issue deposit invoice' }))).click();
    await staff.getByRole('dialog', { name: 'Issue the deposit invoice?' }).getByRole('button', { name: 'Issue deposit invoice' }).click();
    const issued = staff.getByRole('status').filter({ hasText: /^Deposit invoice INV-/ });
    await expect(issued).toHaveText(new RegExp(`^Deposit invoice INV-\\d{4}-\\d{6} issued for \\$[\\d,.]+ and emailed to ${pattern(email)}\\.$`));
    const depositNumber = /INV-\d{4}-\d{6}/.exec(await issued.innerText())![0];
    expect(await latestOutboxMessage(staff.context(), 'Email', email)).toContain(`Deposit invoice ${depositNumber}`);
    await staff.reload();
    const invoices = staff.getByRole('list', { name: 'Invoices' });
    await expect(invoices.getByRole('link', { name: `Deposit invoice ${depositNumber}` })).toBeVisible();

    // Back at the counter, then the rental invoice.
    await expect(await checkInAll(staff, await openAtCounter(staff, sku))).toContainText(`Checked in 1 line of`);

    await staff.goto('/staff/holds');
    await openRequest(staff, email);
    await (await hydrated(staff.getByRole('button', { name: 'Issue invoice' }))).click();
    await staff.getByRole('dialog', { name: 'Issue the invoice?' }).getByRole('button', { name: 'Issue invoice' }).click();
    const final = staff.getByRole('status').filter({ hasText: /^Invoice INV-/ });
    await expect(final).toHaveText(/^Invoice INV-\d{4}-\d{6} issued/);
    const number = /INV-\d{4}-\d{6}/.exec(await final.innerText())![0];
    await staff
      .getByRole('list', { name: 'Invoices' })
      .getByRole('link', { name: `Invoice ${number}` })
      .click();
    await expect(staff.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
    await expect(staff.getByRole('table', { name: 'Totals' }).getByRole('row', { name: `Less deposit ${depositNumber}` })).toContainText('−$');
    await close();
  });
});
