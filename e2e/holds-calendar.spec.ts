import { E2E_STAFF } from './admin-account';
import { expect, logIn, signUp, test } from './auth-fixtures';
import { openRequest } from './staff-queue';
import { openSetListChooser, setListNotice } from './hydrated';
import { SHARED_RENTALS } from './confirmed-order';

// A sign-up (real proof of work) and a staff log-in (full-strength hashing): slower than page tests.
test.describe.configure({ timeout: 240_000 });

/** A title as a pattern: titles may hold ( ) and other pattern characters. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A month four ahead, "YYYY-MM": days no other browser test holds, all in one month. */
function monthAhead(count: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + count, 1)).toISOString().slice(0, 7);
}

test.describe('issue 13 §5: the holds calendar', () => {
  test('the calendar shows a hold made by a customer; its bar leads to the request; staff block the prop for repair and see it drawn', async ({
    page,
    browser,
    unique,
  }) => {
    const month = monthAhead(4);
    const short = new Intl.DateTimeFormat('en', { month: 'short', timeZone: 'UTC' }).format(Date.parse(`${month}-01T00:00:00Z`));

    // A customer asks for a prop the house has one of, on the 5th to the 9th.
    const email = unique('calendar');
    await signUp(page, email);
    await expect(page).toHaveURL(/\/onboarding\//);
    await page.goto(SHARED_RENTALS);
    const card = page
      .getByRole('article')
      .filter({ has: page.getByText('1 available', { exact: true }) })
      .last();
    const title = (await card.getByRole('heading').innerText()).trim();
    await openSetListChooser(card);
    const dialog = page.getByRole('dialog', { name: `Add “${title}” to a set list` });
    await dialog.getByLabel('Name of the new set list').fill('Calendar — Ep 2');
    await dialog.getByRole('button', { name: 'Add to set list' }).click();
    await setListNotice(page).getByRole('link', { name: 'Open “Calendar — Ep 2”' }).click();
    // The list's one period (issue 28 §4), which the request sends.
    const days = page.getByRole('region', { name: 'Rental days' });
    await days.getByLabel('Pick-up day').fill(`${month}-05`);
    await days.getByLabel('Return day').fill(`${month}-09`);
    await page.getByRole('button', { name: 'Save list' }).click();
    const request = page.getByRole('region', { name: 'Request a Hold' });
    await expect(request.getByRole('group', { name: 'Days' })).toContainText('Pick-up');
    await request.getByLabel('Production').fill('Calendar Girls');
    await request.getByRole('button', { name: 'Request a Hold' }).click();
    await expect(page).toHaveURL(/\/holds$/);

    // Staff accept it from the inbox.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await logIn(staff, E2E_STAFF.email, E2E_STAFF.password, '/auth/login?redirectTo=%2Fstaff%2Fholds');
    await openRequest(staff, email);
    const line = staff
      .getByRole('listitem')
      .filter({ hasText: email })
      .getByRole('listitem', { name: new RegExp(`^${literally(title)}`) });
    await line.getByRole('button', { name: `Accept ${title}` }).click();
    await expect(line.getByRole('status')).toHaveText('Accepted: the prop is on hold.');

    // The calendar, from the staff start page: that month, found by title.
    await staff.goto('/staff');
    await staff.getByRole('link', { name: 'Holds calendar' }).click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Holds calendar' })).toBeVisible();
    const find = staff.getByRole('search', { name: 'Find a month or a prop' });
    await find.getByLabel('Month').fill(month);
    await find.getByLabel('SKU or title').fill(title);
    await find.getByRole('button', { name: 'Show' }).click();
    await expect(staff).toHaveURL(new RegExp(`month=${month}`));
    const row = staff.getByRole('listitem', { name: title, exact: true });
    // Issue 25 §3: the customer's name, then the production.
    const bar = row.getByRole('link', {
      name: new RegExp(`^On hold: [^,]+ · Calendar Girls, 1 unit, ${short} 5 – ${short} 9, turnaround to ${short} 10$`),
    });
    await expect(bar).toBeVisible();
    await expect(staff.getByRole('list', { name: 'Legend' })).toContainText('On hold: units held for a production');

    // The bar leads to the request in the staff inbox.
    await bar.click();
    await expect(staff).toHaveURL(/\/staff\/holds\?request=/);
    await expect(staff.getByText('One request, as the link that led here asked.')).toBeVisible();
    const focused = staff.getByRole('listitem', { name: new RegExp(`^${literally(title)}`) });
    await expect(focused.getByText(/^On hold until /)).toBeVisible();

    // From the line to the prop's own calendar: its one unit away on the hold's days.
    await focused.getByRole('link', { name: `Calendar of ${title}` }).click();
    await expect(staff.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(staff.getByRole('cell', { name: '5 All 1 away', exact: true })).toBeVisible();
    await expect(staff.getByRole('cell', { name: '20 Free', exact: true })).toBeVisible();

    // A repair block over the held days is refused, naming the day; on free days it is drawn.
    const add = staff.getByRole('region', { name: 'Add a block' });
    await add.getByLabel('First day').fill(`${month}-04`);
    await add.getByLabel('Last day').fill(`${month}-06`);
    await add.getByLabel('Note (staff only)').fill('Water damage');
    await add.getByRole('button', { name: 'Add block' }).click();
    await expect(add.getByRole('alert')).toHaveText(
      new RegExp(`^Only 0 of 1 free on \\w+, ${short} 5, \\d{4}: a block of 1 does not fit\\. Nothing was blocked\\.$`),
    );
    await add.getByLabel('First day').fill(`${month}-20`);
    await add.getByLabel('Last day').fill(`${month}-22`);
    await add.getByRole('button', { name: 'Add block' }).click();
    await expect(add.getByRole('status')).toHaveText(`Blocked 1 unit, ${short} 20 – ${short} 22: In repair.`);
    await expect(staff.getByRole('link', { name: `In repair: Water damage, 1 unit, ${short} 20 – ${short} 22` })).toBeVisible();
    await expect(staff.getByRole('cell', { name: '21 All 1 away', exact: true })).toBeVisible();
    await expect(staff.getByRole('button', { name: `Remove block In repair, 1 unit, ${short} 20 – ${short} 22` })).toBeVisible();
    await staffContext.close();
  });
});
