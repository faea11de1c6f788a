import { test, type Browser, type Locator, type Page } from '@playwright/test';
import { E2E_STAFF } from './admin-account';
import { expect, logIn, signUp } from './auth-fixtures';
import { openRequest } from './staff-queue';
import { hydrated, openSetListChooser, setListNotice } from './hydrated';

/**
 * Each spec's `cardFromEnd` is its own (0 to 9 here, 10 and 11 in productions.spec.ts); a retry moves
 * this many props further, past every spec's first try. The journey of hold-to-invoice.spec.ts takes
 * its props from the page's start instead.
 */
export const RETRY_STEP = 12;
/** The first 48 rentals, two pages of 24: the props the specs share out among themselves, each its own. */
export const SHARED_RENTALS = '/catalog?Purchase+Type=Weekly+Rental&pages=2';

/** A title as the start of an accessible name: titles may hold ( ) and other pattern characters. */
export const startsWith = (title: string) => new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
/** A day this many days from today, as a date input takes it. */
export const day = (fromToday: number) => new Date(Date.now() + fromToday * 86_400_000).toISOString().slice(0, 10);

/**
 * The customer finds each prop by its title and lists it on one new set list (`units` of it where
 * given), then opens the list: the way a crew member builds a list for a request of several props.
 */
export async function listOnNewSetList(page: Page, listName: string, props: { title: string; units?: string }[]) {
  for (const [index, { title, units }] of props.entries()) {
    await page.goto(`/catalog?${new URLSearchParams({ q: title })}`);
    await openSetListChooser(page.getByRole('article', { name: title, exact: true }));
    const dialog = page.getByRole('dialog', { name: `Add “${title}” to a set list` });
    await expect(dialog.getByRole('button', { name: 'Add to set list' })).toBeVisible();
    if (index === 0) {
      // A customer with a list already is offered it first.
      const fresh = dialog.getByRole('radio', { name: 'New set list' });
      if ((await fresh.count()) > 0) await fresh.check();
      await dialog.getByLabel('Name of the new set list').fill(listName);
    } else await dialog.getByRole('radio', { name: listName, exact: true }).check();
    if (units) await dialog.getByLabel('Quantity').fill(units);
    await dialog.getByRole('button', { name: 'Add to set list' }).click();
    await expect(setListNotice(page).getByRole('status')).toContainText(listName);
    if (index === props.length - 1)
      await setListNotice(page)
        .getByRole('link', { name: `Open “${listName}”` })
        .click();
  }
}

/** On a set list's page: its one period (issue 28 §4) saved, then sent as a Hold request; lands on /holds. */
export async function requestHoldForDays(page: Page, pickUpInDays: number, days: number) {
  const rentalDays = page.getByRole('region', { name: 'Rental days' });
  await rentalDays.getByLabel('Pick-up day').fill(day(pickUpInDays));
  await rentalDays.getByLabel('Return day').fill(day(pickUpInDays + days));
  await page.getByRole('button', { name: 'Save list' }).click();
  await expect(page.getByRole('region', { name: 'Request a Hold' }).getByRole('group', { name: 'Days' })).toContainText('Pick-up');
  await page.getByRole('region', { name: 'Request a Hold' }).getByRole('button', { name: 'Request a Hold' }).click();
  await expect(page).toHaveURL(/\/holds$/);
}

/**
 * A customer's confirmed order of one prop, made the way people make it (issue 12, issue 13 §6): a
 * new customer signs up, adds a rental prop with units free to a set list (the last on the first
 * page of rentals, or `cardFromEnd` before it, so tests running at once take different props: each spec its own), `quantity` units of it, requests a Hold for it;
 * staff (signed in in a browser context of their own) accept the line, record the paper card form
 * and confirm it. Answers the prop's title and SKU, the order's number, the customer's email and the staff's page on the
 * inbox, left open for the test to go on at the counter.
 */
