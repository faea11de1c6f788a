import type { Browser, Page } from '@playwright/test';
import { E2E_STAFF } from './admin-account';
import { expect, logIn, signUp, test } from './auth-fixtures';
import { day, RETRY_STEP, SHARED_RENTALS, startsWith } from './confirmed-order';
import { hydrated, openSetListChooser, setListNotice } from './hydrated';
import { openRequest } from './staff-queue';

// A sign-up (real proof of work) and a staff log-in (full-strength hashing): slower than page tests.
test.describe.configure({ timeout: 240_000 });

/** Staff signed in, in a browser context of their own, on the customer's page found by email. */
async function staffOnCustomer(browser: Browser, email: string) {
  const context = await browser.newContext();
  const staff = await context.newPage();
  await logIn(staff, E2E_STAFF.email, E2E_STAFF.password, '/auth/login?redirectTo=%2Fstaff');
  await expect(staff).toHaveURL(/\/staff$/, { timeout: 30_000 });
  await staff.goto(`/staff/customers?q=${encodeURIComponent(email)}`);
  await staff.getByRole('row').filter({ hasText: email }).getByRole('link').click();
  await expect(staff.getByRole('heading', { level: 2, name: 'Productions' })).toBeVisible();
  return { staff, close: () => context.close() };
}

/** The customer lists a rental prop with units free (`cardFromEnd` before the last on the page, so tests at once differ) and sets the list's days. */
async function listedProp(page: Page, listName: string, cardFromEnd: number) {
  await page.goto(SHARED_RENTALS);
  const card = page
    .getByRole('region', { name: 'Results' })
    .getByRole('article')
    .filter({ hasText: /\d+ available/ })
    .nth(-1 - cardFromEnd - RETRY_STEP * test.info().retry);
  const title = (await card.getByRole('heading').innerText()).trim();
  await openSetListChooser(card);
  const dialog = page.getByRole('dialog', { name: `Add “${title}” to a set list` });
  await dialog.getByLabel('Name of the new set list').fill(listName);
  await dialog.getByRole('button', { name: 'Add to set list' }).click();
  await setListNotice(page)
    .getByRole('link', { name: `Open “${listName}”` })
    .click();
  const rentalDays = page.getByRole('region', { name: 'Rental days' });
  await rentalDays.getByLabel('Pick-up day').fill(day(50));
  await rentalDays.getByLabel('Return day').fill(day(57));
  await page.getByRole('button', { name: 'Save list' }).click();
  await expect(page.getByRole('region', { name: 'Request a Hold' }).getByRole('group', { name: 'Days' })).toContainText('Pick-up');
  return title;
}

