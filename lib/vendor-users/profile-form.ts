import { formStart, type FormState } from '@/lib/forms/form-state';
import type { VendorUser } from '@/lib/house/vendor-user';

/** The profile form's fields and start, apart from its schema so the form's bundle carries no zod. */
export const PROFILE_TEXT_FIELDS = ['firstName', 'lastName', 'phone', 'studio', 'production', 'title'] as const;

export type ProfileData = { vendorUser: VendorUser | null };
export const PROFILE_FORM_START: FormState<ProfileData> = formStart({ vendorUser: null });
