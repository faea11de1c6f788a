import type { Page } from '@playwright/test';
import { E2E_STAFF } from './admin-account';
import { expect, logIn, signUp, test } from './auth-fixtures';
import { listOnNewSetList, RETRY_STEP, recordCardForm, requestHoldForDays, startsWith } from './confirmed-order';
import { hydrated } from './hydrated';
import { openRequest } from './staff-queue';

// Sign-ups (real proof of work) and a staff log-in (full-strength hashing).
test.describe.configure({ timeout: 300_000 });

/**
 * Props of these specs' own: the sixth page of rentals, which no other spec takes from, on days
 * 230 days and more ahead, which no other spec books; a retry moves past the first try's props.
 */
const OWN_RENTALS = '/catalog?Purchase+Type=Weekly+Rental&page=6';

/** The titles and units free of `count` props of these specs' own, from `from` on the page (read before any of them is held). */
async function ownProps(page: Page, from: number, count: number): Promise<{ title: string; units: string }[]> {
  await page.goto(OWN_RENTALS);
  const cards = page
    .getByRole('region', { name: 'Results' })
    .getByRole('article')
    .filter({ hasText: /\d+ available/ });
  const props: { title: string; units: string }[] = [];
  for (let index = 0; index < count; index += 1) {
    const card = cards.nth(from + index + RETRY_STEP * test.info().retry);
    props.push({ title: (await card.getByRole('heading').innerText()).trim(), units: /(\d+) available/.exec(await card.innerText())![1]! });
  }
  return props;
}

/** The customer lists these props on one new set list, each `units` of it, and sends a Hold request for five days from `pickUpInDays`. */
async function requestOf(page: Page, listName: string, props: { title: string; units: string }[], pickUpInDays: number) {
  await listOnNewSetList(page, listName, props);
  await requestHoldForDays(page, pickUpInDays, 5);
}

