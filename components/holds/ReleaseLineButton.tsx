'use client';

import { useActionState } from 'react';
import { releaseLineAction } from '@/app/holds/actions';
import { useConfirmedSubmit } from '@/components/confirm-dialog/use-confirmed-submit';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { FORM_START } from '@/lib/forms/form-state';

/** "Release" on a line of the customer's own request, asked through the confirm dialog of spec §1. */
export function ReleaseLineButton({ lineId, title }: { lineId: string; title: string }) {
  const [state, release, pending] = useActionState(releaseLineAction, FORM_START);
  const ask = useConfirmedSubmit(release);
  useFormAnswer(state);
  return (
    <>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => void ask({ title: `Release “${title}”?`, text: 'Another production may take it for these days.', confirmLabel: 'Release' }, { lineId })}
        aria-busy={pending || undefined}
      >
        Release<span className="visually-hidden"> {title}</span>
      </button>
      <FormMessages state={state} />
    </>
  );
}
