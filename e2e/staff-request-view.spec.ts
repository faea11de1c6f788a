import AxeBuilder from '@axe-core/playwright';
import { E2E_STAFF } from './admin-account';
import { expect, logIn, signUp, test } from './auth-fixtures';
import { requestHoldForDays, startsWith } from './confirmed-order';
import { openRequest } from './staff-queue';
import { openSetListChooser, setListNotice } from './hydrated';

// A sign-up (real proof of work), five props added and a staff log-in (full-strength hashing).
test.describe.configure({ timeout: 300_000 });

test.describe('issue 25 §2: the request as a compact detail view, with keys', () => {
  test('issue 25 §2: a 5-line request fits in one screen at 1280x800, each line a row with its thumbnail; the keys listed in the page; j, j, a accepts the second line; lines ticked in their rows are declined together with one reason; axe finds nothing', async ({
    page,
    browser,
    unique,
  }) => {
    const email = unique('compact');
    await signUp(page, email);
    await expect(page).toHaveURL(/\/onboarding\//);
    await page.goto('/catalog?Purchase+Type=Weekly+Rental');
    // Props a few places into the page: other tests at the same time take the first and the last.
    const cards = page
      .getByRole('region', { name: 'Results' })
      .getByRole('article')
      .filter({ hasText: /\d+ available/ });
    const titles: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const card = cards.nth(3 + index);
      const title = (await card.getByRole('heading').innerText()).trim();
      titles.push(title);
      await openSetListChooser(card);
      const dialog = page.getByRole('dialog', { name: `Add “${title}” to a set list` });
      if (index === 0) await dialog.getByLabel('Name of the new set list').fill('Compact — Ep 5');
      else await expect(dialog.getByRole('radio', { name: 'Compact — Ep 5' })).toBeChecked();
      await dialog.getByRole('button', { name: 'Add to set list' }).click();
      await expect(setListNotice(page).getByRole('status')).toContainText('Compact — Ep 5');
      if (index === 4) await setListNotice(page).getByRole('link', { name: 'Open “Compact — Ep 5”' }).click();
      else await expect(dialog).toBeHidden();
    }
    await requestHoldForDays(page, 75, 5);

    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await staff.setViewportSize({ width: 1280, height: 800 });
    await logIn(staff, E2E_STAFF.email, E2E_STAFF.password, '/auth/login?redirectTo=%2Fstaff%2Fholds');
    await openRequest(staff, email);
    const lines = staff.getByRole('list', { name: 'Lines' });
    const rows = titles.map((title) => lines.getByRole('listitem', { name: startsWith(title) }));
    await expect(lines.getByRole('listitem').filter({ has: staff.getByRole('heading', { level: 3 }) })).toHaveCount(5);
    for (const [index, row] of rows.entries()) {
      await expect(row.getByRole('img')).toHaveAttribute('loading', 'lazy');
      await expect(row).toContainText(/\d+ of \d+ free/);
      await expect(row.getByRole('checkbox', { name: `Select ${titles[index]}` })).toBeVisible();
      await expect(row.getByRole('button', { name: `Accept ${titles[index]}` })).toBeVisible();
    }

    // One screen: the request's heading through its last line's moves within the first 800 px of the page.
    await expect(staff.getByRole('heading', { level: 2 })).toBeVisible();
    const bottom = await rows[4]!.evaluate((row) => row.getBoundingClientRect().bottom + window.scrollY);
    // Where the space went, should it not fit: the request's parts and each row's height.
    const layout = await staff.getByRole('list', { name: 'Lines' }).evaluate((list) => {
      const at = (element: Element | null) => (element ? Math.round(element.getBoundingClientRect().top + window.scrollY) : -1);
      const rowHeights = Array.from(list.children, (row) => Math.round(row.getBoundingClientRect().height));
      const sizes = (element: Element) =>
        Array.from(element.querySelectorAll('*'), (part) => {
          const box = part.getBoundingClientRect();
          return box.height > 30 ? `${part.tagName.toLowerCase()}.${part.className}:${Math.round(box.width)}x${Math.round(box.height)}` : '';
        })
          .filter(Boolean)
          .join(' ');
      return `h1 ${at(document.querySelector('h1'))}, h2 ${at(document.querySelector('h2'))}, lines ${at(list)}, rows ${rowHeights.join('/')}; first row: ${sizes(list.children[0]!)}; request: ${sizes(list.parentElement!).slice(0, 600)}`;
    });
    expect(bottom, layout).toBeLessThanOrEqual(800);

    // The keys are listed in the page, behind "Keyboard shortcuts".
    const shortcuts = staff.getByText('Next / previous line');
    await expect(shortcuts).toBeHidden();
    await staff.getByText('Keyboard shortcuts').click();
    await expect(shortcuts).toBeVisible();
    // The keys work once the page's script runs: each line's form says so.
    await expect(rows[0]!.locator('input[name="enhanced"]')).toHaveValue('1');
    // The keys' listener is fetched once the page is alive: until then j does nothing.
    await expect(async () => {
      await staff.keyboard.press('j');
      await expect(rows[0]!).toBeFocused({ timeout: 1_000 });
    }).toPass();
    await staff.keyboard.press('j');
    await expect(rows[1]!).toBeFocused();
    await staff.keyboard.press('a');
    await expect(rows[1]!.getByRole('status')).toHaveText('Accepted: the prop is on hold.');
    await expect(rows[1]!.getByRole('checkbox')).toHaveCount(0);
    await expect(rows[0]!.getByRole('button', { name: `Accept ${titles[0]}` })).toBeVisible();

    // Lines ticked in their rows are declined together with one reason, one result per line.
    await rows[3]!.getByRole('checkbox', { name: `Select ${titles[3]}` }).check();
    await rows[4]!.getByRole('checkbox', { name: `Select ${titles[4]}` }).check();
    const together = staff.getByRole('form', { name: 'Answer lines together' });
    await together.getByLabel('Reason for the lines declined').fill('Out on another show');
    await together.getByRole('button', { name: 'Decline selected' }).click();
    const declined = (title: string) => new RegExp(`${startsWith(title).source} \\([A-Z]{3}-\\d{6}\\): declined\\.$`);
    await expect(together.getByRole('list', { name: 'Results' }).getByRole('listitem')).toHaveText([declined(titles[3]!), declined(titles[4]!)]);
    await expect(rows[3]!).toContainText('Out on another show');

    const { violations } = await new AxeBuilder({ page: staff }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

    // The queue: j moves to a request's row and Enter opens it.
    await staff.getByRole('link', { name: 'Back to the queue' }).click();
    const queueRow = staff.getByRole('table', { name: 'Hold requests' }).getByRole('row').filter({ hasText: email });
    await expect(queueRow).toHaveCount(1);
    await expect(async () => {
      await staff.keyboard.press('j');
      await expect(queueRow).toBeFocused({ timeout: 1_000 });
    }).toPass();
    await staff.keyboard.press('Enter');
    await expect(staff.getByText('One request, as the link that led here asked.')).toBeVisible();
    await staffContext.close();
  });
});
