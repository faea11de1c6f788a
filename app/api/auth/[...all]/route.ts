import { authRequestHandler } from '@/lib/identity/auth-handler';
import { getAuth } from '@/lib/identity/get-auth';

/**
 * better-auth's HTTP API (sign-in, sign-up, second factor, sessions, JWT, admin). Every browser
 * identity flow goes through here, so better-auth's origin, CSRF and rate-limit checks apply.
 */
async function handle(request: Request): Promise<Response> {
  return authRequestHandler(await getAuth())(request);
}

export const GET = handle;
export const POST = handle;
