import { EMAIL_LINK_PAGE } from '@/lib/identity/sign-up';
import { authRequestHandler } from '@/lib/identity/auth/auth-exchange';
import { getAuth } from '@/lib/identity/auth/auth';

/**
 * better-auth's HTTP API (sign-in, sign-up, second factor, sessions, JWT, admin). Every browser
 * identity flow goes through here, so better-auth's origin, CSRF and rate-limit checks apply.
 */
async function handle(request: Request): Promise<Response> {
  const response = await authRequestHandler(await getAuth())(request);
  // A person opened an emailed link that better-auth refused without sending them anywhere (no or a
  // foreign callbackURL): show them the page that says so, not a JSON error (spec §8).
  if (new URL(request.url).pathname === '/api/auth/verify-email' && response.status >= 400) {
    return new Response(null, { status: 303, headers: { Location: `${EMAIL_LINK_PAGE}?error=invalid_token` } });
  }
  return response;
}

export const GET = handle;
export const POST = handle;
