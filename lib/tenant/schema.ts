import { z } from 'zod';
import { CUSTOM_FIELD_PATHS } from '@/lib/tenant/facet-keys';
import { clockTime, DEMO_OPENING_WEEK, openingWeekSchema } from '@/lib/tenant/opening-hours';

/** The tenant configuration of spec section 1, validated once at start-up. Everything here is public. */

/** Same-site path or absolute http(s) URL: links and images may point to either. */
const href = z
  .string()
  .min(1)
  .refine((value) => value.startsWith('/') || /^https?:\/\//.test(value), 'must be a path starting with / or an http(s) URL');

const image = z.object({
  url: href,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

const latLng = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

/** `auth` says whether a link needs a signed-in user: see docs/decisions/0003-link-auth-flag.md. */
const linkBase = z.object({ label: z.string().min(1), auth: z.boolean().optional() });
export const navLinkSchema = linkBase.extend({ href });
export const navGroupSchema = linkBase.extend({ children: z.array(navLinkSchema).min(1) });

export const colorSchema = z.object({
  name: z.string().min(1),
  hex: z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'must be a hex colour such as #B22222'),
  swatchUrl: href.optional(),
});

export const customFieldSchema = z.object({
  label: z.string().min(1),
  /** The item field the facet reads: one the catalogue search indexes (lib/catalog/facets.ts). */
  field: z.enum(CUSTOM_FIELD_PATHS, { error: `must be one of ${CUSTOM_FIELD_PATHS.join(', ')}` }),
  values: z.array(z.string().min(1)).default([]),
});

export const tenantSchema = z.object({
  tenantId: z.string().min(1),
  vendor: z.object({
    id: z.string().min(1),
    displayName: z.string().min(1),
    name: z.string().min(1),
    legalName: z.string().min(1),
    email: z.email(),
    website: z.url(),
    phone: z.string().min(7),
    address: z.object({
      line1: z.string().min(1),
      city: z.string().min(1),
      state: z.string().min(1),
      zip: z.string().min(1),
      country: z.string().min(2),
    }),
    isListed: z.boolean(),
    _geoloc: latLng,
    timezone: z.string().refine((tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as America/Los_Angeles'),
    weeklyDiscounts: z.array(z.number().min(0).max(100)).length(8),
    /** Percent off for week 9 and after of a rental; the eighth entry of weeklyDiscounts when not set (decision 86). */
    weeklyDiscountAfterEighthWeek: z.number().min(0).max(100).optional(),
    hours: z.string().min(1),
    mapsUrl: z.url(),
  }),
  locale: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'must be a locale such as en or en-US'),
  domain: z.string().min(1),
  /** Empty: no analytics code at all. */
  analyticsTrackingId: z.string().regex(/^(G-[A-Z0-9]{4,20})?$/, 'must be empty or a measurement id such as G-ABC123'),
  /** Where the maps layer's embedded map comes from; omit it to show the address and link only. */
  mapEmbedOrigin: z
    .url()
    .refine((url) => new URL(url).origin === url, 'must be an origin such as https://www.openstreetmap.org')
    .optional(),
  loginSubtitle: z.string().min(1),
  signupSubtitle: z.string().min(1),
  faviconUrl: href,
  appTitle: z.string().min(1),
  metaTitle: z.string().min(1),
  metaDescription: z.string().min(1).max(300),
  thumbnail: z.object({ largeUrl: href, mediumUrl: href }),
  headerLogo: image,
  logomark: image,
  socialLinks: z.array(z.object({ network: z.string().min(1), label: z.string().min(1), url: z.url() })).length(2),
  headerLinks: z.array(z.union([navGroupSchema, navLinkSchema])).min(1),
  footerLinks: z.array(navLinkSchema).min(1),
  colorMap: z.array(colorSchema).min(1),
  hasNavBar: z.boolean(),
  newWeekCount: z.number().int().min(0).max(52),
  currency: z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as USD'),
  hasCreditCardAuth: z.boolean(),
  cardAuthProcessingPercent: z.number().min(0).max(100),
  request: z.object({
    type: z.string().min(1),
    /** How soon the house usually answers a request, as the crew's receipt says it: "We usually answer within one working day." (decision 142) */
    answerWithin: z.string().min(1).max(80).default('one working day'),
  }),
  /** How the house runs holds (issue 12, decision 88); every rule has the default prop houses quote. */
  holds: z
    .object({
      /** A hold lasts this many days unless confirmed… */
      holdDays: z.number().int().min(1).max(90).default(10),
      /** …and ends this many hours before pick-up at the latest. */
      releaseBeforePickUpHours: z.number().int().min(0).max(168).default(24),
      /** A challenged holder has this long to confirm. */
      challengeHours: z.number().int().min(1).max(168).default(24),
      /** Days after each return before the prop can go out again. */
      turnaroundDays: z.number().int().min(0).max(14).default(1),
      /** How far ahead a Hold may be asked for. */
      maxLeadDays: z.number().int().min(1).max(730).default(365),
      /** A confirmed order cancelled up to this many hours before pick-up costs nothing… */
      freeCancellationHours: z.number().int().min(0).max(720).default(48),
      /** …and later costs this percent of a week's rental of each cancelled line. */
      cancellationFeePercent: z.number().min(0).max(100).default(50),
    })
    .prefault({}),
  /** What invoices add and when they fall due (issue 26 §3, decision 132). */
  billing: z
    .object({
      /** Sales tax on the rental, percent (8.25 allowed); 0 where the house charges none. */
      taxPercent: z.number().min(0).max(100).default(0),
      /** Whether the card processing charge is taxed too. */
      taxOnProcessing: z.boolean().default(false),
      /** Days after issue that an invoice on account falls due: 30 for Net 30. */
      accountTermsDays: z.number().int().min(0).max(120).default(30),
      /**
       * A line confirmed for a production on account without a PO number, or without a valid
       * certificate of insurance (issue 26 §1): 'warn' shows staff a warning beside Confirm,
       * 'refuse' refuses the confirm with it.
       */
      paperworkCheck: z.enum(['warn', 'refuse']).default('warn'),
    })
    .prefault({}),
  /**
   * The house's opening hours as a week (issue 38 §4, decision 155): pick-ups, returns and the free
   * surplus counter keep them. `vendor.hours` stays the words shown to people.
   */
  openingHours: openingWeekSchema.default(DEMO_OPENING_WEEK),
  /** Pick-ups and returns the dock takes in one hour of the house's clock (issue 38 §4). */
  dockCapacity: z.number().int().min(1).max(100).default(4),
  /** When free surplus is collected (issue 12 §8, decision 89; issue 38 §4): in windows cut from each day's opening hours. */
  claims: z
    .object({
      /** Collection windows of this many hours, from each opening time on. */
      windowHours: z.number().int().min(1).max(12).default(2),
      /** How far ahead a collection may be booked: others are waiting for the same props. */
      maxLeadDays: z.number().int().min(1).max(90).default(14),
    })
    .prefault({}),
  /**
   * Reminders of pick-ups and returns (issue 38 §4, decision 156): an overdue return is reminded of on
   * its first overdue day, then every `overdueEveryDays` days; reminders go only between `sendFrom`
   * and `sendUntil` on the house's clock, so nobody is texted at midnight.
   */
  reminders: z
    .object({
      overdueEveryDays: z.number().int().min(1).max(30).default(3),
      sendFrom: clockTime.default('09:00'),
      sendUntil: clockTime.default('21:00'),
    })
    .refine((reminders) => reminders.sendFrom < reminders.sendUntil, { message: 'sendFrom must be before sendUntil', path: ['sendUntil'] })
    .prefault({}),
  customFields: z.array(customFieldSchema),
  hidePriceFilter: z.boolean(),
  showSkuNotPrice: z.boolean(),
  showAvailability: z.boolean(),
  weightUnits: z.enum(['lb', 'kg']),
  basepath: z.string().regex(/^\/[\w-]+$/, 'must be a path such as /catalog'),
  /**
   * Log-in answers an unknown email and a wrong password with one message, so nobody can probe which
   * addresses have accounts. false (the default) gives the spec's two messages (docs/decisions/0034).
   */
  emailEnumerationProtection: z.boolean().default(false),
});

export type Tenant = z.infer<typeof tenantSchema>;
export type NavLink = z.infer<typeof navLinkSchema>;
export type NavGroup = z.infer<typeof navGroupSchema>;
export type TenantColor = z.infer<typeof colorSchema>;

/** Names every failing field by its path, so an operator can fix the file without reading code. */
export function parseTenant(input: unknown): Tenant {
  const result = tenantSchema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new Error(`Invalid tenant configuration (tenant/config.json):\n${problems.join('\n')}`);
}
