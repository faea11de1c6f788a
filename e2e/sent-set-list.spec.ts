import AxeBuilder from '@axe-core/playwright';
import { day, startsWith } from './confirmed-order';
import { expect, signUp, test } from './auth-fixtures';
import { openSetListChooser, setListNotice } from './hydrated';

// A sign-up solves a real proof of work (decision 66): slower than page tests.
test.describe.configure({ timeout: 120_000 });

/** Today as the house writes it in "Sent as a Hold request on Nov 24". */
const houseToday = () => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'America/Los_Angeles' }).format(Date.now());

test.describe('issue 24 §7: a set list that was sent says so', () => {
  test('issue 24 §7: after "Request a Hold" the list and the index say when it was sent, with the way to Your Holds; sending again asks first', async ({
    page,
    unique,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signUp(page, unique('sender'));
    await expect(page).toHaveURL(/\/onboarding\//);
    await page.goto('/catalog?Purchase+Type=Weekly+Rental&sort=title&pages=2');
    const card = page
      .getByRole('main')
      .getByRole('article')
      .filter({ has: page.getByText(/^\d+ available$/) })
      .nth(-8);
    const title = (await card.getByRole('heading').innerText()).trim();
    await openSetListChooser(card);
    const dialog = page.getByRole('dialog', { name: `Add “${title}” to a set list` });
    await dialog.getByLabel('Name of the new set list').fill('Sent — Ep 9');
    await dialog.getByRole('button', { name: 'Add to set list' }).click();
    await setListNotice(page).getByRole('link', { name: 'Open “Sent — Ep 9”' }).click();
    const days = page.getByRole('region', { name: 'Rental days' });
    await days.getByLabel('Pick-up day').fill(day(60));
    await days.getByLabel('Return day').fill(day(67));
    await page.getByRole('button', { name: 'Save list' }).click();
    const request = page.getByRole('region', { name: 'Request a Hold' });
    await expect(request.getByRole('group', { name: 'Days' })).toContainText('Pick-up');
    await expect(page.getByText(/^Sent as a Hold request on/)).toHaveCount(0);
    await request.getByLabel('Production').fill('Night Shift');
    await request.getByRole('button', { name: 'Request a Hold' }).click();
    await expect(page).toHaveURL(/\/holds$/);

    const notice = `Sent as a Hold request on ${houseToday()}: see Your Holds`;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/set-lists');
    const listCard = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Sent — Ep 9' }) });
    await expect(listCard.getByText(notice)).toBeVisible();
    await expect(listCard.getByRole('link', { name: 'Your Holds' })).toHaveAttribute('href', '/holds');

    await page.setViewportSize({ width: 375, height: 812 });
    await listCard.getByRole('link', { name: 'Sent — Ep 9' }).click();
    await expect(page.getByText(notice)).toBeVisible();
    // Sending again asks first; "Keep the first" sends nothing. The production typed the first time is now
    // one of the customer's own (issue 26 §1), chosen in the "Production" choice, awaiting the house's confirmation.
    await request.getByLabel('Production', { exact: true }).selectOption({ label: 'Night Shift – awaiting our confirmation' });
    await request.getByRole('button', { name: 'Request a Hold' }).click();
    const ask = page.getByRole('dialog', { name: 'Send this list again?' });
    await expect(ask).toContainText(`Sent as a Hold request on ${houseToday()}. Sending it again makes a second Hold request`);
    await ask.getByRole('button', { name: 'Keep the first' }).click();
    await expect(ask).toBeHidden();
    await expect(page).toHaveURL(/\/set-lists\//);
    await request.getByRole('button', { name: 'Request a Hold' }).click();
    await ask.getByRole('button', { name: 'Send it again' }).click();
    await expect(page).toHaveURL(/\/holds$/);
    // Issue 39 §3: each is titled by the list it came from, then its production.
    await expect(page.getByRole('heading', { level: 2, name: /^Sent — Ep 9 · Night Shift/ })).toHaveCount(2);
    // Issue 24 §6: two requests of one production and days make no two landmarks of one name.
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
    // Each line's state is a pill with its word, beside the prop's thumbnail.
    await expect(
      page
        .getByRole('listitem', { name: startsWith(title) })
        .first()
        .getByText('Requested', { exact: true }),
    ).toBeVisible();
  });
});
