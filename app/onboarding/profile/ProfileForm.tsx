'use client';

import { useActionState } from 'react';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { SUBSCRIPTION_TOPICS, type SubscriptionTopic, type VendorUser } from '@/lib/house/vendor-user';
import { PROFILE_FORM_START, PROFILE_TEXT_FIELDS } from '@/lib/vendor-users/profile-form';
import { saveProfile } from './actions';

const LABELS: Record<(typeof PROFILE_TEXT_FIELDS)[number], { label: string; autoComplete: string }> = {
  firstName: { label: 'First name', autoComplete: 'given-name' },
  lastName: { label: 'Last name', autoComplete: 'family-name' },
  phone: { label: 'Phone', autoComplete: 'tel' },
  studio: { label: 'Studio', autoComplete: 'organization' },
  production: { label: 'Production', autoComplete: 'off' },
  title: { label: 'Title', autoComplete: 'organization-title' },
};

const TOPICS: Record<SubscriptionTopic, string> = {
  newsletters: 'Newsletters',
  reminders: 'Reminders about your holds and returns',
  product: 'News about this site',
  research: 'Invitations to help with research',
};

/** The onboarding profile (issue 3): six fields and the four subscription topics of spec §9. */
export function ProfileForm({ vendorUser, returnTo }: { vendorUser: VendorUser; returnTo: string | null }) {
  const [state, formAction, pending] = useActionState(saveProfile, PROFILE_FORM_START);
  useFormAnswer(state);
  const saved = state.data.vendorUser ?? vendorUser;
  return (
    <form action={formAction} className="form-narrow">
      <div role="alert">
        {state.status === 'failed' && (
          <p className="notice notice-error">{state.code === 'invalid' ? 'Please check the fields marked below.' : state.message}</p>
        )}
      </div>
      {/* Without JavaScript the page comes back at its top: the answer is said there too (issue 39 §5). */}
      <noscript>{state.status === 'done' && <p className="notice notice-success">{state.message}</p>}</noscript>
      {returnTo && <input type="hidden" name="returnTo" value={returnTo} />}
      {PROFILE_TEXT_FIELDS.map((name) => (
        <div className="field" key={name}>
          <label htmlFor={`profile-${name}`}>{LABELS[name].label}</label>
          <input
            id={`profile-${name}`}
            name={name}
            type={name === 'phone' ? 'tel' : 'text'}
            autoComplete={LABELS[name].autoComplete}
            defaultValue={saved[name]}
            aria-invalid={state.fieldErrors[name] ? true : undefined}
            aria-describedby={state.fieldErrors[name] ? `profile-${name}-error` : undefined}
          />
          {state.fieldErrors[name] && (
            <p id={`profile-${name}-error`} className="field-error">
              {state.fieldErrors[name]}
            </p>
          )}
        </div>
      ))}
      <fieldset className="field">
        <legend>Email me about</legend>
        {SUBSCRIPTION_TOPICS.map((topic) => (
          <div className="field-check" key={topic}>
            <input id={`subscribe-${topic}`} name={`subscribe-${topic}`} type="checkbox" defaultChecked={saved.subscriptions[topic].isSubscribed} />
            <label htmlFor={`subscribe-${topic}`}>{TOPICS[topic]}</label>
          </div>
        ))}
      </fieldset>
      <div className="button-row">
        <button type="submit" className="button" disabled={pending}>
          Save profile
        </button>
      </div>
      {/* Beside the button pressed, so "saved" is in view on a phone, where the form is taller than the screen (issue 39 §5). */}
      <div role="status">{state.status === 'done' && <p className="notice notice-success">{state.message}</p>}</div>
    </form>
  );
}
