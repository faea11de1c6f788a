import type { Page } from '@playwright/test';
import { day } from './confirmed-order';
import { expect, test } from './auth-fixtures';
import { openSetListChooser, setListNotice } from './hydrated';

// Lists made through the chooser, then saved several times: slower than a page test.
test.describe.configure({ timeout: 90_000 });

const SIZES = [
  { name: 'phone', viewport: { width: 375, height: 812 }, cards: [-3, -4] },
  { name: 'desktop', viewport: { width: 1280, height: 900 }, cards: [-5, -6] },
] as const;

/** A guest's new list of two rental props the house has several of (cards of their own per size, so both sizes run at once). */
async function listOfTwo(page: Page, name: string, cards: readonly number[]) {
  await page.goto('/catalog?Purchase+Type=Weekly+Rental&sort=title&pages=2');
  const several = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByText(/^(?:[2-9]|\d{2,}) available$/) });
  await expect(several.nth(6)).toBeVisible();
  const count = await several.count();
  const titles: string[] = [];
  for (const [index, from] of cards.entries()) {
    const card = several.nth(count + from);
    const title = (await card.getByRole('heading').innerText()).trim();
    titles.push(title);
    await openSetListChooser(card);
    const dialog = page.getByRole('dialog', { name: `Add “${title}” to a set list` });
    if (index === 0) {
      await dialog.getByRole('radio', { name: 'New set list' }).check();
      await dialog.getByLabel('Name of the new set list').fill(name);
    } else {
      await expect(dialog.getByRole('radio', { name })).toBeChecked();
    }
    await dialog.getByRole('button', { name: 'Add to set list' }).click();
    await expect(setListNotice(page).getByRole('status')).toContainText(name);
    if (index === cards.length - 1)
      await setListNotice(page)
        .getByRole('link', { name: `Open “${name}”` })
        .click();
    else await expect(dialog).toBeHidden();
  }
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return titles as [string, string];
}

for (const size of SIZES) {
  test.describe(`issue 24 §2: a set list is one form (${size.name})`, () => {
    test.use({ viewport: size.viewport });

    test(`issue 24 §2: typed quantity, note and days are all saved by one "Save list", and by a line's "Remove" too (${size.viewport.width} px)`, async ({
      page,
    }) => {
      const [first, second] = await listOfTwo(page, `One form — ${size.name}`, size.cards);
      const firstLine = page.getByRole('listitem', { name: first, exact: true });
      const secondLine = page.getByRole('listitem', { name: second, exact: true });

      // Typed in three places, then the other line's "Remove": nothing typed is lost.
      await firstLine.getByLabel('Quantity', { exact: true }).fill('2');
      await firstLine.getByText('Add a note').click();
      await firstLine.getByLabel('Note', { exact: true }).fill('One for the booth');
      const days = page.getByRole('region', { name: 'Rental days' });
      await days.getByLabel('Pick-up day').fill(day(40));
      await days.getByLabel('Return day').fill(day(47));
      await secondLine.getByRole('button', { name: `Remove ${second}` }).click();
      await expect(page.getByRole('status').filter({ hasText: `${second} is off the list. Your other changes are saved.` })).toBeVisible();
      await expect(secondLine).toHaveCount(0);

      await page.reload();
      await expect(firstLine.getByLabel('Quantity', { exact: true })).toHaveValue('2');
      await expect(firstLine.getByLabel('Note', { exact: true })).toHaveValue('One for the booth');
      await expect(days.getByLabel('Pick-up day')).toHaveValue(day(40));
      await expect(page.getByRole('region', { name: 'Weekly quote' })).toContainText(/week/i);

      // One refused field saves nothing, says so, and keeps everything typed to correct.
      await firstLine.getByLabel('Quantity', { exact: true }).fill('9999');
      await firstLine.getByLabel('Note', { exact: true }).fill('Kept while I correct it');
      await page.getByLabel('Name', { exact: true }).fill(`One form, renamed — ${size.name}`);
      await page.getByRole('button', { name: 'Save list' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Nothing was saved' })).toBeVisible();
      await expect(firstLine.getByLabel('Quantity', { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expect(firstLine.getByLabel('Note', { exact: true })).toHaveValue('Kept while I correct it');
      await expect(page.getByLabel('Name', { exact: true })).toHaveValue(`One form, renamed — ${size.name}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`One form — ${size.name}`);

      await firstLine.getByRole('button', { name: 'One fewer' }).click();
      await firstLine.getByLabel('Quantity', { exact: true }).fill('1');
      await page.getByRole('button', { name: 'Save list' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`One form, renamed — ${size.name}`);
      await page.reload();
      await expect(firstLine.getByLabel('Note', { exact: true })).toHaveValue('Kept while I correct it');
    });
  });
}

test.describe('issue 24 §9: a set list on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('issue 24 §9: at 375 px a line is one compact row: thumbnail, title, quantity stepper, the note on demand; labels never repeat the title', async ({
    page,
  }) => {
    const [first] = await listOfTwo(page, 'Compact — phone', [-7, -8]);
    const line = page.getByRole('listitem', { name: first, exact: true });
    const quantity = line.getByLabel('Quantity', { exact: true });
    await expect(quantity).toBeVisible();
    await expect(line.getByRole('button', { name: 'One more' })).toBeVisible();
    await expect(line.getByLabel('Note', { exact: true })).toBeHidden();
    await expect(line.getByText('Add a note')).toBeVisible();
    // No field is labelled with the prop's title: the row says which prop.
    await expect(line.getByLabel(first)).toHaveCount(0);
    const row = (await line.boundingBox())!;
    const field = (await quantity.boundingBox())!;
    expect(row.width).toBeLessThanOrEqual(375);
    expect(row.height).toBeLessThan(200);
    expect(field.y + field.height).toBeLessThanOrEqual(row.y + row.height);

    await line.getByRole('button', { name: 'One more' }).click();
    await expect(quantity).toHaveValue('2');
    // One save for the list, always in view.
    await expect(page.getByRole('button', { name: 'Save list' })).toBeInViewport();
    await page.getByRole('button', { name: 'Save list' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  });
});
