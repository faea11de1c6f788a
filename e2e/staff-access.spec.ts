import type { Page } from '@playwright/test';
import { E2E_ADMIN, E2E_STAFF } from './admin-account';
import { expect, logIn, signUp, test } from './auth-fixtures';

// A sign-up solves the real proof of work and log-ins hash at full strength (decision 66).
test.describe.configure({ timeout: 150_000 });

/** Every page of the staff area, and who may open it. */
const ROUTES: [path: string, who: 'staff' | 'admin', marker: string][] = [
  ['/staff', 'staff', 'Today'],
  ['/staff/holds', 'staff', 'Hold requests'],
  ['/staff/approvals', 'staff', 'Customers awaiting approval'],
  ['/staff/inbox', 'staff', 'Contact inbox'],
  ['/staff/check-in', 'staff', 'Check out and check in'],
  ['/staff/users', 'admin', 'Customers'],
];

/** Logged in, and landed on the staff page the log-in came back to. */
async function signedInAs(page: Page, account: { email: string; password: string }) {
  await logIn(page, account.email, account.password, '/auth/login?redirectTo=%2Fstaff');
  await expect(page).toHaveURL(/\/staff$/);
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
  ['customer', async (page, unique) => signUp(page, unique('matrix')), 0],
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
        const response = await page.goto(path);
        expect(response?.status(), `${role} on ${path}`).toBe(allowed ? 200 : 404);
        const heading = page.getByRole('main').getByRole('heading', { name: marker, exact: true });
        await expect(heading).toHaveCount(allowed ? 1 : 0);
      }
    });
  }
});
