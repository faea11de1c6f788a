import { defaultVendorUser, type VendorRef, type VendorUser } from '@/lib/house/vendor-user';

/**
 * The auth status the user had before this sign-up or log-in. "wasAuthenticated" covers a record
 * created at log-in for an account that exists but has no record for this vendor yet.
 */
export type PriorAuthStatus = 'wasNotAuthenticated' | 'wasAnonymous' | 'wasAuthenticated';

/** Spec §3 "Fields added when a vendor user is created at sign-up". */
export type SignUpFields = {
  captchaToken: string;
  email: string;
  wasAnonymous: boolean;
  displayName: string;
  orderByName: string;
  lastLoginAt: number;
  isEmailVerified?: false;
};

export type NewVendorUserRecord = VendorUser & { captchaToken: string; wasAnonymous: boolean };

export type VendorUserCreationErrorCode = 'missingEmail' | 'captchaNotLoaded';

/** Spec §8's catalogue words for the two ways creating a vendor user fails (lib/identity/auth/errors.ts lists them with the rest). */
export const VENDOR_USER_CREATION_MESSAGES = { missingEmail: 'Missing email address', captchaMissing: 'recaptcha not loaded' } as const;

/** Spec §5: the two ways creating a vendor user fails, with the catalogue's exact messages. */
export class VendorUserCreationError extends Error {
  readonly code: VendorUserCreationErrorCode;
  constructor(code: VendorUserCreationErrorCode) {
    super(code === 'missingEmail' ? VENDOR_USER_CREATION_MESSAGES.missingEmail : VENDOR_USER_CREATION_MESSAGES.captchaMissing);
    this.name = 'VendorUserCreationError';
    this.code = code;
  }
}

/**
 * The email's local part with every character that is not a letter or digit removed. Letters and
 * digits of any script count, so "josé.garcía@…" keeps its accents (docs/decisions/0037).
 */
export function displayNameFromEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const localPart = at === -1 ? email : email.slice(0, at);
  // NFC first: a decomposed "é" is "e" plus a combining mark, and the mark alone is not a letter.
  return localPart.normalize('NFC').replace(/[^\p{L}\p{N}]/gu, '');
}

export function orderByNameFrom(displayName: string): string {
  return displayName.toLowerCase();
}

export type SignUpInput = {
  email: string | null | undefined;
  /** The email as the person typed it (`Dana.Reyes@…`): displayName keeps its case (spec §3). */
  typedEmail?: string | null;
  captchaToken: string | null | undefined;
  priorAuthStatus: PriorAuthStatus;
  now: number;
};

export function signUpFields({ email, typedEmail, captchaToken, priorAuthStatus, now }: SignUpInput): SignUpFields {
  const address = email?.trim() ?? '';
  if (address === '') throw new VendorUserCreationError('missingEmail');
  if (!captchaToken) throw new VendorUserCreationError('captchaNotLoaded');
  // The stored address is lowercased at sign-up; the name keeps the case typed, when it is the same address.
  const typed = typedEmail?.trim();
  const displayName = displayNameFromEmail(typed && typed.toLowerCase() === address.toLowerCase() ? typed : address);
  return {
    captchaToken,
    email: address,
    wasAnonymous: priorAuthStatus === 'wasAnonymous',
    displayName,
    orderByName: orderByNameFrom(displayName),
    lastLoginAt: now,
    ...(priorAuthStatus === 'wasNotAuthenticated' ? { isEmailVerified: false as const } : {}),
  };
}

/**
 * The full record written when the user has none for this vendor: every default of spec §3 plus the
 * sign-up fields. When the prior status was not wasNotAuthenticated the account already existed,
 * so its verified email (`emailVerified` of the auth user) is kept rather than reset
 * (docs/decisions/0037).
 */
export function newVendorUserRecord(input: SignUpInput & { vendor: VendorRef; emailVerified?: boolean }): NewVendorUserRecord {
  const fields = signUpFields(input);
  const defaults = defaultVendorUser(input.vendor, input.now);
  return {
    ...defaults,
    isEmailVerified: input.emailVerified ?? defaults.isEmailVerified,
    ...fields,
  };
}