test.describe('issue 36 §2: the request page and the queue show the state after every move', () => {
  test('issue 36 §2: "Accept all that fit" leaves the lines on hold with no Accept; "Second hold for the rest" queues the line that did not fit; Release and "Card form received" ask first; "Confirm all" confirms the lines on hold', async ({
    page,
    browser,
    unique,
  }) => {
    const email = unique('bulkpage');
    await signUp(page, email);
    await expect(page).toHaveURL(/\/onboarding\//);
    const props = await ownProps(page, 0, 3);
    const titles = props.map(({ title }) => title);
    // First every unit of the third prop, accepted: the same prop on the next request then does not fit.
    await requestOf(page, 'Bulk — Ep 36 first', [props[2]!], 230);
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await staff.setViewportSize({ width: 1280, height: 800 });
    await logIn(staff, E2E_STAFF.email, E2E_STAFF.password, '/auth/login?redirectTo=%2Fstaff%2Fholds');
    await openRequest(staff, email);
    await (await hydrated(staff.getByRole('button', { name: 'Accept all that fit' }))).click();
    await expect(staff.getByRole('form', { name: 'Answer lines together' }).getByRole('status')).toHaveText('1 of 1 done.');

    await requestOf(
      page,
      'Bulk — Ep 36',
      props.map(({ title }) => ({ title, units: '1' })),
      230,
    );
    // The newest request is the first row.
    await openRequest(staff, email);
    const lines = staff.getByRole('list', { name: 'Lines' });
    const rows = titles.map((title) => lines.getByRole('listitem', { name: startsWith(title) }));
    const together = staff.getByRole('form', { name: 'Answer lines together' });

    await (await hydrated(together.getByRole('button', { name: 'Accept all that fit' }))).click();
    await expect(together.getByRole('status')).toHaveText('2 of 3 done.');
    // The lines below say what the summary says: on hold, and no Accept left on them.
    for (const index of [0, 1]) {
      await expect(rows[index]!).toContainText(/On hold until /);
      await expect(rows[index]!.getByRole('button', { name: `Accept ${titles[index]}` })).toHaveCount(0);
      await expect(rows[index]!.getByRole('checkbox')).toHaveCount(0);
    }
    await expect(rows[2]!).toContainText('Requested');
    await expect(together.getByRole('list', { name: 'Results' }).getByRole('listitem').nth(2)).toContainText('Does not fit those days');

    await together.getByRole('button', { name: 'Second hold for the rest' }).click();
    await expect(together.getByRole('status')).toHaveText('1 of 1 done.');
    await expect(rows[2]!).toContainText('Second hold');
    await expect(rows[2]!.getByRole('button', { name: `Second hold ${titles[2]}` })).toHaveCount(0);
    await expect(together.getByRole('button', { name: 'Second hold for the rest' })).toHaveCount(0);

    // Release asks first; Cancel leaves the line on hold.
    await (await hydrated(rows[1]!.getByRole('button', { name: `Release ${titles[1]}` }))).click();
    const release = staff.getByRole('dialog', { name: `Release “${titles[1]}”?` });
    await expect(release).toBeVisible();
    await release.getByRole('button', { name: 'Cancel' }).click();
    await expect(release).toBeHidden();
    await expect(rows[1]!).toContainText(/On hold until /);

    // The house takes cards: the paper form, asked first, then every line on hold confirmed together.
    const request = staff.getByRole('listitem').filter({ hasText: email });
    await recordCardForm(staff, request);
    await expect(request.getByText('Card authorised on the paper form.')).toBeVisible();
    await together.getByRole('button', { name: 'Confirm all' }).click();
    await expect(together.getByRole('status')).toHaveText('2 of 2 done.');
    for (const index of [0, 1]) await expect(rows[index]!).toContainText('Confirmed');
    await expect(together.getByRole('button', { name: 'Confirm all' })).toHaveCount(0);

    // The second hold released, once the dialog's yes is given.
    await rows[2]!.getByRole('button', { name: `Release ${titles[2]}` }).click();
    await staff
      .getByRole('dialog', { name: `Release “${titles[2]}”?` })
      .getByRole('button', { name: 'Release' })
      .click();
    await expect(rows[2]!).toContainText('Released');
    await staffContext.close();
  });

  test('issue 36 §2: two requests ticked in the queue’s table are accepted together, each line that fits on hold', async ({ page, browser, unique }) => {
    const email = unique('bulkqueue');
    await signUp(page, email);
    await expect(page).toHaveURL(/\/onboarding\//);
    const [first, second] = (await ownProps(page, 4, 2)).map(({ title }) => ({ title, units: '1' }));
    await requestOf(page, 'Queue — Ep 36a', [first!], 250);
    await requestOf(page, 'Queue — Ep 36b', [second!], 260);

    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await staff.setViewportSize({ width: 1280, height: 800 });
    await logIn(staff, E2E_STAFF.email, E2E_STAFF.password, '/auth/login?redirectTo=%2Fstaff%2Fholds');
    await expect(staff.getByRole('heading', { level: 1, name: 'Hold requests' })).toBeVisible();
    await staff.goto(`/staff/holds?${new URLSearchParams({ q: email })}`);
    const table = staff.getByRole('table', { name: 'Hold requests' });
    const rows = table.getByRole('row').filter({ hasText: email });
    await expect(rows).toHaveCount(2);
    // Real labels: each tick box is named by its request.
    const boxes = table.getByRole('checkbox', { name: /^Select the request of .*, pick-up / });
    await expect(boxes).toHaveCount(2);
    await boxes.nth(0).check();
    // The keyboard reaches the next one.
    await boxes.nth(1).focus();
    await staff.keyboard.press('Space');
    await expect(boxes.nth(1)).toBeChecked();
    const form = staff.getByRole('form', { name: 'Answer the requests ticked' });
    await (await hydrated(form.getByRole('button', { name: 'Accept all that fit' }))).click();
    await expect(form.getByRole('status')).toHaveText('2 of 2 requests answered.');
    await expect(form.getByRole('list', { name: 'Results' }).getByRole('listitem')).toHaveCount(2);
    for (const index of [0, 1]) await expect(rows.nth(index).getByText('1 On hold', { exact: true })).toBeVisible();
    // Nothing left to answer: no tick box.
    await expect(table.getByRole('checkbox')).toHaveCount(0);
    await staffContext.close();
  });
});
