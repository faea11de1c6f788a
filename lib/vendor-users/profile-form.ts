import { z } from 'zod';
import { formStart, type FormState } from '@/lib/forms/form-state';
import { SUBSCRIPTION_TOPICS, type VendorUser } from './defaults';
import { vendorProfilePatchSchema } from './profile-schema';

export const PROFILE_TEXT_FIELDS = ['firstName', 'lastName', 'phone', 'studio', 'production', 'title'] as const;

/**
 * The profile form as it is posted: the six text fields, and a tick box per topic ("on", or absent
 * when unticked, which unsubscribes). Anything else the form carries is ignored, and the patch it
 * becomes is checked with the strict `vendorProfilePatchSchema`.
 */
export const profileFormSchema = z
  .object({
    ...Object.fromEntries(PROFILE_TEXT_FIELDS.map((name) => [name, z.string().optional()])),
    ...Object.fromEntries(SUBSCRIPTION_TOPICS.map((topic) => [`subscribe-${topic}`, z.string().optional()])),
  })
  .transform((form: Record<string, string | undefined>): z.input<typeof vendorProfilePatchSchema> => ({
    ...Object.fromEntries(PROFILE_TEXT_FIELDS.flatMap((name) => (form[name] === undefined ? [] : [[name, form[name]]]))),
    subscriptions: Object.fromEntries(SUBSCRIPTION_TOPICS.map((topic) => [topic, form[`subscribe-${topic}`] === 'on'])),
  }))
  .pipe(vendorProfilePatchSchema);

export type ProfileData = { vendorUser: VendorUser | null };
export const PROFILE_FORM_START: FormState<ProfileData> = formStart({ vendorUser: null });
