import 'server-only';
import type { Db } from '@/lib/db';
import { env } from '@/lib/env';
import { locateRequest } from '@/lib/geolocation/ip-service';
import type { GeolocationEnv } from '@/lib/geolocation/ip-service';
import { signInLocationFields } from '@/lib/geolocation/sign-in-location';
import { clientAddress } from '@/lib/http/client-ip';
import { tenant } from '@/lib/tenant';
import { recordLogIn, type LogInRecord } from '@/lib/vendor-users/repository';
import type { PriorAuthStatus } from '@/lib/vendor-users/sign-up-fields';
import type { AuthUser } from './auth-user';

export type VendorUserLogIn = {
  user: AuthUser;
  /** Spec §3: wasNotAuthenticated at a fresh sign-up, wasAnonymous when an anonymous session signs up, wasAuthenticated at log-in and start-up. */
  priorStatus: PriorAuthStatus;
  /** The ALTCHA payload verifyCaptcha accepted with the action "signup"; only sign-up has one. */
  captchaToken?: string | null;
  /** At sign-up, the email as typed: displayName keeps its case (spec §3). */
  typedEmail?: string | null;
  /** The browser request's headers: its address and location go on the record. */
  headers: Headers;
  now?: number;
  geolocation?: GeolocationEnv;
  /**
   * Look the caller up at the IP service (spec §3 _geoloc and ipLocation): at sign-up and log-in.
   * Start-up runs on every full page load and leaves the location as it was, so no page waits on it.
   */
  locate?: boolean;
};

/**
 * Spec §7 "Document database" on sign-up, log-in (after the second factor too) and start-up: this
 * tenant's record of the user is read and touched, or created with every default (decisions 36,
 * 37, 51). vendorName is the tenant's vendor `name`, the identifier the vendors map uses, not its
 * display name. Returns newVendorUser for §2 navigation.
 */
export async function recordVendorUserLogIn(
  db: Db,
  { user, priorStatus, captchaToken = null, typedEmail = null, headers, now = Date.now(), geolocation = env(), locate = true }: VendorUserLogIn,
): Promise<LogInRecord> {
  const location = locate ? signInLocationFields(await locateRequest(headers, geolocation)) : null;
  return recordLogIn(db, {
    vendorId: tenant.vendor.id,
    vendorName: tenant.vendor.name,
    uid: user.uid,
    email: user.email,
    typedEmail,
    captchaToken,
    priorStatus,
    ipAddress: clientAddress(headers, geolocation.TRUST_PROXY === 'true'),
    location,
    emailVerified: user.emailVerified,
    now,
  });
}
