import { describe, expect, it } from 'vitest';
import { invalidInput } from '@/lib/errors/app-error';
import { profileFormSchema } from './profile-schema';
import { vendorProfilePatchSchema } from './profile-schema';

describe('the onboarding profile form', () => {
  const form = {
    firstName: 'Marisol',
    lastName: 'Vega',
    phone: '+1 818 555 0142',
    studio: 'Stage 9',
    production: 'Night Shoot',
    title: 'Set Decorator',
    'subscribe-newsletters': 'on',
    'subscribe-research': 'on',
    isAuthorized: 'true',
  };

  it('sends the six text fields and every topic on or off; unchecked boxes are unsubscribed', () => {
    expect(profileFormSchema.parse(form)).toEqual({
      firstName: 'Marisol',
      lastName: 'Vega',
      phone: '+1 818 555 0142',
      studio: 'Stage 9',
      production: 'Night Shoot',
      title: 'Set Decorator',
      subscriptions: { newsletters: true, reminders: false, product: false, research: true },
    });
  });

  it('refuses bad input field by field', () => {
    const result = profileFormSchema.safeParse({ ...form, firstName: 'x'.repeat(81), phone: 'call me' });
    expect(result.success || invalidInput(result.error).fieldErrors).toEqual({
      firstName: 'Please keep your first name under 80 characters.',
      phone: 'Please enter a phone number with digits, spaces and + ( ) - only.',
    });
  });

  it('§6 a patch cannot approve the user, link a vendor or change the email (isAuthorized in the form never reaches it)', () => {
    for (const patch of [{ isAuthorized: true }, { vendors: { Cahuenga: 'cahuenga-props' } }, { email: 'other@example.com' }, { stats: {} }]) {
      expect(vendorProfilePatchSchema.safeParse(patch).success).toBe(false);
    }
    expect(vendorProfilePatchSchema.safeParse({ subscriptions: { newsletters: 'yes' } }).success).toBe(false);
  });
});
