'use client';

import { useActionState } from 'react';
import { correctReturnAction } from '@/app/staff/holds/actions';
import { ReplacementValueField } from '@/components/holds/ReplacementValueField';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { FORM_START } from '@/lib/forms/form-state';
import { ReturnConditionFields } from './ReturnConditionFields';

/**
 * "Correct the return" on a returned line (issue 26 §4, decision 136): the counter's figures again,
 * filled in as they stand, behind a disclosure. The server refuses once the order's L&D invoice
 * stands, and says to cancel it with a credit note first.
 */
export function CorrectReturn({
  lineId,
  title,
  quantity,
  conditionNote,
  missingUnits,
  damagedUnits,
  repairDollars,
  askReplacementValue = false,
}: {
  /** Issue 38 §2: the prop has no replacement value, so units now missing ask for it, as at the counter. */
  askReplacementValue?: boolean;
  lineId: string;
  title: string;
  quantity: number;
  conditionNote: string;
  missingUnits: number;
  damagedUnits: number;
  /** The repair amount as typed at the counter would be, such as "85.50"; empty for none. */
  repairDollars: string;
}) {
  const hydrated = useHydrated();
  const [state, act, pending] = useActionState(correctReturnAction, FORM_START);
  useFormAnswer(state);
  const errors = state.status === 'failed' ? (state.fieldErrors ?? {}) : {};
  const typed = state.status === 'failed' ? (state.values ?? {}) : {};
  return (
    <details>
      <summary>
        Correct the return<span className="visually-hidden"> of {title}</span>
      </summary>
      <form action={act} noValidate aria-busy={pending || undefined} className="form-narrow" aria-label={`Correct the return of ${title}`}>
        <input type="hidden" name="lineId" value={lineId} />
        <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
        <ReturnConditionFields
          idPrefix="fix-"
          lineId={lineId}
          quantity={quantity}
          missingHint={`Of the ${quantity} on this line.`}
          errors={errors}
          values={{
            conditionNote: typed.conditionNote ?? conditionNote,
            missingUnits: typed.missingUnits ?? String(missingUnits),
            damagedUnits: typed.damagedUnits ?? String(damagedUnits),
            repairCents: typed.repairCents ?? repairDollars,
          }}
        />
        {askReplacementValue && <ReplacementValueField id={`fix-replacement-${lineId}`} errors={errors} value={typed.replacementValue ?? ''} />}
        <button type="submit" className="button button-secondary">
          Save the correction<span className="visually-hidden"> of {title}</span>
        </button>
        <FormMessages state={state} />
      </form>
    </details>
  );
}
