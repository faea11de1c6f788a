import { expect, test } from './auth-fixtures';
import { confirmedOrder, day, markOutEarly } from './confirmed-order';
import { openRequest } from './staff-queue';
import { hydrated } from './hydrated';

// A sign-up (real proof of work) and a staff log-in (full-strength hashing): slower than page tests.
test.describe.configure({ timeout: 240_000 });

const longDay = (iso: string) =>
  new Intl.DateTimeFormat('en', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${iso}T00:00:00Z`));

test.describe('issue 26 §5: keeping an order longer', () => {
  test('the customer asks from Your Holds to keep an order out a week more; staff see it fits and accept in one click; the new day shows on both sides', async ({
    page,
    browser,
    unique,
  }) => {
    const email = unique('extend');
    const { title, sku, staff, close } = await confirmedOrder(page, browser, email, { listName: 'Extend — Ep 4', cardFromEnd: 6, pickUpInDays: 60 });
    await markOutEarly(staff, sku, title);

    // The customer asks: a day before the one they have is refused beside the field, a week later is asked.
    const later = day(74);
    await page.goto('/holds');
    await page.getByText('Keep them longer').click();
    const newDay = page.getByLabel('New return day');
    await newDay.fill(day(50));
    await (await hydrated(page.getByRole('button', { name: 'Ask to extend' }))).click();
    await expect(newDay).toHaveAccessibleDescription(/Choose a return day after the one you have\./);
    await newDay.fill(later);
    await page.getByRole('button', { name: 'Ask to extend' }).click();
    // The form's answer, or, once the page is drawn afresh without the form, the ask it keeps showing.
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: `Asked to keep them until ${longDay(later)}. We answer here soon.` })
        .or(page.getByText(`You asked to keep them until ${longDay(later)}; we answer soon.`)),
    ).toBeVisible();

    // Staff: the queue's navigation counts it; the request's page says it fits, and one click accepts it.
    await staff.goto('/staff/holds');
    await expect(staff.getByRole('link', { name: /Holds.*extension asked/ })).toBeVisible();
    await openRequest(staff, email);
    const ask = staff.getByRole('form', { name: /Extension asked/ });
    await expect(ask).toContainText(`keep until ${longDay(later)}`);
    await expect(ask).toContainText('It fits: nothing else is booked on those days.');
    await (await hydrated(ask.getByRole('button', { name: 'Accept extension' }))).click();
    // The ask is answered, so its form gives way to what was decided.
    await expect(staff.getByText(`Extension accepted: back by ${longDay(later)}.`)).toBeVisible();
    await expect(ask).toHaveCount(0);
    await close();

    await page.reload();
    await expect(page.getByText(`Extended: keep them until ${longDay(later)}.`)).toBeVisible();
  });
});
