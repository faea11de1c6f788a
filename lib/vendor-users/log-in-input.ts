import { z } from 'zod';

/** Enough to see where an account is used from; older addresses drop off first (docs/decisions/0051). */
export const MAX_IP_ADDRESSES = 20;

const ipAddress = z.union([z.ipv4(), z.ipv6(), z.cidrv6()]);

/**
 * The address to keep in ipAddresses, from `clientAddress()` (lib/http/client-ip.ts): an IPv4
 * address or an IPv6 /64 block. "unknown", or anything a forged X-Forwarded-For made up, is not
 * recorded.
 */
export function recordableIpAddress(address: string | null | undefined): string | null {
  if (!address) return null;
  return ipAddress.safeParse(address).success ? address : null;
}

const latLng = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });
const id = z.string().trim().min(1).max(200);

/** The input of `recordLogIn` (lib/vendor-users/repository.ts), checked at that boundary. */
export const logInInputSchema = z.object({
  vendorId: id,
  vendorName: z.string().trim().min(1).max(200),
  /** The better-auth user id. */
  uid: id,
  /** Checked by `newVendorUserRecord` when a record is created: missing gives "Missing email address". */
  email: z.string().max(320).nullable().optional(),
  /** The email as typed at sign-up, for displayName's case (spec §3). */
  typedEmail: z.string().max(320).nullable().optional(),
  /** The ALTCHA payload verified by `verifyCaptcha`; missing gives "recaptcha not loaded" at creation. */
  captchaToken: z.string().max(8_000).nullable().optional(),
  priorStatus: z.enum(['wasNotAuthenticated', 'wasAnonymous', 'wasAuthenticated']),
  ipAddress: z.string().max(100).nullable().optional(),
  /** `signInLocationFields(await locateRequest(headers, env()))`; null when the location is not known. */
  location: z
    .object({ _geoloc: latLng, ipLocation: latLng.extend({ city: z.string().max(200), country: z.string().max(100) }) })
    .nullable()
    .optional(),
  /** The account's emailVerified (better-auth), kept when the record is created for an existing account. */
  emailVerified: z.boolean().optional(),
  now: z.number().int().nonnegative(),
});
export type LogInInput = z.input<typeof logInInputSchema>;
