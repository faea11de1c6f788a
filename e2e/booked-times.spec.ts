import type { Page } from '@playwright/test';
import { E2E_STAFF } from './admin-account';
import { expect, logIn, signUp, test } from './auth-fixtures';
import { listOnNewSetList, RETRY_STEP, recordCardForm, startsWith } from './confirmed-order';
import { hydrated } from './hydrated';
import { houseDay } from './tenant';

// A sign-up (real proof of work) and a staff log-in (full-strength hashing).
test.describe.configure({ timeout: 300_000 });

/** Props of this spec's own: the seventh page of rentals, which no other spec takes from; a retry moves past the first try's. */
const OWN_RENTALS = '/catalog?Purchase+Type=Weekly+Rental&page=7';

/** The first day from tomorrow the house opens (tenant/config.json: closed on Sundays), and how many days ahead it is. */
function nextOpenDay(): { ahead: number; day: string } {
  for (let ahead = 1; ; ahead += 1) if (new Date(`${houseDay(ahead)}T00:00:00Z`).getUTCDay() !== 0) return { ahead, day: houseDay(ahead) };
}

async function screenshots(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `test-results/${name}-${width}.png`, fullPage: true });
  }
}

test.describe('issue 38 §4, §5: booked pick-up and return times', () => {
  test('a crew member sends a request with a pick-up time; staff move it; the schedule and Today list it by time (375 and 1280 px)', async ({
    page,
    browser,
    unique,
  }) => {
    const { ahead, day } = nextOpenDay();
    await page.goto(OWN_RENTALS);
    const card = page
      .getByRole('region', { name: 'Results' })
      .getByRole('article')
      .filter({ hasText: /\d+ available/ })
      .nth(RETRY_STEP * test.info().retry);
    const title = (await card.getByRole('heading').innerText()).trim();

    // The crew's request, at a phone's width: a pick-up at 10:00 and a return at 11:00, within the house's hours.
    await page.setViewportSize({ width: 375, height: 812 });
    const email = unique('booked');
    await signUp(page, email);
    await expect(page).toHaveURL(/\/onboarding\//);
    await listOnNewSetList(page, 'Dock — Ep 38', [{ title }]);
    const rentalDays = page.getByRole('region', { name: 'Rental days' });
    await rentalDays.getByLabel('Pick-up day').fill(day);
    await rentalDays.getByLabel('Return day').fill(houseDay(ahead + 7));
    await page.getByRole('button', { name: 'Save list' }).click();
    const ask = page.getByRole('region', { name: 'Request a Hold' });
    await expect(ask.getByRole('group', { name: 'Days' })).toContainText('Pick-up');
    await expect(ask.getByLabel('Pick-up time')).toHaveValue('');
    await ask.getByLabel('Pick-up time').selectOption('10:00');
    await ask.getByLabel('Return time').selectOption('11:00');
    await ask.getByLabel('Pick-up time').scrollIntoViewIfNeeded();
    await screenshots(page, 'booked-times-request');
    await ask.getByRole('button', { name: 'Request a Hold' }).click();
    await expect(page).toHaveURL(/\/holds$/);
    await expect(page.getByText(/Pick-up .* at 10:00 · Return .* at 11:00/).first()).toBeVisible();

    // Staff accept, record the card form and confirm; then move the pick-up to 11:30 on the request's page.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await staff.setViewportSize({ width: 1280, height: 900 });
    await logIn(
      staff,
      E2E_STAFF.email,
      E2E_STAFF.password,
      `/auth/login?redirectTo=${encodeURIComponent(`/staff/holds?${new URLSearchParams({ q: email })}`)}`,
    );
    await staff.getByRole('row').filter({ hasText: email }).first().getByRole('link').first().click();
    const request = staff.getByRole('listitem').filter({ hasText: email });
    await expect(request).toContainText('at 10:00');
    const line = request.getByRole('listitem', { name: startsWith(title) });
    await (await hydrated(line.getByRole('button', { name: `Accept ${title}` }))).click();
    await recordCardForm(staff, request);
    await expect(request.getByText('Card authorised on the paper form.')).toBeVisible();
    await line.getByRole('button', { name: `Confirm ${title}` }).click();
    await expect(line.getByRole('status')).toHaveText(/^Confirmed: order ORD-\d{4}-\d{6}\.$/);
    const orderNumber = /ORD-\d{4}-\d{6}/.exec(await line.getByRole('status').innerText())![0];

    await request.getByRole('link', { name: 'Change times' }).click();
    const times = request.getByRole('form', { name: 'Booked times' });
    await expect(times.getByLabel('Pick-up time')).toHaveValue('10:00');
    await times.getByLabel('Pick-up time').selectOption('11:30');
    await (await hydrated(times.getByRole('button', { name: 'Save times' }))).click();
    await expect(times.getByRole('status')).toHaveText('Booked: pick-up at 11:30, return at 11:00.');
    await expect(request).toContainText('at 11:30');

    // The schedule, from the staff navigation: the order under 11:00–12:00 on its day.
    await staff
      .getByRole('navigation', { name: 'Staff' })
      .getByRole('link', { name: /^Schedule/ })
      .click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
    if (ahead > 1) {
      await staff.getByLabel('From day').fill(day);
      await staff.getByRole('button', { name: 'Show' }).click();
    }
    const hour = staff.getByRole('region', { name: /, 11:00–12:00$/ }).filter({ hasText: orderNumber });
    await expect(hour).toContainText(`11:30 Pick-up · ${orderNumber}`);
    await expect(hour.getByRole('link', { name: new RegExp(orderNumber) })).toHaveAttribute('href', /\/staff\/holds\?request=/);
    await screenshots(staff, 'booked-times-schedule');

    // Today lists tomorrow's pick-ups by time with their order numbers (when the day is tomorrow: Saturday's next open day is Monday).
    if (ahead === 1) {
      await staff.setViewportSize({ width: 1280, height: 900 });
      await staff.goto('/staff');
      const tomorrow = staff.getByRole('region', { name: /^Pick-ups tomorrow/ });
      await expect(tomorrow.getByRole('link', { name: new RegExp(`^11:30 · ${orderNumber}`) })).toBeVisible();
      await screenshots(staff, 'booked-times-today');
    }
    await staffContext.close();
  });
});
