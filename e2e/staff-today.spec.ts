import type { Page } from '@playwright/test';
import { expect, test } from './auth-fixtures';
import { confirmedOrder } from './confirmed-order';

// A sign-up, a request, and staff accepting and confirming it: slower than a page test.
test.describe.configure({ timeout: 180_000 });

/** The house's time zone (tenant/config.json): "tomorrow" is the house's. */
const HOUSE_ZONE = 'America/Los_Angeles';
/** How many days from UTC's today (what confirmedOrder counts from) the house's tomorrow is: 1, or 0 in the hours the house is a day behind. */
function houseTomorrowFromUtc(): number {
  const houseToday = new Intl.DateTimeFormat('en-CA', { timeZone: HOUSE_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(Date.now());
  return 1 + (Date.parse(houseToday) - Date.parse(new Date().toISOString().slice(0, 10))) / 86_400_000;
}

const LISTS = [
  ['Requests waiting', 'No hold requests waiting.'],
  ['Holds ending tonight', 'No holds end tonight.'],
  ['Pick-ups today', 'No pick-ups today.'],
  ['Pick-ups tomorrow', 'No pick-ups tomorrow.'],
  ['Pulled, not yet out', 'Nothing pulled and waiting to go out.'],
  ['Returns today', 'No returns today.'],
  ['Returns tomorrow', 'No returns tomorrow.'],
  ['Overdue returns', 'No returns overdue.'],
  ['Extension requests', 'No extension requests.'],
  ['Unpaid invoices', 'No unpaid invoices.'],
  ['Overdue invoices', 'No overdue invoices.'],
  ['Customers awaiting approval', 'No customers awaiting approval.'],
] as const;

/** The staff shell's top bar: the line with who is signed in. */
const barHeight = async (page: Page) => (await page.getByText('Signed in as').locator('xpath=..').boundingBox())!.height;

test.describe('issue 38 §5: the Today page lists the work', () => {
  test('each list has its count, its first rows as links and All N, or one line when empty; tomorrow’s pick-up shows its order number; at 1280 and 375 px', async ({
    page,
    browser,
  }) => {
    const email = `today-${Date.now()}@example.test`;
    const { orderNumber, staff, close } = await confirmedOrder(page, browser, email, {
      listName: 'Today — Ep 1',
      pickUpInDays: houseTomorrowFromUtc(),
      cardFromEnd: 15,
    });

    for (const width of [1280, 375]) {
      await staff.setViewportSize({ width, height: 900 });
      await staff.goto('/staff');
      await expect(staff.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
      for (const [title, empty] of LISTS) {
        const list = staff.getByRole('region', { name: new RegExp(`^${title} \\(\\d+\\)$`) });
        await expect(list).toBeVisible();
        const count = Number(/\((\d+)\)$/.exec((await list.getByRole('heading', { level: 2 }).innerText()).trim())![1]);
        const rows = list.getByRole('listitem');
        if (count === 0) {
          await expect(list.getByText(empty, { exact: true })).toBeVisible();
          await expect(rows).toHaveCount(0);
          // Decision 155: an empty list says so once, with no "All 0" under it.
          await expect(list.getByRole('link', { name: /^All \d+$/ })).toHaveCount(0);
        } else await expect(rows).toHaveCount(Math.min(count, 5));
      }
      // The order confirmed for the house's tomorrow, by its number, opens its request.
      const tomorrow = staff.getByRole('region', { name: /^Pick-ups tomorrow \(\d+\)$/ });
      // Issue 38 §4: listed by its booked time, "Any time" when none is booked.
      await expect(tomorrow.getByRole('link', { name: new RegExp(`^Any time · ${orderNumber} · `) })).toHaveAttribute('href', /^\/staff\/holds\?request=/);
      // The new customer is not approved yet: listed, with All N opening the approvals.
      const awaiting = staff.getByRole('region', { name: /^Customers awaiting approval \(\d+\)$/ });
      await expect(awaiting.getByRole('link', { name: /^All \d+$/ })).toHaveAttribute('href', '/staff/approvals');
      const overdueInvoices = staff.getByRole('region', { name: /^Overdue invoices/ });
      if ((await overdueInvoices.getByRole('listitem').count()) > 0)
        await expect(overdueInvoices.getByRole('link', { name: /^All \d+$/ })).toHaveAttribute('href', '/staff/invoices?view=overdue');
      await staff.screenshot({ path: `test-results/staff-today-${width}.png`, fullPage: true });
    }

    // §5: the top bar keeps one height on every staff page, short or long.
    for (const width of [1280, 375]) {
      await staff.setViewportSize({ width, height: 900 });
      await staff.goto('/staff/items/import');
      await expect(staff.getByRole('heading', { level: 1 })).toBeVisible();
      const short = await barHeight(staff);
      await staff.goto('/staff/items');
      await expect(staff.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await barHeight(staff)).toBe(short);
      await staff.goto('/staff');
      await expect(staff.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
      expect(await barHeight(staff)).toBe(short);
      // Its own rows and their padding (on a phone: the house, who is signed in, the search field), never the spare height of a short page.
      expect(short).toBeLessThan(width === 1280 ? 60 : 140);
    }
    await close();
  });
});
