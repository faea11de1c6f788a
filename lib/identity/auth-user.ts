/** The auth user as the client keeps it (spec §3 "Auth user"). */
export type AuthUser = {
  uid: string;
  displayName: string | null;
  email: string | null;
  emailVerified: boolean;
  isAnonymous: boolean;
  phoneNumber: string | null;
  photoURL: string | null;
};

/** The user better-auth returns with the anonymous and phone-number plugins enabled. */
export type ProviderUser = {
  id: string;
  name?: string | null;
  email?: string | null;
  emailVerified?: boolean | null;
  image?: string | null;
  isAnonymous?: boolean | null;
  phoneNumber?: string | null;
};

/**
 * better-auth gives an anonymous user a generated placeholder email; it is nobody's address, so
 * the client sees none, as spec §6 expects of an anonymous visitor.
 */
export function authUserFrom(user: ProviderUser): AuthUser {
  const isAnonymous = user.isAnonymous === true;
  return {
    uid: user.id,
    displayName: user.name || null,
    email: isAnonymous ? null : user.email || null,
    emailVerified: user.emailVerified === true,
    isAnonymous,
    phoneNumber: user.phoneNumber || null,
    photoURL: user.image || null,
  };
}

export function sameAuthUser(a: AuthUser, b: AuthUser): boolean {
  return (
    a.uid === b.uid &&
    a.displayName === b.displayName &&
    a.email === b.email &&
    a.emailVerified === b.emailVerified &&
    a.isAnonymous === b.isAnonymous &&
    a.phoneNumber === b.phoneNumber &&
    a.photoURL === b.photoURL
  );
}
