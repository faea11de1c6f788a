import { expect, test } from './auth-fixtures';
import { checkInAll, confirmedOrder, markOutEarly } from './confirmed-order';
import { hydrated } from './hydrated';
import { openRequest } from './staff-queue';

// A sign-up (real proof of work) and a staff log-in (full-strength hashing): slower than page tests.
test.describe.configure({ timeout: 240_000 });

test.describe('issue 36 §4.5: a credit note on a partly paid invoice leaves credit on the customer’s account', () => {
  test('issue 36 §4.5: $10 paid, the invoice cancelled: $10 of credit, shown to staff and the customer, pays the new invoice "From account credit"', async ({
    page,
    browser,
    unique,
  }) => {
    const email = unique('account-credit');
    const { title, sku, staff, close } = await confirmedOrder(page, browser, email, { listName: 'Credit — Ep 13', cardFromEnd: 13 });
    const order = await markOutEarly(staff, sku, title);
    await expect(await checkInAll(staff, order)).toContainText(`Checked in 1 line of`);

    const issueInvoice = async () => {
      await staff.goto('/staff/holds');
      await openRequest(staff, email);
      await (await hydrated(staff.getByRole('button', { name: 'Issue invoice', exact: true }))).click();
      await staff.getByRole('dialog', { name: 'Issue the invoice?' }).getByRole('button', { name: 'Issue invoice' }).click();
      const issued = staff.getByRole('status').filter({ hasText: 'Invoice INV-' });
      const number = /INV-\d{4}-\d{6}/.exec(await issued.innerText())![0];
      await staff
        .getByRole('list', { name: 'Invoices' })
        .getByRole('link', { name: `Invoice ${number}` })
        .click();
      await expect(staff.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
      return number;
    };

    await test.step('$10 of the invoice paid, then a credit note cancels it: the $10 becomes credit on account', async () => {
      await issueInvoice();
      const payment = staff.getByRole('form', { name: 'Record payment' });
      await payment.getByLabel('Amount').fill('10.00');
      await (await hydrated(payment.getByRole('button', { name: 'Record payment' }))).click();
      await expect(staff.getByRole('region', { name: 'Staff' }).getByRole('status').filter({ hasText: 'Payment of' })).toContainText(
        'Payment of $10.00 recorded.',
      );
      await staff.reload();
      await staff.getByText('Cancel with a credit note').click();
      await staff.getByLabel('Why is it cancelled?').fill('Billed the wrong week');
      await (await hydrated(staff.getByRole('button', { name: 'Issue credit note' }))).click();
      await expect(staff.getByRole('status').filter({ hasText: 'Credit note CN-' })).toContainText(
        "$10.00 paid on it is now credit on the customer's account.",
      );
    });

    await test.step('the new invoice is paid from the credit, "From account credit"', async () => {
      await issueInvoice();
      await (await hydrated(staff.getByRole('button', { name: 'Pay $10.00 from account credit' }))).click();
      await expect(staff.getByRole('status').filter({ hasText: 'from account credit' })).toContainText('$10.00 paid from account credit.');
      await staff.reload();
      await expect(staff.getByRole('region', { name: 'Payments received' })).toContainText('From account credit');
      await expect(staff.getByRole('button', { name: /from account credit/ })).toHaveCount(0);
    });

    await test.step('the customer sees the credit, what made it and what used it, on Your Holds', async () => {
      await page.goto('/holds');
      const credit = page.getByRole('region', { name: 'Credit on account' });
      await expect(credit).toContainText('$0.00');
      await expect(credit.getByRole('list', { name: 'Credit on account, entry by entry' }).getByRole('listitem')).toHaveCount(2);
      await expect(credit).toContainText('+$10.00 from credit note CN-');
      await expect(credit).toContainText('−$10.00 paid on invoice INV-');
    });
    await close();
  });
});
