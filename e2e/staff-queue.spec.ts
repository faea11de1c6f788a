import { expect, test } from './auth-fixtures';
import { confirmedOrder } from './confirmed-order';

// A sign-up (real proof of work) and a staff log-in (full-strength hashing): slower than page tests.
test.describe.configure({ timeout: 240_000 });

test.describe('issue 25 §2, §6: the holds queue as a table', () => {
  test('issue 25 §2: one row per request with its pills, sorted by a column in the address; §6: Today links to the filtered queue, and the request page returns to the queue as it was', async ({
    page,
    browser,
    unique,
  }) => {
    const email = unique('queue');
    const { staff, close } = await confirmedOrder(page, browser, email, { listName: 'Queue — Ep 3', cardFromEnd: 3 });
    await staff.setViewportSize({ width: 1280, height: 800 });

    // §6: each count on Today opens the queue filtered to it.
    await staff.goto('/staff');
    // Issue 38 §5: each list's "All N" opens it there, once the list holds something (decision 155: no "All 0").
    const pickUpsToday = staff.getByRole('region', { name: /^Pick-ups today \(\d+\)$/ });
    if ((await pickUpsToday.getByRole('listitem').count()) > 0)
      await expect(pickUpsToday.getByRole('link', { name: /^All \d+$/ })).toHaveAttribute('href', '/staff/holds?view=goingOut');
    else await expect(pickUpsToday.getByRole('link', { name: /^All \d+$/ })).toHaveCount(0);
    // The customer's own request is confirmed: others' may be waiting, or none (then no "All 0" to follow).
    const waiting = staff.getByRole('region', { name: /^Requests waiting \(\d+\)$/ });
    if ((await waiting.getByRole('listitem').count()) > 0) await waiting.getByRole('link', { name: /^All \d+$/ }).click();
    else {
      await expect(waiting.getByRole('link', { name: /^All \d+$/ })).toHaveCount(0);
      await staff.goto('/staff/holds?view=unanswered');
    }
    await expect(staff).toHaveURL(/\/staff\/holds\?view=unanswered$/);
    await expect(staff.getByRole('navigation', { name: 'Requests to show' }).getByRole('link', { name: 'Not answered yet' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // §2: the customer's row: who, days, lines and units, a pill per state (its word), the card, the age.
    await staff.goto(`/staff/holds?${new URLSearchParams({ q: email })}`);
    const table = staff.getByRole('table', { name: 'Hold requests' });
    const row = table.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('1 line, 1 units');
    await expect(row.getByText('1 Confirmed', { exact: true })).toBeVisible();
    await expect(row).toContainText('Authorised on paper');
    await expect(row).toContainText(/\d+ (min|h|d)/);

    // Sorting is a link per header: in the address, with aria-sort on the sorted column; again turns it round.
    await table.getByRole('link', { name: /^Pick-up/ }).click();
    await expect(staff).toHaveURL(/[?&]sort=pickup&dir=asc/);
    await expect(staff).toHaveURL(/[?&]q=/);
    await expect(table.getByRole('columnheader', { name: /^Pick-up/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(table.getByRole('columnheader', { name: /^Customer/ })).not.toHaveAttribute('aria-sort', /.+/);
    await table.getByRole('link', { name: /^Pick-up/ }).click();
    await expect(staff).toHaveURL(/[?&]sort=pickup&dir=desc/);
    await expect(table.getByRole('columnheader', { name: /^Pick-up/ })).toHaveAttribute('aria-sort', 'descending');

    // §6: the request opens with the queue's search and order kept, and leads back to the same queue.
    await table.getByRole('row').filter({ hasText: email }).getByRole('link').first().click();
    await expect(staff).toHaveURL(/[?&]request=.*[?&]?q=.*sort=pickup&dir=desc/);
    await staff.getByRole('link', { name: 'Back to the queue' }).click();
    await expect(staff).toHaveURL(/\/staff\/holds\?q=[^&]+&sort=pickup&dir=desc$/);
    await expect(table.getByRole('columnheader', { name: /^Pick-up/ })).toHaveAttribute('aria-sort', 'descending');
    await close();
  });
});
