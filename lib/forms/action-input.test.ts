import { describe, expect, it } from 'vitest';
import { LOG_IN_START, NO_ANSWER } from '@/lib/identity/auth-form-state';
import { PROFILE_FORM_START } from '@/lib/vendor-users/profile-form';
import { previousState, submittedForm } from './action-input';

describe('issue 9 §2: a form action survives whatever previous state the browser sends', () => {
  it.each([null, undefined, 0, 'x', [], [1, 2], true])('%j is taken as the start state', (sent) => {
    expect(previousState(sent, LOG_IN_START)).toEqual(LOG_IN_START);
    expect(previousState(sent, NO_ANSWER).seq + 1).toBe(1);
  });

  it('keeps the fields of the right kind and replaces the rest with the start values', () => {
    const sent = { ...LOG_IN_START, seq: 4, step: 'secondFactor', maskedPhone: '•••• •••• 42', email: 42, extra: 'dropped' };
    expect(previousState(sent, LOG_IN_START)).toEqual({ ...LOG_IN_START, seq: 4, step: 'secondFactor', maskedPhone: '•••• •••• 42' });
    expect(previousState({ seq: 'one' }, NO_ANSWER).seq).toBe(0);
    expect(previousState({ seq: Number.NaN }, NO_ANSWER).seq).toBe(0);
    expect(previousState({ fieldErrors: null, vendorUser: { uid: 'u1' } }, PROFILE_FORM_START)).toEqual({ ...PROFILE_FORM_START, vendorUser: { uid: 'u1' } });
  });
});

it('issue 9 §2: an action called with something other than a form reads an empty form', () => {
  const form = new FormData();
  form.set('email', 'dana@example.com');
  expect(submittedForm(form)).toBe(form);
  for (const sent of [null, undefined, 'email=x', 42, { email: 'x' }]) expect([...submittedForm(sent).keys()]).toEqual([]);
});
