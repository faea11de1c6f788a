import 'server-only';
import { z } from 'zod';
import { phoneNumberSchema } from '@/lib/notifications/sms';
import type { AuthExchange } from './auth-exchange';
import { mapAuthError } from './errors';
import { invalidInput, type AuthActionResult } from './sign-in';

/**
 * The account page's SMS second factor: a phone is enrolled only after it has been proved by a code
 * sent to it, and turning the factor on or off asks for the password (better-auth's rule), so a
 * session left open on a shared computer cannot change it.
 */

const phoneSchema = z.object({ phoneNumber: phoneNumberSchema });
const enrolSchema = z.object({
  phoneNumber: phoneNumberSchema,
  code: z.string().trim().regex(/^\d{6}$/, 'Enter the 6-digit code.'),
  password: z.string().min(1, 'Enter your password.').max(1024),
});
const passwordSchema = z.object({ password: z.string().min(1, 'Enter your password.').max(1024) });

/** Step 1: text a code to the phone to be enrolled. */
export async function sendPhoneVerificationCode(exchange: AuthExchange, input: unknown): Promise<AuthActionResult> {
  const parsed = phoneSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error);
  const response = await exchange.call('POST', '/phone-number/send-otp', parsed.data);
  return response.ok ? { ok: true, data: null } : { ok: false, error: mapAuthError(response.error, { operation: 'secondFactor' }) };
}

/** Step 2: the code proves the phone; it becomes the account's phone and the SMS second factor is on. */
export async function enrolPhoneSecondFactor(exchange: AuthExchange, input: unknown): Promise<AuthActionResult> {
  const parsed = enrolSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error);
  const { phoneNumber, code, password } = parsed.data;
  const verified = await exchange.call('POST', '/phone-number/verify', { phoneNumber, code, updatePhoneNumber: true });
  if (!verified.ok) return { ok: false, error: mapAuthError(verified.error, { operation: 'secondFactor' }) };
  const enabled = await exchange.call('POST', '/two-factor/enable', { password, method: 'otp' });
  return enabled.ok ? { ok: true, data: null } : { ok: false, error: mapAuthError(enabled.error, { operation: 'changePassword' }) };
}

/** Turns the second factor off (and forgets TOTP and backup codes). */
export async function turnOffSecondFactor(exchange: AuthExchange, input: unknown): Promise<AuthActionResult> {
  const parsed = passwordSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error);
  const response = await exchange.call('POST', '/two-factor/disable', parsed.data);
  return response.ok ? { ok: true, data: null } : { ok: false, error: mapAuthError(response.error, { operation: 'changePassword' }) };
}
