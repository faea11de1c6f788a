import { createHash } from 'node:crypto';
import { test, expect } from './fixtures';
import { E2E_STAFF } from './admin-account';
import { logIn } from './auth-fixtures';
import { hydrated } from './hydrated';

test('spec §1 hosting: a render of a personal page carries a nonce-based Content-Security-Policy, nosniff and a Referrer-Policy', async ({ page }) => {
  // A personal page is rendered for each request (issue 29: the shared pages come from the cache).
  const response = await page.goto('/favourites');
  expect(response?.status()).toBe(200);
  const headers = response!.headers();
  expect(headers['x-page-cache']).toBeUndefined();

  const csp = headers['content-security-policy'] ?? '';
  const nonce = /script-src [^;]*'nonce-([A-Za-z0-9+/=_-]+)'/.exec(csp)?.[1];
  expect(nonce, `a script nonce in: ${csp}`).toBeTruthy();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBeTruthy();

  // A fresh nonce for every response.
  const again = await page.request.get('/favourites');
  expect(again.headers()['content-security-policy']).not.toContain(`'nonce-${nonce}'`);

  // The page's own scripts carry this response's nonce (browsers hide the attribute, not the property).
  const scriptNonces = await page.evaluate(() =>
    Array.from(document.scripts)
      .filter((script) => !script.type || script.type === 'text/javascript' || script.type === 'module')
      .map((script) => script.nonce),
  );
  expect(scriptNonces.length).toBeGreaterThan(0);
  expect(new Set(scriptNonces)).toEqual(new Set([nonce]));
});

test('issue 14 §1: a cached page allows exactly its own inline scripts, by hash, with no nonce and no unsafe-inline', async ({ page }) => {
  await page.goto('/catalog');
  const response = await page.goto('/catalog');
  expect(response?.headers()['x-page-cache']).toBe('hit');
  const csp = response!.headers()['content-security-policy'] ?? '';
  const scriptSrc = (/script-src ([^;]*)/.exec(csp)?.[1] ?? '').split(' ');
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc.filter((source) => /nonce|unsafe-inline|strict-dynamic/.test(source))).toEqual([]);

  const inline = await page.evaluate(() =>
    Array.from(document.scripts)
      .filter((script) => !script.src && (!script.type || script.type === 'text/javascript' || script.type === 'module'))
      .map((script) => script.textContent ?? ''),
  );
  expect(inline.length).toBeGreaterThan(0);
  const hashes = inline.map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  expect(new Set(scriptSrc.filter((source) => source.startsWith("'sha256-")))).toEqual(new Set(hashes));
});

test('spec §1 hosting: the home, catalogue, item and contact pages, a heart, the Menu and the maps layer cause no CSP violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    // The aborted map embed logs a network error (net::ERR_BLOCKED_BY_CLIENT), which is no violation.
    if (/Content Security Policy|Refused to/i.test(text)) violations.push(text);
  });
  // Belt and braces: the browser's own violation event, reported through the console.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });

  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  // The hearts on the catalogue and an item page, tapped (issue 11): their bundle carries no zod, whose JIT would trip script-src.
  await page.goto('/catalog');
  await (await hydrated(page.getByRole('article').first().getByRole('button', { name: 'Add to favourites' }))).click();
  await expect(page.getByRole('article').first().getByRole('button', { name: 'Remove from favourites' })).not.toHaveAttribute('aria-busy', 'true');
  await page.goto('/items/prop-000052');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/contact-us');
  // The embed's request is only made if the policy lets the frame load (the offline fixture then aborts it).
  const embedRequested = page.waitForEvent('request', (request) => request.url().startsWith('https://www.openstreetmap.org/export/embed.html'));
  await page.getByRole('button', { name: 'Show on map' }).click();
  await expect(page.getByRole('dialog', { name: /Cahuenga Prop House/ })).toBeVisible();
  await embedRequested;
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  expect(violations).toEqual([]);
});

test("issue 36 §4.9: no page needs 'unsafe-inline' for its styles: none is refused, on a render or from the cache, and no element has a style attribute", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI} ${event.sample}`);
    });
  });
  const visit = async (path: string) => {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const policy = response!.headers()['content-security-policy'] ?? '';
    expect(policy, path).not.toContain('unsafe-inline');
    // As the server sent it, before any script ran: no style attribute for the policy to refuse.
    expect((await response!.text()).match(/<[a-z][^>]*\sstyle=/gi) ?? [], path).toEqual([]);
  };

  // Rendered for this visit (the nonce), then from the cache (the hashes), and personal pages.
  for (const path of ['/', '/catalog', '/catalog', '/categories', '/items/prop-000052', '/contact-us', '/favourites', '/auth/login']) await visit(path);
  // The filters with their colour swatches, opened.
  await page.goto('/catalog?Color=Red');
  await expect(page.getByRole('article').first()).toBeVisible();
  // The sign-up page's bot check, whose widget brings its own styles.
  await visit('/auth/signup');
  await expect(page.locator('altcha-widget')).toBeVisible();
  await expect(page.locator('altcha-widget input[type="checkbox"]')).toBeVisible();

  // The staff's calendar: its bars, days and shading are drawn by class.
  await logIn(page, E2E_STAFF.email, E2E_STAFF.password, `/auth/login?redirectTo=${encodeURIComponent('/staff/calendar')}`);
  await expect(page.getByRole('heading', { name: 'Holds calendar', level: 1 })).toBeVisible();
  for (const path of ['/staff/calendar', '/staff/calendar/prop-000001', '/staff']) await visit(path);

  expect(violations).toEqual([]);
});