export async function confirmedOrder(
  page: Page,
  browser: Browser,
  email: string,
  {
    listName,
    pickUpInDays = 40,
    days = 7,
    cardFromEnd = 0,
    quantity = 1,
  }: { listName: string; pickUpInDays?: number; days?: number; cardFromEnd?: number; quantity?: number },
): Promise<{ title: string; sku: string; orderNumber: string; staff: Page; close: () => Promise<void> }> {
  await signUp(page, email);
  await expect(page).toHaveURL(/\/onboarding\//);
  await page.goto(SHARED_RENTALS);
  const card = page
    .getByRole('region', { name: 'Results' })
    .getByRole('article')
    .filter({ hasText: /\d+ available/ })
    // A retry takes a prop of its own: the first try's order still stands on its prop at the counter.
    .nth(-1 - cardFromEnd - RETRY_STEP * test.info().retry);
  const title = (await card.getByRole('heading').innerText()).trim();
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  let listed = card;
  if (quantity > 1) {
    // Staff first make sure the house has that many (issue 26 §5: a partial return needs a line of several units).
    const itemPath = (await card.getByRole('link', { name: title, exact: true }).first().getAttribute('href'))!;
    await logIn(staff, E2E_STAFF.email, E2E_STAFF.password, `/auth/login?redirectTo=${encodeURIComponent(`/staff${itemPath}`)}`);
    const stock = staff.getByLabel('Quantity');
    if (Number(await stock.inputValue()) < quantity) {
      await stock.fill(String(quantity));
      await staff.getByRole('button', { name: 'Save changes' }).click();
      await expect(staff.getByRole('status').filter({ hasText: 'Changes saved.' })).toBeVisible();
    }
    await page.reload();
    listed = page
      .getByRole('region', { name: 'Results' })
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: title, exact: true }) })
      .first();
    await expect(listed).toContainText(new RegExp(`(${quantity}|[1-9]\\d) available`));
  }
  await openSetListChooser(listed);
  const dialog = page.getByRole('dialog', { name: `Add “${title}” to a set list` });
  await dialog.getByLabel('Name of the new set list').fill(listName);
  if (quantity > 1) await dialog.getByLabel('Quantity').fill(String(quantity));
  await dialog.getByRole('button', { name: 'Add to set list' }).click();
  await setListNotice(page)
    .getByRole('link', { name: `Open “${listName}”` })
    .click();
  await requestHoldForDays(page, pickUpInDays, days);

  if (quantity > 1) await staff.goto('/staff/holds');
  else await logIn(staff, E2E_STAFF.email, E2E_STAFF.password, '/auth/login?redirectTo=%2Fstaff%2Fholds');
  await openRequest(staff, email);
  const request = staff.getByRole('listitem').filter({ hasText: email });
  const line = request.getByRole('listitem', { name: startsWith(title) });
  await line.getByRole('button', { name: `Accept ${title}` }).click();
  await expect(line.getByRole('status')).toHaveText('Accepted: the prop is on hold.');
  await recordCardForm(staff, request);
  await expect(request.getByText('Card authorised on the paper form.')).toBeVisible();
  await line.getByRole('button', { name: `Confirm ${title}` }).click();
  // Issue 26 §2: the first confirmed line makes the request's order, numbered.
  await expect(line.getByRole('status')).toHaveText(/^Confirmed: order ORD-\d{4}-\d{6}\.$/);
  const orderNumber = /ORD-\d{4}-\d{6}/.exec(await line.getByRole('status').innerText())![0];
  const sku = /\(([A-Z]{3}-\d{6})\)/.exec(await line.getByRole('heading').innerText())![1]!;
  return { title, sku, orderNumber, staff, close: () => staffContext.close() };
}

/** "Card form received", which asks first (issue 36 §2): once hydrated, the dialog's yes. */
export async function recordCardForm(staff: Page, request: Locator) {
  await (await hydrated(request.getByRole('button', { name: 'Card form received' }))).click();
  await staff.getByRole('dialog', { name: 'Card form received?' }).getByRole('button', { name: 'Record the card form' }).click();
}

/** At the counter (issue 38 §2): the order of a prop, found by its SKU as a scanner types it into the one field. Answers the order's region. */
export async function openAtCounter(staff: Page, sku: string): Promise<Locator> {
  await staff.goto('/staff/check-in');
  const find = staff.getByLabel('Order, customer, production or SKU');
  await find.fill(sku);
  await find.press('Enter');
  const order = staff.getByRole('region', { name: /^ORD-\d{4}-\d{6}$/ });
  await expect(order).toBeVisible();
  return order;
}

/** A line of the order at the counter coming back (issue 38 §2), its exceptions (missing, damaged, staying out) opened to type in. */
export async function lineComingBack(order: Locator, title: string): Promise<Locator> {
  const line = order.getByRole('list', { name: 'Out, to come back' }).getByRole('listitem', { name: startsWith(title) });
  const exceptions = line.getByText('Missing, damaged or staying out');
  if (!(await line.getByLabel('Units missing').isVisible())) await (await hydrated(exceptions)).click();
  await expect(line.getByLabel('Units missing')).toBeVisible();
  return line;
}

/** "Check in all" at the counter, and the one confirmation's yes (issue 38 §2). Answers where the counter says what it did. */
export async function checkInAll(staff: Page, order: Locator): Promise<Locator> {
  await (await hydrated(order.getByRole('button', { name: 'Check in all' }))).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Check in all' }).click();
  return order.getByRole('status', { name: 'Done at the counter' });
}

/** At the counter: a confirmed order found by its prop's SKU, checked out ahead of its pick-up day ("Check out all"; the dialog asks first). Answers the order's region. */
export async function markOutEarly(staff: Page, sku: string, title: string): Promise<Locator> {
  const order = await openAtCounter(staff, sku);
  // Once hydrated: before, the button is the no-JavaScript form, which asks on the page, not in the dialog.
  await (await hydrated(order.getByRole('button', { name: 'Check out all' }))).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Mark out now' }).click();
  await expect(order.getByRole('status', { name: 'Done at the counter' })).toContainText(`Checked out 1 line of`);
  await expect(order.getByRole('list', { name: 'Out, to come back' }).getByRole('listitem', { name: startsWith(title) })).toBeVisible();
  return order;
}
