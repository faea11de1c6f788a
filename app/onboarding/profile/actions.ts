'use server';

import { getDb } from '@/lib/db';
import { signedInForAction } from '@/lib/identity/action-session';
import { tenant } from '@/lib/tenant';
import { PROFILE_FORM_START, profilePatchFromForm, type ProfileFormState } from '@/lib/vendor-users/profile-form';
import { previousState, submittedForm } from '@/lib/forms/action-input';
import { updateVendorProfile } from '@/lib/vendor-users/repository';

/** Saves the signed-in user's own profile (decision 52: validated, the subscription times stamped here). */
export async function saveProfile(previous: ProfileFormState, formData: FormData): Promise<ProfileFormState> {
  formData = submittedForm(formData);
  previous = previousState(previous, PROFILE_FORM_START);
  const next = { ...previous, seq: previous.seq + 1, fieldErrors: {}, message: null };
  const asker = await signedInForAction();
  if (!asker) return { ...next, status: 'refused', message: 'Log in to save your profile.' };
  const result = await updateVendorProfile(await getDb(), tenant.vendor.id, asker.session.user.id, profilePatchFromForm(formData));
  if (result.status === 'invalid') return { ...next, status: 'invalid', message: 'Please check the fields marked below.', fieldErrors: result.fieldErrors };
  if (result.status === 'notFound') return { ...next, status: 'refused', message: 'Your profile could not be found. Log out and in again.' };
  return { ...next, status: 'saved', message: 'Your profile is saved.', vendorUser: result.vendorUser };
}
