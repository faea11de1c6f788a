import { expect, test } from './auth-fixtures';
import { checkInAll, confirmedOrder, lineComingBack, markOutEarly, startsWith } from './confirmed-order';
import { hydrated } from './hydrated';
import { openRequest } from './staff-queue';

// A sign-up (real proof of work) and a staff log-in (full-strength hashing): slower than page tests.
test.describe.configure({ timeout: 240_000 });

test.describe('issue 36 §3: a damaged unit is in repair until staff mark it repaired', () => {
  test('issue 36 §3: 1 of 2 back damaged is "In repair" on the request and the calendar until "Mark repaired"', async ({ page, browser, unique }, info) => {
    const email = unique('mark-repaired');
    const { title, sku, staff, close } = await confirmedOrder(page, browser, email, { listName: 'Repair — Ep 7', cardFromEnd: 7, quantity: 2 });
    const heading = new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} × 2\\b`);

    await test.step('out, then back at the counter with 1 of the 2 damaged', async () => {
      const order = await markOutEarly(staff, sku, title);
      await (await lineComingBack(order, title)).getByLabel('Units damaged').fill('1');
      await expect(await checkInAll(staff, order)).toContainText('1 unit damaged: in repair until marked repaired.');
    });

    await staff.goto('/staff/holds');
    await openRequest(staff, email);
    const line = staff.getByRole('list', { name: 'Lines' }).getByRole('listitem', { name: heading });
    await test.step('the request shows the damaged unit in repair, with "Mark repaired"', async () => {
      await expect(line).toContainText('1 of 2 damaged');
      await expect(line).toContainText('1 in repair, not free to rent until marked repaired');
      await expect(line.getByRole('button', { name: `Mark repaired 1 unit of ${title}` })).toBeVisible();
      for (const width of [1280, 375]) {
        await staff.setViewportSize({ width, height: 900 });
        await line.scrollIntoViewIfNeeded();
        await staff.screenshot({ path: info.outputPath(`mark-repaired-request-${width}.png`), fullPage: false });
      }
      await staff.setViewportSize({ width: 1280, height: 900 });
    });

    await test.step('the prop’s calendar shows it "In repair" since today, with "Mark repaired" in place of "End block"', async () => {
      const requestUrl = staff.url();
      await line.getByRole('link', { name: `Calendar of ${title}` }).click();
      await expect(staff.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await staff.goto(`${new URL(staff.url()).pathname}`);
      const blocks = staff.getByRole('region', { name: 'Blocks', exact: true });
      const repair = blocks.getByRole('listitem').filter({ hasText: 'In repair, 1 unit, since' });
      await expect(repair).toContainText(`Damaged at return from`);
      await expect(repair.getByRole('button', { name: `Mark repaired 1 unit of ${title}` })).toBeVisible();
      await expect(repair.getByRole('button', { name: /End block|Remove block/ })).toHaveCount(0);
      await expect(staff.getByRole('link', { name: startsWith('In repair:') }).first()).toBeVisible();
      for (const width of [1280, 375]) {
        await staff.setViewportSize({ width, height: 900 });
        await repair.scrollIntoViewIfNeeded();
        await staff.screenshot({ path: info.outputPath(`mark-repaired-calendar-${width}.png`), fullPage: false });
      }
      await staff.setViewportSize({ width: 1280, height: 900 });
      await staff.goto(requestUrl);
    });

    await test.step('"Mark repaired" frees the unit: the request and the calendar no longer show it in repair', async () => {
      await (await hydrated(line.getByRole('button', { name: `Mark repaired 1 unit of ${title}` }))).click();
      await expect(line.getByRole('button', { name: /^Mark repaired/ })).toHaveCount(0);
      await expect(line).not.toContainText('in repair');
      await expect(line).toContainText('1 of 2 damaged');
      await line.getByRole('link', { name: `Calendar of ${title}` }).click();
      await expect(staff.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await staff.goto(`${new URL(staff.url()).pathname}`);
      await expect(staff.getByRole('region', { name: 'Blocks', exact: true })).toBeVisible();
      await expect(staff.getByRole('region', { name: 'Blocks', exact: true })).not.toContainText('In repair');
      await expect(staff.getByRole('button', { name: /^Mark repaired/ })).toHaveCount(0);
    });
    await close();
  });
});
