'use client';

import { useActionState, useRef } from 'react';
import { markPulledAction } from '@/app/staff/pull-sheet/actions';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { FORM_START } from '@/lib/forms/form-state';
import styles from './pull-sheet.module.css';

/**
 * The tick box "Pulled" of one line on the pull sheet (issue 38 §3): ticking or un-ticking saves at
 * once (the form is sent when the box changes), and the page is drawn afresh from what was saved, so
 * a tick another clerk made shows too. Without JavaScript a "Save" button sends it. On paper it is an
 * empty box to tick with a pen.
 */
export function PulledTick({ lineId, title, sku, pulled }: { lineId: string; title: string; sku: string; pulled: boolean }) {
  const hydrated = useHydrated();
  const [state, submit, pending] = useActionState(markPulledAction, FORM_START);
  const form = useRef<HTMLFormElement>(null);
  useFormAnswer(state);
  const id = `pulled-${lineId}`;
  return (
    <form ref={form} action={submit} className={styles.tick} aria-busy={pending || undefined}>
      <input type="hidden" name="lineId" value={lineId} />
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      <span className={styles.box}>
        {/* Keyed by what was saved: a refused tick goes back to the saved state when the page is drawn again. */}
        <input key={String(pulled)} id={id} type="checkbox" name="pulled" value="1" defaultChecked={pulled} onChange={() => form.current?.requestSubmit()} />
        <label htmlFor={id}>
          Pulled
          <span className="visually-hidden">
            : {title} ({sku})
          </span>
        </label>
      </span>
      {!hydrated && (
        <button type="submit" className="button button-secondary" data-no-print>
          Save<span className="visually-hidden"> {title}</span>
        </button>
      )}
      <div data-no-print className={styles.answer}>
        <FormMessages state={state} />
      </div>
    </form>
  );
}
