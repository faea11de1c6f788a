import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { tenant } from './tenant';

// Spec §2 "Every page provides two modal layers": the second one shows maps. The embed's request
// leaves this machine, so the offline fixture aborts it; the iframe element is what is checked.
const { vendor } = tenant;

// An iframe has no ARIA role; CSS is the only way to count every one on the page.
const iframes = (page: Page) => page.locator('iframe');

test.beforeEach(async ({ page }) => {
  await page.goto('/contact-us');
});

test('spec §2 maps layer: "Show on map" opens a dialog with the vendor, address, embedded map and maps link; Escape closes it', async ({ page }) => {
  await expect(iframes(page)).toHaveCount(0);
  const opener = page.getByRole('button', { name: 'Show on map' });
  await opener.click();

  const layer = page.getByRole('dialog', { name: new RegExp(vendor.displayName) });
  await expect(layer).toBeVisible();
  await expect(layer).toContainText(vendor.displayName);
  await expect(layer).toContainText(vendor.address.line1);
  await expect(layer).toContainText(`${vendor.address.city}, ${vendor.address.state} ${vendor.address.zip}`);

  const map = layer.getByTitle(`Map showing ${vendor.displayName}`);
  await expect(map).toBeVisible();
  await expect(map).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);

  await expect(layer.getByRole('link', { name: /^Open in maps/ })).toHaveAttribute('href', vendor.mapsUrl);

  await page.keyboard.press('Escape');
  await expect(layer).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(iframes(page)).toHaveCount(0);
});

test('spec §2 maps layer: opens with Enter on the focused button and closes with Escape', async ({ page }) => {
  const opener = page.getByRole('button', { name: 'Show on map' });
  await opener.focus();
  await page.keyboard.press('Enter');

  const layer = page.getByRole('dialog', { name: new RegExp(vendor.displayName) });
  await expect(layer).toBeVisible();
  await expect(layer.getByTitle(`Map showing ${vendor.displayName}`)).toBeAttached();
  // Keyboard focus is inside the layer, not left behind on the page.
  await expect(opener).not.toBeFocused();

  await page.keyboard.press('Escape');
  await expect(layer).toBeHidden();
  await expect(opener).toBeFocused();
});
