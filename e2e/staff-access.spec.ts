import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { E2E_ADMIN, E2E_CUSTOMER, E2E_STAFF } from './admin-account';
import { accountNav, expect, logIn, test } from './auth-fixtures';

// A sign-up solves the real proof of work and log-ins hash at full strength (decision 66).
test.describe.configure({ timeout: 150_000 });

/** Every page of the staff area, and who may open it. */
const ROUTES: [path: string, who: 'staff' | 'admin', marker: string][] = [
  ['/staff', 'staff', 'Today'],
  ['/staff/holds', 'staff', 'Hold requests'],
  ['/staff/approvals', 'staff', 'Customers awaiting approval'],
  ['/staff/inbox', 'staff', 'Contact inbox'],
  ['/staff/check-in', 'staff', 'Check out and check in'],
  ['/staff/customers', 'staff', 'Customers'],
  ['/staff/calendar', 'staff', 'Holds calendar'],
  ['/staff/labels', 'staff', 'Print labels'],
  ['/staff/reports', 'staff', 'Reports'],
  ['/staff/users', 'admin', 'Accounts'],
  ['/staff/items/prop-000001/photos', 'staff', 'Photos'],
  ['/staff/items', 'staff', 'Items'],
  ['/staff/items/new', 'staff', 'Add an item'],
  ['/staff/items/prop-000001', 'staff', 'Edit item'],
  ['/staff/categories', 'staff', 'Categories'],
  ['/staff/synonyms', 'staff', 'Synonyms'],
  ['/staff/items/import', 'staff', 'Import the catalogue from CSV'],
];

/** Staff addresses that answer a download or JSON, not a page: outsiders get a 404 there too. */
const DOWNLOADS: [path: string, who: 'staff' | 'admin'][] = [
  ['/staff/items/export.csv', 'staff'],
  ['/staff/items/import/no-such-import/progress', 'staff'],
];

/** Logged in, and landed on the staff page the log-in came back to. */
async function signedInAs(page: Page, account: { email: string; password: string }) {
  await logIn(page, account.email, account.password, '/auth/login?redirectTo=%2Fstaff');
  // A log-in hashes at full strength: on a busy machine it takes its time.
  await expect(page).toHaveURL(/\/staff$/, { timeout: 30_000 });
}

const ROLES: [role: string, becomes: (page: Page, unique: (label: string) => string) => Promise<void>, level: 0 | 1 | 2][] = [
  ['anonymous', async () => {}, 0],
  [
    'guest',
    async (page) => {
      await page.goto('/auth/login');
      await page.getByRole('button', { name: 'Continue as a guest' }).click();
      await expect(page).toHaveURL(/\/$/);
    },
    0,
  ],
  [
    'customer',
    async (page) => {
      await logIn(page, E2E_CUSTOMER.email, E2E_CUSTOMER.password);
      await expect(accountNav(page).getByRole('link', { name: 'Account' })).toBeVisible({ timeout: 30_000 });
    },
    0,
  ],
  ['staff', async (page) => signedInAs(page, E2E_STAFF), 1],
  ['admin', async (page) => signedInAs(page, E2E_ADMIN), 2],
];

test.describe('issue 13 §10: who gets into the staff area', () => {
  for (const [role, becomes, level] of ROLES) {
    test(`as ${role}: ${level === 0 ? 'a 404 on every staff page, with nothing of it shown' : level === 1 ? 'every staff page but user administration' : 'every staff page'}`, async ({
      page,
      unique,
    }) => {
      await becomes(page, unique);
      for (const [path, who, marker] of ROUTES) {
        const allowed = level === 2 || (level === 1 && who === 'staff');
        if (!allowed) {
          // Refused pages are read as the server sends them, with the role's cookies: quicker than
          // drawing each 404 in the browser, and it shows nothing of the page is even sent.
          const response = await page.request.get(path);
          expect(response.status(), `${role} on ${path}`).toBe(404);
          expect(await response.text(), `${role} on ${path}`).not.toMatch(new RegExp(`<h[1-6][^>]*>${marker}</h[1-6]>`));
          continue;
        }
        const response = await page.goto(path);
        expect(response?.status(), `${role} on ${path}`).toBe(200);
        await expect(page.getByRole('main').getByRole('heading', { name: marker, exact: true })).toHaveCount(1);
      }
      for (const [path, who] of DOWNLOADS) {
        const allowed = level === 2 || (level === 1 && who === 'staff');
        const response = await page.request.get(path);
        // The progress of an import that does not exist is a 404 for staff too; outsiders never learn more.
        expect(response.status(), `${role} on ${path}`).toBe(allowed && !path.includes('no-such') ? 200 : 404);
        if (!allowed) expect(await response.text()).not.toMatch(/SKU,Title|doneRows/);
      }
    });
  }
});

