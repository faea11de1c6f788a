import { SUBSCRIPTION_TOPICS, type VendorUser } from './defaults';
import type { VendorProfileField } from './profile-schema';

export const PROFILE_TEXT_FIELDS = ['firstName', 'lastName', 'phone', 'studio', 'production', 'title'] as const;

/** The profile form's fields as the patch `updateVendorProfile` validates (unchecked boxes are sent as "off"). */
export function profilePatchFromForm(formData: FormData): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const name of PROFILE_TEXT_FIELDS) {
    const value = formData.get(name);
    if (typeof value === 'string') patch[name] = value;
  }
  patch.subscriptions = Object.fromEntries(SUBSCRIPTION_TOPICS.map((topic) => [topic, formData.get(`subscribe-${topic}`) === 'on']));
  return patch;
}

export type ProfileFormState = {
  seq: number;
  status: 'idle' | 'saved' | 'invalid' | 'refused';
  message: string | null;
  fieldErrors: Partial<Record<VendorProfileField, string>>;
  vendorUser: VendorUser | null;
};

export const PROFILE_FORM_START: ProfileFormState = { seq: 0, status: 'idle', message: null, fieldErrors: {}, vendorUser: null };
