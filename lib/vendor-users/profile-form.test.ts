import { describe, expect, it } from 'vitest';
import { profilePatchFromForm } from './profile-form';
import { vendorProfilePatchSchema } from './profile-schema';

describe('the onboarding profile form', () => {
  it('sends the six text fields and every topic on or off; unchecked boxes are unsubscribed', () => {
    const form = new FormData();
    form.set('firstName', 'Marisol');
    form.set('lastName', 'Vega');
    form.set('phone', '+1 818 555 0142');
    form.set('studio', 'Stage 9');
    form.set('production', 'Night Shoot');
    form.set('title', 'Set Decorator');
    form.set('subscribe-newsletters', 'on');
    form.set('subscribe-research', 'on');
    form.set('isAuthorized', 'true');
    const patch = profilePatchFromForm(form);
    expect(patch).toEqual({
      firstName: 'Marisol', lastName: 'Vega', phone: '+1 818 555 0142', studio: 'Stage 9', production: 'Night Shoot', title: 'Set Decorator',
      subscriptions: { newsletters: true, reminders: false, product: false, research: true },
    });
    // Anything else in the form (isAuthorized here) never reaches the patch, which is strict anyway.
    expect(vendorProfilePatchSchema.safeParse(patch).success).toBe(true);
  });
});
