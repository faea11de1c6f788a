import { openDatabase } from '@/lib/db/open';
import { authSecret, createAuth } from '@/lib/identity/auth/auth';
import { CAPTCHA_HEADER } from '@/lib/identity/auth/auth-plugins';
import { tenant } from '@/lib/tenant';
import { recordLogIn } from '@/lib/identity/log-in-record';
import { solvedSignUpCaptcha } from '@/test/captcha';

const ACCOUNT = { email: 'bench-customer@crew.example', password: 'a bench crew password' };

/**
 * A customer account made in the stopped server's database as the sign-up page makes one (the bot
 * check solved, the account, its vendor user record), as e2e/seed-admin.ts does for the browser tests.
 */
export async function seedCustomer(dataDir: string): Promise<void> {
  const handle = await openDatabase({ dataDir });
  try {
    const auth = createAuth(handle.db, {
      secret: await authSecret(handle.db, undefined),
      emailEnumerationProtection: tenant.emailEnumerationProtection,
      passwordMinLength: 8,
      appName: tenant.appTitle,
      baseURL: 'http://127.0.0.1',
      linkBase: 'http://127.0.0.1',
    });
    const captcha = await solvedSignUpCaptcha(handle.db);
    const { user } = await auth.api.signUpEmail({ body: { ...ACCOUNT, name: 'bench' }, headers: new Headers({ [CAPTCHA_HEADER]: captcha }) });
    await recordLogIn(handle.db, {
      vendorId: tenant.vendor.id,
      vendorName: tenant.vendor.name,
      uid: user.id,
      email: ACCOUNT.email,
      captchaToken: captcha,
      priorStatus: 'wasNotAuthenticated',
      now: Date.now(),
    });
  } finally {
    await handle.close();
  }
}

/** The seeded customer logged in through the running server: their session cookie. */
export async function customerSession(baseUrl: string): Promise<{ cookie: string }> {
  const logIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify(ACCOUNT),
  });
  if (!logIn.ok) throw new Error(`the customer's log-in answered ${logIn.status}: ${await logIn.text()}`);
  const cookie = logIn.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  return { cookie };
}
