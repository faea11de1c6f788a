'use server';

import { z } from 'zod';
import { getDb } from '@/lib/db';
import { formAction } from '@/lib/entry-points/form-action';
import { accountOf } from '@/lib/identity/viewer';
import { sameSitePath } from '@/lib/navigation/same-site-path';
import { tenant } from '@/lib/tenant';
import { PROFILE_FORM_START } from '@/lib/vendor-users/profile-form';
import { profileFormSchema } from '@/lib/vendor-users/profile-schema';
import { updateVendorProfile } from '@/lib/vendor-users/repository';

/** The profile's fields, and where a new user goes back to once it is saved (issue 24 §4). */
const onboardingForm = z.preprocess(
  (form) => ({ returnTo: (form as Record<string, unknown>).returnTo, profile: form }),
  z.object({ returnTo: z.string().optional(), profile: profileFormSchema }),
);

/**
 * Saves the signed-in person's own profile (decision 52: validated, the subscription times stamped
 * here); a new user who came from a page of theirs (their set list) goes back to it.
 */
export const saveProfile = formAction({ access: 'customer', schema: onboardingForm, start: PROFILE_FORM_START }, async ({ returnTo, profile }, { viewer }) => {
  const saved = await updateVendorProfile(await getDb(), tenant.vendor.id, accountOf(viewer).user.uid, profile);
  if (!saved.ok) return { error: saved.error };
  const back = sameSitePath(returnTo);
  return { message: 'Your profile is saved.', data: { vendorUser: saved.data }, ...(back ? { navigation: { method: 'push', href: back } as const } : {}) };
});
