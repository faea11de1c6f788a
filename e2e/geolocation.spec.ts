import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { tenant } from './tenant';

// Spec §7 "Geolocation" and §9: the contact page says how far the prop house is from the customer.
// The browser tests' server has no IP service configured (GEOLOCATION_API_HOST unset).
const { vendor } = tenant;

const pasadena = { latitude: 34.1478, longitude: -118.1445, city: 'Pasadena', region: 'California', regionCode: 'CA', postalCode: '91101', country: 'US' };
const burbank = { city: 'Burbank', region: 'California', regionCode: 'CA', postalCode: '91502', country: 'US', lat: 34.1808, lng: -118.309 };

const distance = (page: Page) => page.getByRole('status', { name: `Distance to ${vendor.displayName}` });

/** Every call the page makes to our geolocation endpoint. */
function lookUps(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/geolocation') urls.push(request.url());
  });
  return urls;
}

test('§7 with a geoloc cookie, the contact page shows the distance from it, and asks no service', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'geoloc', value: encodeURIComponent(JSON.stringify(pasadena)), url: baseURL ?? '' }]);
  const calls = lookUps(page);
  await page.goto('/contact-us');
  // Pasadena to Sun Valley, great-circle: 22.2 km, 13.8 miles.
  await expect(distance(page)).toHaveText('14 mi away');
  expect(calls).toEqual([]);
});

test('§7 with no cookie, no cache and no service, the default location is used, marked, and not cached', async ({ page }) => {
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/geolocation');
  await page.goto('/contact-us');
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ source: 'default', reason: 'not-configured', location: { lat: 34.0928, lng: -118.3287 } });
  // Hollywood (lat 34.0928, lng -118.3287) to Sun Valley: 14.4 km, 8.9 miles.
  await expect(distance(page)).toHaveText('9 mi away from Hollywood, CA');
  expect(await page.evaluate(() => window.localStorage.getItem('geoLocation'))).toBeNull();
});

test('§9 a location cached in local storage is used while fresh, and a stale one is not', async ({ page }) => {
  const calls = lookUps(page);
  await page.addInitScript((cached) => {
    // Only before the first page load of the test: the second load must see what the page left.
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('geoLocation', JSON.stringify({ ...cached, expires: Date.now() + 60 * 60 * 1000 }));
    }
  }, burbank);
  await page.goto('/contact-us');
  // Burbank to Sun Valley: 7.0 km, 4.3 miles.
  await expect(distance(page)).toHaveText('4 mi away');
  expect(calls).toEqual([]);

  await page.evaluate((cached) => localStorage.setItem('geoLocation', JSON.stringify({ ...cached, expires: Date.now() - 1 })), burbank);
  await page.reload();
  await expect(distance(page)).toHaveText('9 mi away from Hollywood, CA');
  expect(calls).toHaveLength(1);
});

test('§7 a malformed geoloc cookie is skipped, not fatal', async ({ page, context, baseURL }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await context.addCookies([{ name: 'geoloc', value: encodeURIComponent('{"latitude": "north"'), url: baseURL ?? '' }]);
  await page.goto('/contact-us');
  await expect(distance(page)).toHaveText('9 mi away from Hollywood, CA');
  expect(errors).toEqual([]);
});

test('§2 the maps layer opens and closes by keyboard: Tab to "Show on map", Enter, Tab inside, Escape back', async ({ page }) => {
  await page.goto('/contact-us');
  const opener = page.getByRole('button', { name: 'Show on map' });
  // Tab from the top of the page until the opener has focus: the keyboard path in.
  for (let presses = 0; presses < 40 && !(await opener.evaluate((element) => element === document.activeElement)); presses++) {
    await page.keyboard.press('Tab');
  }
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');

  const layer = page.getByRole('dialog', { name: `Map: ${vendor.displayName}` });
  await expect(layer).toBeVisible();
  await expect(layer).toContainText(vendor.address.line1);
  const mapsLink = layer.getByRole('link', { name: /^Open in maps/ });
  await expect(mapsLink).toHaveAttribute('href', vendor.mapsUrl);
  await expect(layer.getByTitle(`Map showing ${vendor.displayName}`)).toBeAttached();

  // Focus moved into the layer, and Tab reaches the maps link without leaving it.
  await expect(layer.getByRole('button', { name: 'Close' })).toBeFocused();
  for (let presses = 0; presses < 5 && !(await mapsLink.evaluate((element) => element === document.activeElement)); presses++) {
    await page.keyboard.press('Tab');
  }
  await expect(mapsLink).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(layer).toBeHidden();
  await expect(opener).toBeFocused();
});

test('§2 the maps layer loads its map code only when it opens', async ({ page }) => {
  // The map code is what renders the maps link; its text marks the script that holds it.
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  const holdingMapCode = async () => (await Promise.all(scripts)).filter((source) => source.includes('Open in maps')).length;

  await page.goto('/contact-us');
  await page.waitForLoadState('networkidle');
  expect(scripts.length, 'the page loaded its scripts').toBeGreaterThan(0);
  expect(await holdingMapCode(), 'map code loaded before the layer opened').toBe(0);

  await page.getByRole('button', { name: 'Show on map' }).click();
  await expect(page.getByRole('dialog', { name: `Map: ${vendor.displayName}` }).getByRole('link', { name: /^Open in maps/ })).toBeVisible();
  expect(await holdingMapCode(), 'map code loaded when the layer opened').toBe(1);
});
