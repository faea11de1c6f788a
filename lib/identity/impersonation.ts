import 'server-only';
import { z } from 'zod';
import { typedLine } from '@/lib/text/typed-text';
import type { AuthExchange } from './auth-exchange';
import { authUserFrom, type AuthUser, type ProviderUser } from './auth-user';
import { mapAuthError } from './errors';
import { invalidInput, type AuthActionResult } from './sign-in';

/**
 * Spec §6, §7 "Sign in as another user for an operator": better-auth's admin plugin, which allows it
 * to the admin role only and marks the session with impersonatedBy (the page shows the banner from
 * it). Stopping returns to the admin's own session.
 */

const impersonateSchema = z.object({ userId: typedLine('the account').min(1).max(200) });

export async function impersonateUser(exchange: AuthExchange, input: unknown): Promise<AuthActionResult<AuthUser>> {
  const parsed = impersonateSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error);
  const response = await exchange.call<{ user: ProviderUser }>('POST', '/admin/impersonate-user', parsed.data);
  return response.ok ? { ok: true, data: authUserFrom(response.data.user) } : { ok: false, error: mapAuthError(response.error, { operation: 'other' }) };
}

export async function stopImpersonating(exchange: AuthExchange): Promise<AuthActionResult<AuthUser>> {
  const response = await exchange.call<{ user: ProviderUser }>('POST', '/admin/stop-impersonating', {});
  return response.ok ? { ok: true, data: authUserFrom(response.data.user) } : { ok: false, error: mapAuthError(response.error, { operation: 'other' }) };
}
