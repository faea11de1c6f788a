import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

// /dev/ui-kit is the component gallery, served because the test server runs with UI_KIT=true.
test.beforeEach(async ({ page }) => {
  await page.goto('/dev/ui-kit');
});

const outcomes = (page: Page) => page.getByRole('list', { name: 'Outcomes' }).getByRole('listitem');

/** Opens the dialog with its defaults; Confirm has the focus, as it must on every opening. */
async function askWithDefaults(page: Page) {
  const opener = page.getByRole('button', { name: 'Ask with the defaults' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeFocused();
  return { opener, dialog };
}

test('spec §1 confirm dialog: the defaults are "Are you sure?", "Confirm Message", Cancel and Confirm, with focus on Confirm; Enter confirms', async ({
  page,
}) => {
  const { opener, dialog } = await askWithDefaults(page);
  await expect(dialog).toHaveAccessibleDescription('Confirm Message');
  await expect(dialog.getByText('Confirm Message')).toBeVisible();
  await expect(dialog.getByRole('button')).toHaveText(['Cancel', 'Confirm']);

  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(outcomes(page)).toHaveText(['default: confirmed']);
  await expect(opener).toBeFocused();
});

test('spec §1 confirm dialog: Escape cancels and focus returns to the button that opened it', async ({ page }) => {
  const { opener, dialog } = await askWithDefaults(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(outcomes(page)).toHaveText(['default: canceled']);
  await expect(opener).toBeFocused();
});

test('spec §1 confirm dialog: clicking Cancel resolves "canceled"', async ({ page }) => {
  const { dialog } = await askWithDefaults(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(outcomes(page)).toHaveText(['default: canceled']);
});

test('spec §1 confirm dialog: the third choice button resolves "alt"', async ({ page }) => {
  const opener = page.getByRole('button', { name: 'Ask with a third choice' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Release this hold?' });
  await expect(dialog.getByRole('button')).toHaveText(['Cancel', 'Extend a week', 'Release']);
  await expect(dialog.getByRole('button', { name: 'Release' })).toBeFocused();

  await dialog.getByRole('button', { name: 'Extend a week' }).click();
  await expect(dialog).toBeHidden();
  await expect(outcomes(page)).toHaveText(['with alt: alt']);
  await expect(opener).toBeFocused();
});

test('spec §1 confirm dialog: Enter on a focused Cancel presses Cancel (docs/decisions/0005), not Confirm', async ({ page }) => {
  const { dialog } = await askWithDefaults(page);

  // Cancel comes before Confirm, so one step back with the keyboard reaches it.
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(outcomes(page)).toHaveText(['default: canceled']);
});

test('spec §1 confirm dialog: only one may be open at a time; a second request is canceled at once', async ({ page }) => {
  await page.getByRole('button', { name: 'Ask twice at once' }).click();

  await expect(page.getByRole('dialog')).toHaveCount(1);
  const dialog = page.getByRole('dialog', { name: 'First question' });
  await expect(dialog).toBeVisible();
  await expect(outcomes(page)).toHaveText(['second: canceled']);

  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(outcomes(page)).toHaveText(['second: canceled', 'first: confirmed']);
});

test('spec §9 confirm dialog width: between 280 and 420 px at 1280 px and at 375 px wide viewports', async ({ page }) => {
  const opener = page.getByRole('button', { name: 'Ask with the defaults' });
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await opener.click();
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box, `dialog box at ${width}px`).not.toBeNull();
    expect(box!.width, `dialog width at ${width}px`).toBeGreaterThanOrEqual(280);
    expect(box!.width, `dialog width at ${width}px`).toBeLessThanOrEqual(420);
    // Never wider than the screen either.
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});
