import { expect, latestOutboxMessage, signUp, test } from './auth-fixtures';
import { checkInAll, confirmedOrder, markOutEarly } from './confirmed-order';
import { openRequest } from './staff-queue';
import { hydrated } from './hydrated';

// A sign-up (real proof of work) and a staff log-in (full-strength hashing): slower than page tests.
test.describe.configure({ timeout: 240_000 });

test.describe('issue 26 §2, §3: from a confirmed order to a paid invoice', () => {
  test('out and back at the counter, "Issue invoice" bills the days, emails the customer; a payment settles it; only the customer and staff see it', async ({
    page,
    browser,
    unique,
  }) => {
    const email = unique('invoice');
    const { title, sku, orderNumber, staff, close } = await confirmedOrder(page, browser, email, { listName: 'Invoice — Ep 3', cardFromEnd: 4 });

    // At the counter: out early (the pick-up is weeks away) and back the same day, one rental week.
    const order = await markOutEarly(staff, sku, title);
    await expect(await checkInAll(staff, order)).toContainText(`Checked in 1 line of ${orderNumber}: ${title} (${sku})`);

    // The request's page: every line is back, so the order can be invoiced; issuing is asked first.
    await staff.goto('/staff/holds');
    await openRequest(staff, email);
    await (await hydrated(staff.getByRole('button', { name: 'Issue invoice' }))).click();
    const ask = staff.getByRole('dialog', { name: 'Issue the invoice?' });
    await ask.getByRole('button', { name: 'Issue invoice' }).click();
    const issued = staff.getByRole('status').filter({ hasText: 'Invoice INV-' });
    await expect(issued).toHaveText(new RegExp(`^Invoice INV-\\d{4}-\\d{6} issued and emailed to ${email.replace(/[.+]/g, '\\$&')}\\.$`));
    const number = /INV-\d{4}-\d{6}/.exec(await issued.innerText())![0];
    await expect(staff.getByRole('button', { name: 'Issue invoice' })).toHaveCount(0);
    expect(await latestOutboxMessage(staff.context(), 'Email', email)).toContain(`Invoice ${number} for order ${orderNumber}`);

    // Its page: one week of the prop; staff record the whole balance as received.
    await staff
      .getByRole('list', { name: 'Invoices' })
      .getByRole('link', { name: `Invoice ${number}` })
      .click();
    await expect(staff.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
    await expect(
      staff.getByRole('table', { name: 'Lines' }).getByRole('row', { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }),
    ).toContainText(sku);
    const payment = staff.getByRole('form', { name: 'Record payment' });
    await payment.getByLabel('Reference (check number, transfer id)').fill('Check 1042');
    await (await hydrated(payment.getByRole('button', { name: 'Record payment' }))).click();
    await expect(staff.getByRole('region', { name: 'Staff' }).getByRole('status').filter({ hasText: 'Payment of' })).toHaveText(
      /^Payment of \$[\d,.]+ recorded\. Paid in full\.$/,
    );
    await staff.reload();
    await expect(staff.getByRole('form', { name: 'Record payment' })).toHaveCount(0);
    await expect(staff.getByRole('region', { name: 'Payments received' })).toContainText('Check 1042');

    // Staff's list of invoices has it, and the accountant's CSV names it.
    await staff.goto('/staff/invoices');
    await expect(staff.getByRole('table', { name: 'All invoices' }).getByRole('row', { name: new RegExp(number) })).toContainText('paid');
    const csv = await staff.request.get('/staff/invoices/csv/invoices');
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toContain(`"${number}"`);
    const invoiceUrl = await staff.getByRole('link', { name: number }).getAttribute('href');
    await close();

    // The customer sees it on "Your Holds" and opens it; no staff tools there.
    await page.goto('/holds');
    const invoices = page.getByRole('list', { name: 'Invoices' });
    await expect(invoices).toContainText(`Invoice ${number}`);
    await expect(invoices).toContainText('paid');
    await invoices.getByRole('link', { name: `Invoice ${number}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Record payment' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Email it again' })).toHaveCount(0);

    // Someone signed out is asked to sign in; another customer finds nothing.
    const stranger = await browser.newContext();
    const other = await stranger.newPage();
    await other.goto(invoiceUrl!);
    await expect(other).toHaveURL(/\/auth\/login\?redirectTo=/);
    await signUp(other, unique('stranger'));
    await expect(other).toHaveURL(/\/onboarding\//);
    const answer = await other.goto(invoiceUrl!);
    expect(answer?.status()).toBe(404);
    await stranger.close();
  });
});
