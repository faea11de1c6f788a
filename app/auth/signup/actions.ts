'use server';

import { headers } from 'next/headers';
import { z } from 'zod';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env/env';
import { formAction, type Reply } from '@/lib/entry-points/form-action';
import { navigationAfterAuth, SIGN_UP_START, type AuthResult } from '@/lib/identity/status/after-auth';
import { requestAuthExchange } from '@/lib/identity/auth/auth-exchange';
import { signUpFormSchema, signUpWithCaptcha } from '@/lib/identity/sign-up';

const signUpForm = () => signUpFormSchema().extend({ redirectTo: z.string().optional(), returnTo: z.string().optional() });

/**
 * Sign-up (spec §7): open to anyone who solved the bot check. The form is checked before anything
 * else, so a typo does not spend the solution. A guest session is linked to the new account; a
 * signed-in one is refused (lib/identity/sign-up.ts).
 */
const failure = { result: { type: 'SIGNUP_RESULT', outcome: 'failure' } } as const;

export const signUp = formAction(
  { access: 'anyone', schema: signUpForm, start: SIGN_UP_START, failed: () => failure },
  async (input): Promise<Reply<AuthResult>> => {
    const [exchange, db, incoming] = await Promise.all([requestAuthExchange(), getDb(), headers()]);
    const signedUp = await signUpWithCaptcha(exchange, input, { db, headers: incoming });
    if (!signedUp.ok) return { error: signedUp.error, data: failure };
    const { user, vendorUser, newVendorUser } = signedUp.data;
    const navigation = navigationAfterAuth({
      redirectTo: input.redirectTo,
      returnTo: input.returnTo,
      newVendorUser,
      onboardingWelcome: env().ONBOARDING_WELCOME === 'true',
    });
    return { navigation, data: { result: { type: 'SIGNUP_RESULT', outcome: 'success', user, vendorUser } } };
  },
);
