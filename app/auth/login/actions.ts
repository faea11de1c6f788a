'use server';

import { headers } from 'next/headers';
import { z } from 'zod';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env/env';
import { formAction, type Reply } from '@/lib/entry-points/form-action';
import { codeSentTo, GUEST_START, LOG_IN_START, navigationAfterAuth, type AuthResult, type LogInData } from '@/lib/identity/status/after-auth';
import { requestAuthExchange } from '@/lib/identity/auth/auth-exchange';
import { secondFactorFailure } from '@/lib/identity/auth/errors';
import { codeSchema, credentialsSchema, finishSecondFactor, logInWithEmail, resendSecondFactorCode, signInAnonymously } from '@/lib/identity/sign-in';
import { sameSitePath } from '@/lib/navigation/same-site-path';
import { markScriptless } from './no-script-mark';

/**
 * The log-in page's one form, in two steps (spec §7): email and password, then, for an account
 * with the SMS second factor, the code. Open to anyone: better-auth checks the credentials, its
 * rate limits apply (the calls go through its HTTP handler), and the code step needs the pending
 * sign-in cookie the first step set.
 */
/** Sent only by the form's <noscript> field: the log-in is made without JavaScript (issue 39 §5). */
const NO_SCRIPT = z.literal('1').optional();

const logInForm = z.preprocess(
  // Enter in a form without JavaScript may send no button at all: that is the first step.
  (form) => ({ intent: 'logIn', ...(form as object) }),
  z.discriminatedUnion('intent', [
    credentialsSchema.extend({ intent: z.literal('logIn'), redirectTo: z.string().optional(), noScript: NO_SCRIPT }),
    z.object({ intent: z.literal('verify'), code: codeSchema, redirectTo: z.string().optional(), noScript: NO_SCRIPT }),
    z.object({ intent: z.literal('resend') }),
  ]),
);

const afterSignIn = (redirectTo: string | undefined, newVendorUser: boolean) =>
  navigationAfterAuth({ redirectTo, newVendorUser, onboardingWelcome: env().ONBOARDING_WELCOME === 'true' });

/** Bad input in a step still ends that step's §4 event: a malformed code keeps the code step. */
const failedStep = (_error: unknown, fields: Record<string, string>) =>
  fields.intent === 'verify'
    ? ({ step: 'secondFactor', result: { type: '2ND_FACTOR_LOGIN_RESULT', outcome: 'temporarilyFailed' } } as const)
    : fields.intent === 'resend'
      ? ({ result: null } as const)
      : ({ step: 'credentials', email: fields.email ?? '', result: { type: '1ST_FACTOR_LOGIN_RESULT', outcome: 'failed' } } as const);

export const logInStep = formAction(
  { access: 'anyone', schema: logInForm, start: LOG_IN_START, failed: failedStep },
  async (input, { previous }): Promise<Reply<LogInData>> => {
    const [exchange, db, incoming] = await Promise.all([requestAuthExchange(), getDb(), headers()]);
    const context = { db, headers: incoming };

    if (input.intent === 'resend') {
      const sent = await resendSecondFactorCode(exchange);
      return sent.ok
        ? { message: `${codeSentTo(previous.data.maskedPhone)} again.`, data: { result: null, codeNotSent: false } }
        : { error: sent.error, data: { result: null } };
    }

    if (input.intent === 'verify') {
      const signedIn = await finishSecondFactor(exchange, { code: input.code }, context);
      if (!signedIn.ok) {
        const outcome = secondFactorFailure(signedIn.error);
        // Spec §4: a wrong code keeps the step; an expired code or too many tries start over.
        return {
          error: signedIn.error,
          data: {
            codeNotSent: false,
            step: outcome === 'temporarilyFailed' ? 'secondFactor' : 'credentials',
            result: { type: '2ND_FACTOR_LOGIN_RESULT', outcome },
          },
        };
      }
      const { user, vendorUser, newVendorUser } = signedIn.data;
      await markScriptless(input.noScript === '1');
      return {
        navigation: afterSignIn(input.redirectTo, newVendorUser),
        data: { result: { type: '2ND_FACTOR_LOGIN_RESULT', outcome: 'success', user, vendorUser } },
      };
    }

    const email = input.email;
    const logIn = await logInWithEmail(exchange, { email, password: input.password }, context);
    if (!logIn.ok) return { error: logIn.error, data: { step: 'credentials', email, result: { type: '1ST_FACTOR_LOGIN_RESULT', outcome: 'failed' } } };
    if (logIn.data.step === '2faRequired') {
      return {
        // The provider's "Enter the code we sent…" only when a code was sent; otherwise the form says it was not.
        message: logIn.data.codeSent ? logIn.data.message : undefined,
        data: {
          step: 'secondFactor',
          email,
          maskedPhone: logIn.data.maskedPhone,
          codeNotSent: !logIn.data.codeSent,
          result: { type: '1ST_FACTOR_LOGIN_RESULT', outcome: '2faRequired' },
        },
      };
    }
    const { user, vendorUser, newVendorUser } = logIn.data;
    await markScriptless(input.noScript === '1');
    return {
      navigation: afterSignIn(input.redirectTo, newVendorUser),
      data: { email, result: { type: '1ST_FACTOR_LOGIN_RESULT', outcome: 'success', user, vendorUser } },
    };
  },
);

/**
 * "Continue as a guest" (spec §6, §7 anonymous sign-in): a session for browsing, which signing up
 * later links to the new account. Then back where the visitor came from, or home.
 */
const guestFailure = { result: { type: 'ANON_LOGIN_RESULT', outcome: 'failure' } } as const;

export const continueAsGuest = formAction(
  { access: 'anyone', schema: z.object({ redirectTo: z.string().optional() }), start: GUEST_START, failed: () => guestFailure },
  async ({ redirectTo }): Promise<Reply<AuthResult>> => {
    const guest = await signInAnonymously(await requestAuthExchange());
    if (!guest.ok) return { error: guest.error, data: guestFailure };
    return {
      navigation: { method: 'push', href: sameSitePath(redirectTo) ?? '/' },
      data: { result: { type: 'ANON_LOGIN_RESULT', outcome: 'success', user: guest.data } },
    };
  },
);
