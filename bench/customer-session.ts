import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { encodeCaptchaPayload, type CaptchaPayload } from '@/lib/captcha/captcha-payload';
import { CAPTCHA_HEADER } from '@/lib/identity/auth-plugins';

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');

/**
 * A customer signed up through the running server, as the sign-up page does it: the bot check's
 * challenge solved, the account made, and the tab's start-up (POST /api/me) creating their record.
 */
export async function customerSession(baseUrl: string): Promise<{ cookie: string }> {
  const challenge = (await (await fetch(`${baseUrl}/api/captcha`)).json()) as Parameters<typeof solveChallenge>[0]['challenge'];
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 120_000 });
  if (!solution) throw new Error('the sign-up challenge was not solved');
  const captcha = encodeCaptchaPayload({ challenge: { parameters: challenge.parameters, signature: challenge.signature ?? '' }, solution } as CaptchaPayload);
  const email = `bench-${Date.now()}@crew.example`;
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin: baseUrl, 'content-type': 'application/json', [CAPTCHA_HEADER]: captcha },
    body: JSON.stringify({ email, password: 'a bench crew password', name: 'bench' }),
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const cookie = cookieOf(signUp);
  const startUp = await fetch(`${baseUrl}/api/me`, { method: 'POST', headers: { origin: baseUrl, cookie } });
  const state = (await startUp.json()) as { event: { outcome: string } };
  if (state.event.outcome !== 'authenticated') throw new Error(`the customer's start-up answered ${state.event.outcome}`);
  return { cookie };
}
