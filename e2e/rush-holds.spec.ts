import type { BrowserContext, Page } from '@playwright/test';
import { E2E_STAFF } from './admin-account';
import { expect, logIn, signUp, test } from './auth-fixtures';
import { listOnNewSetList, RETRY_STEP, startsWith } from './confirmed-order';
import { houseDay } from './tenant';

// A sign-up (real proof of work) and a staff log-in (full-strength hashing).
test.describe.configure({ timeout: 300_000 });

/** Props of this spec's own: the fifth page of rentals, which no other spec takes from; a retry moves past the first try's. */
const OWN_RENTALS = '/catalog?Purchase+Type=Weekly+Rental&page=5';
/** "Sat Nov 28", as the line's words write the house's day. */
const dayWords = (fromToday: number) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' })
    .format(Date.parse(houseDay(fromToday)))
    .replace(',', '');

/**
 * "On hold until Sat Nov 28, end of day": a rush held to the end of its pick-up day. In the last hour
 * of the house's day no hold ends within an hour of its start (issue 36 §1), so it runs an hour, into
 * the next day: "On hold until Sun Nov 29, 12:05 AM".
 */
const onHoldUntil = (fromToday: number) => new RegExp(`On hold until (${dayWords(fromToday)}, end of day|${dayWords(fromToday + 1)}, \\d{1,2}:\\d{2} [AP]M)`);

/** "Sun, Nov 29, 2026", as the request's days write it. */
const longDayWords = (fromToday: number) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    Date.parse(houseDay(fromToday)),
  );

/** The customer lists the props on a new set list for these days and sends it as a Hold request for `production`. */
async function rushRequest(page: Page, listName: string, titles: string[], fromToday: number, production: string) {
  await listOnNewSetList(
    page,
    listName,
    titles.map((title) => ({ title })),
  );
  const rentalDays = page.getByRole('region', { name: 'Rental days' });
  await rentalDays.getByLabel('Pick-up day').fill(houseDay(fromToday));
  await rentalDays.getByLabel('Return day').fill(houseDay(fromToday + 7));
  await page.getByRole('button', { name: 'Save list' }).click();
  const request = page.getByRole('region', { name: 'Request a Hold' });
  // Saved: the request's days are the list's new ones, not the person's period a new list starts with.
  await expect(request.getByRole('group', { name: 'Days' })).toContainText(`Pick-up ${longDayWords(fromToday)}`);
  // A customer with a production already chooses "New production" for another.
  const choice = request.getByLabel('Production', { exact: true });
  if ((await choice.evaluate((field) => field.tagName)) === 'SELECT') {
    await choice.selectOption({ label: 'New production' });
    await request.getByLabel('Title of the new production').fill(production);
  } else await choice.fill(production);
  await request.getByRole('button', { name: 'Request a Hold' }).click();
  await expect(page).toHaveURL(/\/holds$/);
}

/** The subjects of the emails to `to` in the dev outbox, newest first. */
async function subjectsTo(context: BrowserContext, to: string): Promise<string[]> {
  const outbox = await context.newPage();
  await outbox.goto('/dev/outbox');
  const subjects = await outbox
    .getByRole('article', { name: `Email to ${to}` })
    .getByText(/^Subject: /)
    .allInnerTexts();
  await outbox.close();
  return subjects.map((subject) => subject.replace(/^Subject: /, ''));
}

test.describe('issue 36 §1, §2: a rush on a Saturday afternoon', () => {
  test('pick-up today and tomorrow, "Accept all that fit": on hold to the end of each pick-up day through two sweeps; one email per request, and the crew’s receipt', async ({
    page,
    browser,
    unique,
  }) => {
    // Three props of this spec's own, read before anything is held (a held prop moves in the list).
    await page.goto(OWN_RENTALS);
    const cards = page
      .getByRole('region', { name: 'Results' })
      .getByRole('article')
      .filter({ hasText: /\d+ available/ });
    const titles: string[] = [];
    for (let index = 0; index < 3; index += 1)
      titles.push(
        (
          await cards
            .nth(index + RETRY_STEP * test.info().retry)
            .getByRole('heading')
            .innerText()
        ).trim(),
      );

    const email = unique('rush');
    await signUp(page, email);
    await expect(page).toHaveURL(/\/onboarding\//);
    await rushRequest(page, 'Diner — today', titles.slice(0, 2), 0, 'Rush Today');
    await rushRequest(page, 'Bar — tomorrow', titles.slice(2), 1, 'Rush Tomorrow');
    // §2: the crew's own receipt of each request.
    await expect
      .poll(async () => (await subjectsTo(page.context(), email)).filter((subject) => subject.startsWith('Hold request received')))
      .toEqual(['Hold request received: Rush Tomorrow', 'Hold request received: Rush Today']);

    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await logIn(staff, E2E_STAFF.email, E2E_STAFF.password, '/auth/login?redirectTo=%2Fstaff%2Fholds');
    await expect(staff.getByRole('heading', { level: 1, name: 'Hold requests' })).toBeVisible();
    for (const [production, lineTitles, fromToday] of [
      ['Rush Today', titles.slice(0, 2), 0],
      ['Rush Tomorrow', titles.slice(2), 1],
    ] as const) {
      await staff.goto(`/staff/holds?${new URLSearchParams({ q: production })}`);
      await staff.getByRole('row').filter({ hasText: production }).first().getByRole('link').first().click();
      const request = staff.getByRole('listitem').filter({ hasText: email });
      await request.getByRole('button', { name: 'Accept all that fit' }).click();
      for (const title of lineTitles) {
        const line = request.getByRole('listitem', { name: startsWith(title) });
        // Until the end of the pick-up day, in the house's time: never a day in the past.
        await expect(line.getByText(onHoldUntil(fromToday))).toBeVisible();
        await expect(line.getByRole('button', { name: `Accept ${title}` })).toHaveCount(0);
      }
    }

    // The sweep the server runs every minute, run twice now: nothing ends.
    for (let sweep = 0; sweep < 2; sweep += 1) expect((await staff.request.post('/dev/sweep')).status()).toBe(200);
    await staff.goto(`/staff/holds?${new URLSearchParams({ q: 'Rush Today' })}`);
    await staff.getByRole('row').filter({ hasText: 'Rush Today' }).first().getByRole('link').first().click();
    const today = staff.getByRole('listitem').filter({ hasText: email });
    for (const title of titles.slice(0, 2)) await expect(today.getByRole('listitem', { name: startsWith(title) }).getByText(onHoldUntil(0))).toBeVisible();

    // The customer sees the same on Your Holds, at a phone's width.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/holds');
    for (const [title, fromToday] of [
      [titles[0]!, 0],
      [titles[1]!, 0],
      [titles[2]!, 1],
    ] as const)
      await expect(page.getByRole('listitem', { name: startsWith(title) }).getByText(onHoldUntil(fromToday))).toBeVisible();

    // §2: one "On hold" email per request, none "Hold ended".
    const subjects = await subjectsTo(page.context(), email);
    expect(subjects.filter((subject) => subject.startsWith('On hold:')).sort()).toEqual(['On hold: 2 props for Rush Today', `On hold: ${titles[2]}`].sort());
    expect(subjects.filter((subject) => subject.startsWith('Hold ended'))).toEqual([]);
    await staffContext.close();
  });
});