/**
 * Every server action of the staff area, read from Next's own manifest, so a new one is walked
 * without editing this file: each action defined under app/staff, posted to a staff page that uses
 * it, as a form posted without JavaScript. Those of /staff/users are for admins.
 */
const STAFF_ACTIONS = Object.entries(
  JSON.parse(readFileSync('.next/server/server-reference-manifest.json', 'utf8')).node as Record<
    string,
    { workers: Record<string, unknown>; filename: string }
  >,
).flatMap(([id, entry]) => {
  if (!entry.filename.startsWith('app/staff/')) return [];
  const page = Object.keys(entry.workers).find((worker) => worker.startsWith('app/staff/'))!;
  const path = page.replace(/^app/, '').replace(/\/page$/, '');
  return [
    {
      id,
      path: path.replace(/^\/staff\/items\/\[id\]/, '/staff/items/prop-000001').replace('[itemId]', 'prop-000001'),
      who: entry.filename.startsWith('app/staff/users/') ? 'admin' : 'staff',
    },
  ];
});

test.describe('issue 13 §10: who may call the staff area’s actions', () => {
  test('the staff area has actions to walk', () => {
    expect(STAFF_ACTIONS.length).toBeGreaterThan(10);
  });

  for (const [role, becomes, level] of ROLES) {
    test(`as ${role}: ${level === 0 ? 'every staff action answers 404, nothing of the staff area shown' : level === 1 ? 'staff actions run, the admins’ answer 404' : 'every staff action runs'}`, async ({
      page,
      unique,
      baseURL,
    }) => {
      await becomes(page, unique);
      for (const action of STAFF_ACTIONS) {
        const allowed = level === 2 || (level === 1 && action.who === 'staff');
        // A page of one customer's needs a real customer's id; whoever may not call the action gets its 404 first.
        if (allowed && action.path.includes('[')) continue;
        const response = await page.request.post(action.path.replace(/\[[^\]]+\]/g, 'nobody'), {
          headers: { origin: baseURL! },
          multipart: { [`$ACTION_ID_${action.id}`]: '' },
          maxRedirects: 0,
        });
        const answer = `${role} calling ${action.path} ${action.id}`;
        if (allowed) expect.soft(response.status(), answer).not.toBe(404);
        else {
          expect.soft(response.status(), answer).toBe(404);
          expect.soft(await response.text(), answer).not.toMatch(/Check out and check in|Customers awaiting approval|Hold requests/);
        }
      }
    });
  }
});

test.describe('issue 13 §2: megabytes posted to an upload address by anyone but staff', () => {
  for (const [role, becomes] of ROLES.filter(([, , level]) => level === 0)) {
    test(`as ${role}: refused with 404 before the body is read, not passed on to Next.js`, async ({ page, unique, baseURL }) => {
      await becomes(page, unique);
      const response = await page.request.post('/staff/items/prop-000001/photos', {
        headers: { origin: baseURL!, 'next-action': '60aa' },
        multipart: { '0': '[{"seq":0},"$K1"]', '1_photos': { name: 'lamp.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5 * 1024 * 1024) } },
      });
      expect(response.status()).toBe(404);
      // The proxy's own answer: Next.js's would be the 404 page.
      expect(response.headers()['content-type']).toMatch(/^text\/plain/);
      expect(await response.text()).toBe('This page could not be found.');
    });
  }
});
