// Run by playwright.config.ts before the browser tests' server starts, on its fresh embedded
// database: an admin and a staff account (for the impersonation and staff-area tests) made as a real sign-up would make it,
// then given the role as `npm run admin:grant` would; and a customer for the staff's customer pages. The server is not running yet, so this
// process may open the database folder.
import { openDatabase } from '@/lib/db/open';
import { env } from '@/lib/env/env';
import { authSecret, createAuth } from '@/lib/identity/auth/auth';
import { grantRole } from '@/lib/identity/roles';
import { CAPTCHA_HEADER } from '@/lib/identity/auth/auth-plugins';
import { siteUrl } from '@/lib/site/url';
import { tenant } from '@/lib/tenant';
import { recordLogIn } from '@/lib/identity/log-in-record';
import { solvedSignUpCaptcha } from '@/test/captcha';
import { E2E_ADMIN, E2E_CUSTOMER, E2E_STAFF } from './admin-account';

const settings = env();
// On a PostgreSQL server too, for the spec that starts its own server on one (e2e/database-away.spec.ts).
const handle = await openDatabase(settings.DATABASE_URL ? { url: settings.DATABASE_URL } : { dataDir: settings.PGLITE_DATA_DIR });
const auth = createAuth(handle.db, {
  secret: await authSecret(handle.db, settings.BETTER_AUTH_SECRET),
  emailEnumerationProtection: tenant.emailEnumerationProtection,
  passwordMinLength: settings.PASSWORD_MIN_LENGTH,
  appName: tenant.appTitle,
  baseURL: siteUrl().origin,
  linkBase: siteUrl().origin,
});
/** An account made as a real sign-up makes it, then given its role as `npm run admin:grant` gives it. */
async function seedAccount({ email, password }: { email: string; password: string }, role: 'staff' | 'admin' | null) {
  // Sign-up solves the bot check like everyone else (lib/identity/auth/auth-plugins.ts).
  const captcha = await solvedSignUpCaptcha(handle.db);
  const { user } = await auth.api.signUpEmail({
    body: { email, password, name: email.split('@')[0]!.replace(/\./g, '') },
    headers: new Headers({ [CAPTCHA_HEADER]: captcha }),
  });
  if (role) await grantRole(handle.db, email, role);
  // The record the sign-up page would have created.
  await recordLogIn(handle.db, {
    vendorId: tenant.vendor.id,
    vendorName: tenant.vendor.name,
    uid: user.id,
    email,
    captchaToken: captcha,
    priorStatus: 'wasNotAuthenticated',
    now: Date.now(),
  });
}

await seedAccount(E2E_ADMIN, 'admin');
await seedAccount(E2E_STAFF, 'staff');
await seedAccount(E2E_CUSTOMER, null);
await handle.close();
console.log(`Seeded the browser tests' admin ${E2E_ADMIN.email}, staff member ${E2E_STAFF.email} and customer ${E2E_CUSTOMER.email}.`);
