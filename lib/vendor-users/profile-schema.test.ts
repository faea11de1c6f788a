import { describe, expect, it } from 'vitest';
import { unsubscribedFromEverything } from '@/lib/house/vendor-user';
import { applySubscriptionChoices, vendorProfilePatchSchema } from './profile-schema';

describe('the onboarding profile patch (vendorProfilePatchSchema)', () => {
  it('accepts any subset of the profile fields, trimmed, and an empty phone', () => {
    expect(vendorProfilePatchSchema.parse({ firstName: ' Dana ', phone: '' })).toEqual({ firstName: 'Dana', phone: '' });
    expect(vendorProfilePatchSchema.parse({})).toEqual({});
  });

  it('accepts local and international phone numbers of 7 to 15 digits', () => {
    for (const phone of ['555-0142', '+1 (323) 555-0142', '+44 20 7946 0958', '323.555.0142']) {
      expect(vendorProfilePatchSchema.safeParse({ phone }).success, phone).toBe(true);
    }
    for (const phone of ['12345', '+1 323 555 0142 0000 00', 'ext. 5', '<script>']) {
      expect(vendorProfilePatchSchema.safeParse({ phone }).success, phone).toBe(false);
    }
  });

  it('refuses control characters, over-long fields, unknown topics and unknown fields', () => {
    expect(vendorProfilePatchSchema.safeParse({ title: 'Prop\u0000Master' }).success).toBe(false);
    expect(vendorProfilePatchSchema.safeParse({ production: 'x'.repeat(161) }).success).toBe(false);
    expect(vendorProfilePatchSchema.safeParse({ subscriptions: { spam: true } }).success).toBe(false);
    expect(vendorProfilePatchSchema.safeParse({ isAuthorized: true }).success).toBe(false);
  });
});

describe('§3 subscriptions {isSubscribed, subscribedAt, unsubscribedAt} (applySubscriptionChoices)', () => {
  const T = Date.UTC(2026, 1, 1);
  it('subscribing stamps subscribedAt and clears unsubscribedAt; unsubscribing keeps subscribedAt and stamps unsubscribedAt', () => {
    const on = applySubscriptionChoices(unsubscribedFromEverything(), { reminders: true }, T);
    expect(on.reminders).toEqual({ isSubscribed: true, subscribedAt: T, unsubscribedAt: null });
    const off = applySubscriptionChoices(on, { reminders: false }, T + 1);
    expect(off.reminders).toEqual({ isSubscribed: false, subscribedAt: T, unsubscribedAt: T + 1 });
    const again = applySubscriptionChoices(off, { reminders: true }, T + 2);
    expect(again.reminders).toEqual({ isSubscribed: true, subscribedAt: T + 2, unsubscribedAt: null });
  });

  it('a topic already in the wanted state, or not named, keeps its times', () => {
    const on = applySubscriptionChoices(unsubscribedFromEverything(), { product: true }, T);
    expect(applySubscriptionChoices(on, { product: true, newsletters: false }, T + 5)).toEqual(on);
  });
});
