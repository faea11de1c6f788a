import type { Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { accountNav, expect, signUp, test } from './auth-fixtures';
import { openSetListChooser, setListNotice } from './hydrated';

// Sign-ups solve a real proof of work (decision 66): slower than page tests.
test.describe.configure({ timeout: 120_000 });

const ITEM = '/items/prop-000052';

async function itemTitle(page: Page): Promise<string> {
  return (await page.getByRole('heading', { level: 1 }).innerText()).trim();
}

/** From an item page: "Add to set list", a new list made in the same step. */
async function addToNewList(page: Page, name: string, quantity = '1') {
  const title = await itemTitle(page);
  await openSetListChooser(page.getByRole('group', { name: 'Keep this prop' }));
  const dialog = page.getByRole('dialog', { name: `Add “${title}” to a set list` });
  await dialog.getByRole('radio', { name: 'New set list' }).check();
  await dialog.getByLabel('Name of the new set list').fill(name);
  await dialog.getByLabel('Quantity').fill(quantity);
  await dialog.getByRole('button', { name: 'Add to set list' }).click();
  await expect(setListNotice(page).getByRole('status')).toHaveText(`${title} is on “${name}” (${quantity} in all).`);
  return { title, dialog };
}

async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}

test.describe('issue 11 §2: set lists', () => {
  test('a visitor makes a list from the chooser, changes a quantity, renames it, and deletes it through the confirm dialog (spec §1)', async ({ page }) => {
    await page.goto(ITEM);
    const { title, dialog } = await addToNewList(page, 'Diner — Ep 104', '1');
    await expect(dialog).toBeHidden();
    // The item page says which of the person's lists hold it.
    await expect(page.getByText('On your set lists:')).toContainText('Diner — Ep 104');

    await accountNav(page).getByRole('link', { name: 'Set lists' }).click();
    await page.getByRole('link', { name: 'Diner — Ep 104', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Diner — Ep 104' })).toBeVisible();

    // Inline: a quantity above what the house has is refused with its message; a good one is saved.
    const line = page.getByRole('listitem', { name: title, exact: true });
    const quantity = line.getByLabel('Quantity', { exact: true });
    await quantity.fill('9999');
    await page.getByRole('button', { name: 'Save list' }).click();
    await expect(line.getByText(/^(We have \d+ of this prop; choose 1 to \d+\.|We have 1 of this prop, so the quantity can only be 1\.)$/)).toBeVisible();
    await quantity.fill('1');
    await line.getByText('Add a note').click();
    await line.getByLabel('Note', { exact: true }).fill('For the counter');
    await page.getByRole('button', { name: 'Save list' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' }).first()).toBeVisible();
    await page.reload();
    await expect(line.getByLabel('Note', { exact: true })).toHaveValue('For the counter');

    await page.getByLabel('Name', { exact: true }).fill('Diner — Ep 105');
    await page.getByRole('button', { name: 'Save list' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Diner — Ep 105' })).toBeVisible();

    // Delete asks first: Escape cancels, Enter confirms.
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete “Diner — Ep 105”?' });
    await expect(confirm).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Diner — Ep 105' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/set-lists$/);
    await expect(page.getByRole('link', { name: 'Diner — Ep 105' })).toHaveCount(0);
  });

  test('a card in the catalogue adds to an existing list; another person’s list answers 404', async ({ page, browser }) => {
    await page.goto('/set-lists');
    await page.getByLabel('Name', { exact: true }).fill('Hospital — Ep 201');
    await page.getByRole('button', { name: 'New set list' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hospital — Ep 201' })).toBeVisible();
    const listUrl = page.url();

    await page.goto('/catalog?Purchase+Type=Weekly+Rental');
    const card = page.getByRole('article').first();
    const title = (await card.getByRole('heading').innerText()).trim();
    await openSetListChooser(card);
    const dialog = page.getByRole('dialog', { name: `Add “${title}” to a set list` });
    await expect(dialog.getByRole('radio', { name: 'Hospital — Ep 201' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Add to set list' }).click();
    await expect(setListNotice(page).getByRole('status')).toHaveText(`${title} is on “Hospital — Ep 201” (1 in all).`);
    // Issue 39 §4: the dialog closed itself; opened again, it says the list holds the prop.
    await expect(dialog).toBeHidden();
    await openSetListChooser(card);
    await expect(dialog.getByText('(already on this list)')).toBeVisible();

    const stranger = await browser.newContext();
    const response = await (await stranger.newPage()).goto(listUrl);
    expect(response?.status()).toBe(404);
    await stranger.close();
  });

  test('share with the designer: a fresh browser sees the list, approves a line and comments; the owner sees both live; revoked, the link is 404', async ({
    page,
    browser,
    unique,
  }) => {
    await signUp(page, unique('decorator'));
    await expect(page).toHaveURL(/\/onboarding\//);
    await page.goto(ITEM);
    const { title } = await addToNewList(page, 'Bar — Ep 301', '1');
    await page.goto('/set-lists');
    await page.getByRole('link', { name: 'Bar — Ep 301' }).click();
    await page.getByRole('button', { name: 'Make a share link' }).click();
    const link = await page.getByLabel('Share link').inputValue();
    expect(link).toMatch(/\/shared\/set-lists\/[A-Za-z0-9_-]{32}$/);

    const designer = await browser.newContext();
    const shared = await designer.newPage();
    const response = await shared.goto(new URL(link).pathname);
    expect(response?.headers()['x-robots-tag'] ?? (await shared.locator('meta[name="robots"]').getAttribute('content'))).toContain('noindex');
    await expect(shared.getByRole('heading', { level: 1, name: 'Bar — Ep 301' })).toBeVisible();
    await shared.getByLabel('Your name').fill('Ada (designer)');
    await shared.getByRole('button', { name: `Approved ${title}` }).click();
    await expect(shared.getByRole('status')).toHaveText('Marked “Approved”.');
    await expect(shared.getByRole('button', { name: `Approved ${title}` })).toHaveAttribute('aria-pressed', 'true');
    await shared.getByLabel('Your comment').fill('<b>Love</b> the booth.');
    await shared.getByRole('button', { name: 'Post comment' }).click();
    await expect(shared.getByRole('status')).toHaveText('Thank you. Your comment is with the set decorator.');

    // The owner's open page follows through the live profile, and the comment is text, not HTML.
    await expect(page.getByText('Approved by Ada (designer)')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('<b>Love</b> the booth.')).toBeVisible({ timeout: 15_000 });

    await page.getByRole('button', { name: 'Turn off the link' }).click();
    await expect(page.getByRole('button', { name: 'Make a share link' })).toBeVisible();
    expect((await shared.goto(new URL(link).pathname))?.status()).toBe(404);
    await designer.close();
  });

  test('print: the print view renders to PDF with the list’s name, production, props, SKUs and quantities', async ({ page }) => {
    await page.goto(ITEM);
    const sku = (await page.getByRole('definition').first().innerText()).trim();
    const { title } = await addToNewList(page, 'Lobby — Ep 401', '1');
    await page.goto('/set-lists');
    await page.getByRole('link', { name: 'Lobby — Ep 401' }).click();
    await page.getByLabel('Production', { exact: true }).fill('Night Shift');
    await page.getByRole('button', { name: 'Save list' }).click();
    await expect(page.getByText('Night Shift')).toBeVisible();
    await page.getByRole('link', { name: 'Print' }).click();
    await expect(page).toHaveURL(/\/print$/);
    await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
    const text = await pdfText(await page.pdf({ format: 'Letter' }));
    expect(text).toContain('Lobby — Ep 401');
    expect(text).toContain('Production: Night Shift');
    expect(text).toContain(title);
    expect(text).toContain(sku);
    expect(text).toContain('1 prop, 1 unit.');
    // The site's header and footer are not printed.
    expect(text).not.toContain('Skip to content');
    expect(text).not.toContain('How it Works');
    expect(text).not.toContain('Print or save as PDF');
  });
});

test.describe('issue 11 §2: set lists without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('"Add to set list" opens the chooser’s page, whose form makes the list and lands back on the prop', async ({ page }) => {
    await page.goto(ITEM);
    const title = await itemTitle(page);
    await page.getByRole('group', { name: 'Keep this prop' }).getByRole('button', { name: 'Add to set list' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Add “${title}” to a set list` })).toBeVisible();
    await page.getByLabel('Name of the new set list').fill('Garage — Ep 501');
    await page.getByRole('button', { name: 'Add to set list' }).click();
    await expect(page).toHaveURL(new RegExp(`${ITEM}$`));
    await page.goto('/set-lists');
    await expect(page.getByRole('link', { name: 'Garage — Ep 501' })).toBeVisible();
  });
});
