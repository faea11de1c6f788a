import 'server-only';
import { z } from 'zod';
import { MAX_CAPTCHA_PAYLOAD_LENGTH } from '@/lib/captcha/captcha-payload';
import { env } from '@/lib/env/env';
import { fail, type Result } from '@/lib/errors/app-error';
import { displayNameFromEmail } from '@/lib/vendor-users/sign-up-fields';
import { PASSWORD_MAX_LENGTH } from '@/lib/identity/auth/auth';
import { currentSession, type AuthExchange } from '@/lib/identity/auth/auth-exchange';
import { CAPTCHA_HEADER, isCommonPassword } from '@/lib/identity/auth/auth-plugins';
import { authUserFrom, type AuthUser, type ProviderUser } from '@/lib/identity/status/auth-status';
import { ERROR_MESSAGES, mapAuthError, type AuthOperation } from '@/lib/identity/auth/errors';
import { withVendorUser, type SignedIn, type SignInContext } from './sign-in';

/** Where an emailed link lands after better-auth has checked it: the page says whether it worked (spec §8). */
export const EMAIL_LINK_PAGE = '/auth/email-link';

/** A new password (sign-up, change of password): the tenant's minimum length, and not one of the most common. */
export const newPasswordSchema = () =>
  z
    .string()
    .min(env().PASSWORD_MIN_LENGTH, `Use at least ${env().PASSWORD_MIN_LENGTH} characters.`)
    .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`)
    .refine((password) => !isCommonPassword(password), ERROR_MESSAGES.commonPassword);

/**
 * Sign-up credentials (spec §5, §7). The email keeps its case as typed: the account stores it
 * lowercased, and the display name (spec §3) keeps the case the person gave it.
 */
export const signUpSchema = () =>
  z.object({
    email: z.string().trim().pipe(z.email('Enter your email address.')),
    password: newPasswordSchema(),
  });
export type SignUpInput = z.infer<ReturnType<typeof signUpSchema>>;

/** The sign-up page's form: the credentials and the ALTCHA solution (spec §5: "recaptcha not loaded" without one). */
export const signUpFormSchema = () =>
  signUpSchema().extend({
    captcha: z
      .string({ error: ERROR_MESSAGES.captchaMissing })
      .min(1, ERROR_MESSAGES.captchaMissing)
      .max(MAX_CAPTCHA_PAYLOAD_LENGTH, ERROR_MESSAGES.captchaMissing),
  });
export type SignUpFormInput = z.infer<ReturnType<typeof signUpFormSchema>>;

async function createAccount(exchange: AuthExchange, input: SignUpInput, captcha: string, operation: AuthOperation): Promise<Result<AuthUser>> {
  const email = input.email.toLowerCase();
  // better-auth requires a name; the vendor user's displayName rule (spec §3) gives a sensible one.
  const name = displayNameFromEmail(input.email) || email;
  const response = await exchange.call<{ user: ProviderUser }>(
    'POST',
    '/sign-up/email',
    { email, password: input.password, name, callbackURL: EMAIL_LINK_PAGE },
    { [CAPTCHA_HEADER]: captcha },
  );
  return response.ok
    ? { ok: true, data: authUserFrom(response.data.user) }
    : { ok: false, error: mapAuthError(response.error, { operation }, response.retryAfterSeconds) };
}

/**
 * Spec §7 "Create a user with email and password" (sign-up). From an anonymous session it also links.
 * `captcha` is the ALTCHA payload that better-auth's sign-up checks and spends (auth-plugins.ts).
 */
export async function createUser(exchange: AuthExchange, input: SignUpInput, captcha: string): Promise<Result<AuthUser>> {
  return createAccount(exchange, input, captcha, 'signUp');
}

/**
 * Spec §6, §7 "Link an anonymous user to an email credential": sign-up from the anonymous session;
 * better-auth's anonymous plugin hands what the anonymous user owned to the new account
 * (onAnonymousLinked) and deletes the anonymous user.
 */
export async function linkAnonymousToEmail(exchange: AuthExchange, input: SignUpInput, captcha: string): Promise<Result<AuthUser>> {
  const current = await currentSession(exchange);
  if (!current?.user.isAnonymous) return fail('conflict', 'There is no anonymous session to link.', { reason: 'NOT_ANONYMOUS' });
  return createAccount(exchange, input, captcha, 'linkAnonymous');
}

/**
 * Sign-up as the page runs it (spec §7): the form was checked at the edge, so a typo does not spend
 * the bot check; a signed-in account is refused; then the account is created (linking a guest
 * session, if any), which verifies and spends the ALTCHA solution, and its vendor user record is
 * made with the spent payload as captcha token.
 */
export async function signUpWithCaptcha(exchange: AuthExchange, input: SignUpFormInput, context: SignInContext): Promise<Result<SignedIn>> {
  const before = await currentSession(exchange);
  if (before && !before.user.isAnonymous)
    return fail('conflict', 'You are already logged in. Log out first to create another account.', { reason: 'ALREADY_SIGNED_IN' });
  const created = await createUser(exchange, input, input.captcha);
  if (!created.ok) return created;
  const priorStatus = before?.user.isAnonymous ? 'wasAnonymous' : 'wasNotAuthenticated';
  return withVendorUser(exchange, created.data, { priorStatus, captchaToken: input.captcha, typedEmail: input.email }, context);
}
