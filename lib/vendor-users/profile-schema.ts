import { z } from 'zod';
import { typedLine } from '@/lib/text/typed-text';
import { SUBSCRIPTION_TOPICS, type SubscriptionTopic, type VendorUserSubscriptions } from '@/lib/house/vendor-user';
import { PROFILE_TEXT_FIELDS } from './profile-form';
import { hasPhoneDigits, TYPED_PHONE_CHARACTERS } from '@/lib/phone-numbers/typed-phone';

const text = (what: string, max: number) => typedLine(what).max(max, `Please keep ${what} under ${max} characters.`);

/** Digits with the usual separators, 7 to 15 of them: the rule the log-in codes' phone shares (lib/phone-numbers). */
const phone = z
  .string()
  .trim()
  .max(30, 'Please keep the phone number under 30 characters.')
  .regex(TYPED_PHONE_CHARACTERS, 'Please enter a phone number with digits, spaces and + ( ) - only.')
  .refine((value) => value === '' || hasPhoneDigits(value), 'Please enter a phone number of 7 to 15 digits.');

/**
 * The onboarding profile page's changes to a vendor user (issue 3: first and last name, phone,
 * studio, production, title, and the four subscription topics). Every field is optional: a patch
 * changes what it names. The topics are wanted on or off; the server stamps subscribedAt and
 * unsubscribedAt (docs/decisions/0052). Unknown fields are refused, so a patch can never reach
 * isAuthorized, vendors, stats or email. Pure, so the page validates with the same rules.
 */
export const vendorProfilePatchSchema = z
  .object({
    firstName: text('your first name', 80),
    lastName: text('your last name', 80),
    phone,
    studio: text('the studio', 120),
    production: text('the production', 160),
    title: text('your title', 120),
    subscriptions: z.partialRecord(z.enum(SUBSCRIPTION_TOPICS), z.boolean()),
  })
  .partial()
  .strict();

export type VendorProfilePatch = z.output<typeof vendorProfilePatchSchema>;
export type VendorProfileField = keyof VendorProfilePatch;

/**
 * The subscriptions after the person's choices at `now`: subscribing stamps subscribedAt and clears
 * unsubscribedAt; unsubscribing stamps unsubscribedAt and keeps when they had subscribed. A topic
 * already in the wanted state keeps its times, so saving the form again changes nothing.
 */
export function applySubscriptionChoices(
  current: VendorUserSubscriptions,
  choices: Partial<Record<SubscriptionTopic, boolean>>,
  now: number,
): VendorUserSubscriptions {
  const next = { ...current };
  for (const topic of SUBSCRIPTION_TOPICS) {
    const wanted = choices[topic];
    if (wanted === undefined || wanted === current[topic].isSubscribed) continue;
    next[topic] = wanted
      ? { isSubscribed: true, subscribedAt: now, unsubscribedAt: null }
      : { isSubscribed: false, subscribedAt: current[topic].subscribedAt, unsubscribedAt: now };
  }
  return next;
}

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
