'use server';

import { getDb } from '@/lib/db';
import { formAction } from '@/lib/forms/form-action';
import { accountOf } from '@/lib/identity/viewer';
import { tenant } from '@/lib/tenant';
import { PROFILE_FORM_START } from '@/lib/vendor-users/profile-form';
import { profileFormSchema } from '@/lib/vendor-users/profile-schema';
import { updateVendorProfile } from '@/lib/vendor-users/repository';

/** Saves the signed-in person's own profile (decision 52: validated, the subscription times stamped here). */
export const saveProfile = formAction({ access: 'customer', schema: profileFormSchema, start: PROFILE_FORM_START }, async (patch, { viewer }) => {
  const saved = await updateVendorProfile(await getDb(), tenant.vendor.id, accountOf(viewer).user.uid, patch);
  return saved.ok ? { message: 'Your profile is saved.', data: { vendorUser: saved.data } } : { error: saved.error };
});
