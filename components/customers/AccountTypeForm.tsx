'use client';

import { useActionState } from 'react';
import { accountTypeAction } from '@/app/staff/customers/actions';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { ACCOUNT_TYPE_WORDS } from '@/lib/customers/customer-words';
import type { AccountType } from '@/lib/db/schema/customers';
import { FORM_START } from '@/lib/forms/form-state';

/** How the customer settles with the house: cash on delivery, card, or a Net 30 account. */
export function AccountTypeForm({ uid, accountType }: { uid: string; accountType: AccountType }) {
  const hydrated = useHydrated();
  const [state, save, pending] = useActionState(accountTypeAction, FORM_START);
  useFormAnswer(state);
  return (
    <form action={save} aria-busy={pending || undefined} className="button-row button-row-inline">
      <input type="hidden" name="uid" value={uid} />
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      <span className="field">
        <label htmlFor="account-type">Account type</label>
        <select id="account-type" name="accountType" defaultValue={accountType} key={accountType}>
          {Object.entries(ACCOUNT_TYPE_WORDS).map(([value, words]) => (
            <option key={value} value={value}>
              {words}
            </option>
          ))}
        </select>
      </span>
      <button type="submit" className="button">
        Save account type
      </button>
      <FormMessages state={state} />
    </form>
  );
}