test.describe('issue 26 §1: productions and billing accounts', () => {
  test('staff add a production on account (Net 30, with a PO) on the customer’s page; the customer’s Hold request names it; staff confirm it with no card form, asked about the missing certificate first', async ({
    page,
    browser,
    unique,
  }) => {
    const email = unique('production');
    const show = `Night Shift ${email.slice(0, 6)}`;
    await signUp(page, email);
    await expect(page).toHaveURL(/\/onboarding\//);

    const { staff, close } = await staffOnCustomer(browser, email);
    const productions = staff.getByRole('region', { name: 'Productions' });
    await productions.getByLabel('Production', { exact: true }).fill(show);
    await productions.getByLabel('Studio', { exact: true }).fill('Stage 9');
    await productions.getByLabel('Production company').fill('Owl Pictures LLC');
    await productions.getByLabel('Billing contact').fill('Pat Accounts');
    await productions.getByLabel('Billing email').fill('ap@owl.example');
    await productions.getByLabel('PO number').fill('PO-4471');
    await productions.getByLabel('Payment terms').selectOption({ label: 'Net 30 (On account)' });
    await productions.getByRole('button', { name: 'Add production' }).click();
    await expect(productions.getByRole('status').filter({ hasText: `Production added: ${show}.` })).toBeVisible();
    const added = productions.getByRole('listitem', { name: show });
    await expect(added).toContainText('Net 30 · On account');
    await expect(added).toContainText('PO-4471');
    await expect(added.getByRole('list', { name: `Before confirming ${show}` })).toHaveText('⚠ No valid certificate of insurance');

    // The customer chooses it on the request: a plain select of their own productions.
    const title = await listedProp(page, `Production list ${email.slice(0, 6)}`, 10);
    const request = page.getByRole('region', { name: 'Request a Hold' });
    await request.getByLabel('Production', { exact: true }).selectOption({ label: `${show} (Stage 9)` });
    await request.getByRole('button', { name: 'Request a Hold' }).click();
    await expect(page).toHaveURL(/\/holds$/);

    // Staff: on account, so no card form; the missing certificate is said beside Confirm, which still confirms (warn).
    await staff.goto('/staff/holds');
    await openRequest(staff, email);
    const sent = staff.getByRole('listitem').filter({ hasText: email });
    await expect(sent.getByRole('heading', { level: 2 })).toContainText(show);
    await expect(sent).toContainText('On account, Net 30, PO number PO-4471');
    await expect(sent.getByRole('button', { name: 'Card form received' })).toHaveCount(0);
    const line = sent.getByRole('listitem', { name: startsWith(title) });
    await line.getByRole('button', { name: `Accept ${title}` }).click();
    await expect(line.getByRole('status')).toHaveText('Accepted: the prop is on hold.');
    await expect(line.getByRole('list', { name: 'Before confirming' })).toHaveText('⚠ No valid certificate of insurance');
    // Issue 36 §2: where the house warns, the missing certificate is a question at Confirm.
    await (await hydrated(line.getByRole('button', { name: `Confirm ${title}` }))).click();
    await staff.getByRole('dialog', { name: 'No valid certificate of insurance: confirm anyway?' }).getByRole('button', { name: 'Confirm anyway' }).click();
    await expect(line.getByRole('status')).toHaveText(/^Confirmed: order ORD-\d{4}-\d{6}\.$/);
    await close();
  });

  test('a customer types a new production on the request; staff see it awaiting confirmation and confirm it; put on account without a PO, staff are warned beside Confirm', async ({
    page,
    browser,
    unique,
  }) => {
    const email = unique('newproduction');
    const first = `Blue Plate ${email.slice(0, 6)}`;
    const typed = `Second Unit ${email.slice(0, 6)}`;
    await signUp(page, email);
    await expect(page).toHaveURL(/\/onboarding\//);

    const { staff, close } = await staffOnCustomer(browser, email);
    const productions = staff.getByRole('region', { name: 'Productions' });
    await productions.getByLabel('Production', { exact: true }).fill(first);
    await productions.getByLabel('Payment terms').selectOption({ label: 'Net 15 (On account)' });
    await productions.getByRole('button', { name: 'Add production' }).click();
    await expect(productions.getByRole('listitem', { name: first })).toContainText('Net 15 · On account');

    const title = await listedProp(page, `New production list ${email.slice(0, 6)}`, 11);
    const request = page.getByRole('region', { name: 'Request a Hold' });
    await request.getByLabel('Production', { exact: true }).selectOption({ label: 'New production' });
    await request.getByLabel('Title of the new production').fill(typed);
    await request.getByRole('button', { name: 'Request a Hold' }).click();
    await expect(page).toHaveURL(/\/holds$/);

    await staff.reload();
    const waiting = productions.getByRole('listitem', { name: new RegExp(typed) });
    await expect(waiting).toContainText('Awaiting confirmation');
    await waiting.getByRole('button', { name: `Confirm production ${typed}` }).click();
    await expect(productions.getByRole('listitem', { name: typed })).not.toContainText('Awaiting confirmation');
    await expect(staff.getByRole('region', { name: 'History' })).toContainText('Confirmed a production');

    // Staff put it on account, Net 15, without a PO: warned on the customer's page and beside Confirm on the request.
    const confirmed = productions.getByRole('listitem', { name: typed });
    await confirmed.locator('summary').click();
    await confirmed.getByLabel('Payment terms').selectOption({ label: 'Net 15 (On account)' });
    await confirmed.getByRole('button', { name: 'Save production' }).click();
    await expect(confirmed.getByRole('status')).toHaveText(`Production saved: ${typed}.`);
    await expect(confirmed.getByRole('list', { name: `Before confirming ${typed}` })).toContainText('No PO number for this production');
    await staff.goto('/staff/holds');
    await openRequest(staff, email);
    const line = staff.getByRole('listitem', { name: startsWith(title) });
    await line.getByRole('button', { name: `Accept ${title}` }).click();
    await expect(line.getByRole('status')).toHaveText('Accepted: the prop is on hold.');
    await expect(line.getByRole('list', { name: 'Before confirming' })).toContainText('No PO number for this production');
    await expect(staff.getByRole('button', { name: 'Card form received' })).toHaveCount(0);
    await close();
  });
});
