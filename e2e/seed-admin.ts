// Run by playwright.config.ts before the browser tests' server starts, on its fresh embedded
// database: an admin account (for the impersonation tests) made as a real sign-up would make it,
// then given the role as `npm run admin:grant` would. The server is not running yet, so this
// process may open the database folder.
import { openDatabase } from '@/lib/db/open';
import { env } from '@/lib/env';
import { authSecret, createAuth } from '@/lib/identity/auth';
import { grantRole } from '@/lib/identity/roles';
import { CAPTCHA_HEADER } from '@/lib/identity/auth-plugins';
import { siteUrl } from '@/lib/site/url';
import { tenant } from '@/lib/tenant';
import { recordLogIn } from '@/lib/vendor-users/repository';
import { solvedSignUpCaptcha } from '@/test/captcha';
import { E2E_ADMIN } from './admin-account';

const settings = env();
const handle = await openDatabase({ dataDir: settings.PGLITE_DATA_DIR });
const auth = createAuth(handle.db, {
  secret: await authSecret(handle.db, settings.BETTER_AUTH_SECRET),
  emailEnumerationProtection: tenant.emailEnumerationProtection,
  passwordMinLength: settings.PASSWORD_MIN_LENGTH,
  appName: tenant.appTitle,
  baseURL: siteUrl().origin,
  linkBase: siteUrl().origin,
});
// Sign-up solves the bot check like everyone else (lib/identity/auth-plugins.ts).
const captcha = await solvedSignUpCaptcha(handle.db);
const { user } = await auth.api.signUpEmail({
  body: { email: E2E_ADMIN.email, password: E2E_ADMIN.password, name: 'propsadmin' },
  headers: new Headers({ [CAPTCHA_HEADER]: captcha }),
});
await grantRole(handle.db, E2E_ADMIN.email, 'admin');
// The record the sign-up page would have created.
await recordLogIn(handle.db, {
  vendorId: tenant.vendor.id,
  vendorName: tenant.vendor.name,
  uid: user.id,
  email: E2E_ADMIN.email,
  captchaToken: captcha,
  priorStatus: 'wasNotAuthenticated',
  now: Date.now(),
});
await handle.close();
console.log(`Seeded the browser tests' admin ${E2E_ADMIN.email}.`);
