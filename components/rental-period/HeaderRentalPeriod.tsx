'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useActionState, useEffect, useId, useRef, useState } from 'react';
import { chooseRentalPeriodAction } from '@/app/rental-period/actions';
import { Field } from '@/components/forms/Field';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { RENTAL_PERIOD_START } from '@/lib/rental-period/period-form-state';
import { askToFocusResults } from '@/components/catalog/focus-results';
import { isAhead, periodInParams, periodShortWords, periodWords, samePeriod, takesPeriod, type RentalPeriod } from '@/lib/rental-period/rental-period';
import styles from './rental-period.module.css';

type HeaderRentalPeriodProps = {
  /** The person's period as their cookie says it, read by the layout (null for a visitor with none). */
  remembered: RentalPeriod | null;
  /** The house's today: the earliest pick-up day. */
  today: string;
  basePath: string;
  locale: string;
};

/**
 * The person's rental period in every page's header (issue 28 §4, decision 111): "Dec 1 – Dec 8", or
 * "Dates" with none, as a disclosure button; open, two days, "Apply dates" and "Clear dates", sent to
 * a server action that keeps them in the person's cookie and comes back to this page with the days in
 * its address where it carries them. It closes on Escape (focus back on the button), on a click
 * outside and when focus leaves it. Without JavaScript the button is a link to the catalogue's own
 * dates form. Choosing is never needed: a visitor browses without a period.
 * On every screen size (issue 39 §2): on a phone an icon in the search's row, the days said on the
 * catalogue's chip; wider, the days in short ("Dec 14–21"), so the header keeps one row. After
 * "Apply dates" focus goes to the results' heading where the page has results.
 */
export function HeaderRentalPeriod({ remembered, today, basePath, locale }: HeaderRentalPeriodProps) {
  const enhanced = useHydrated();
  const pathname = usePathname();
  const params = useSearchParams();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [state, formAction, pending] = useActionState(chooseRentalPeriodAction, RENTAL_PERIOD_START);

  // The period shown: the cookie's as the layout last read it, followed by every address that names one
  // ahead (the proxy keeps those in the cookie, and a client navigation does not render the layout again),
  // and by this form's own answers.
  const [known, setKnown] = useState(remembered);
  const [lastRemembered, setLastRemembered] = useState(remembered);
  if (!samePeriod(lastRemembered, remembered)) {
    setLastRemembered(remembered);
    setKnown(remembered);
  }
  const address = takesPeriod(pathname, basePath) ? periodInParams(params) : null;
  if (address && isAhead(address, today) && !samePeriod(address, known)) setKnown(address);

  useFormAnswer(state, (answer) => {
    setKnown(answer.data.from && answer.data.to ? { from: answer.data.from, to: answer.data.to } : null);
    setOpen(false);
  });

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const words = known ? periodWords(known, locale) : null;
  const name = words ? `Rental dates: ${words}` : 'Rental dates: none chosen';
  const face = (
    <>
      <CalendarIcon />
      <span className={styles.words}>{known ? periodShortWords(known, locale) : 'Dates'}</span>
    </>
  );
  const search = params.toString();
  const here = `${pathname}${search ? `?${search}` : ''}`;
  const errors = state.fieldErrors;
  const value = (field: 'from' | 'to') => (state.status === 'failed' ? (state.values[field] ?? '') : (known?.[field] ?? ''));

  return (
    <div
      ref={root}
      className={`${styles.root} ${known ? styles.rootChosen : ''}`}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      {enhanced ? (
        <button
          ref={button}
          type="button"
          className={`${styles.toggle} ${known ? styles.chosen : ''}`}
          aria-label={name}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {face}
        </button>
      ) : (
        <a href={`${basePath}#rental-dates`} className={`${styles.toggle} ${known ? styles.chosen : ''}`} aria-label={name}>
          {face}
        </a>
      )}
      {/* The panel closes on a saved answer: the answer is read out from here. A live line, not role="status",
          so a page's own status messages stay the only ones (as the header search's count, decision 110). */}
      <p aria-live="polite" className="visually-hidden">
        {state.status === 'done' ? state.message : ''}
      </p>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <form
          action={formAction}
          onSubmit={(event) => {
            const intent = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value');
            if (intent === 'set') askToFocusResults();
          }}
          noValidate
          aria-label="Your rental dates"
          key={state.status === 'failed' ? `failed-${state.seq}` : (words ?? 'none')}
        >
          <p className={styles.lead}>{known ? 'Your rental dates' : 'When do you need them?'}</p>
          <p className={styles.hint}>Every prop shows what it is on these days.</p>
          <FormMessages state={state} besideFields />
          <input type="hidden" name="enhanced" value={enhanced ? '1' : ''} />
          <input type="hidden" name="next" value={here} />
          <Field id={`${panelId}-from`} name="from" label="Pick-up day" type="date" min={today} errors={errors} defaultValue={value('from')} />
          <Field id={`${panelId}-to`} name="to" label="Return day" type="date" min={today} errors={errors} defaultValue={value('to')} />
          <div className={styles.actions}>
            <button type="submit" name="intent" value="set" className="button" aria-busy={pending || undefined}>
              Apply dates
            </button>
            {known && (
              <button type="submit" name="intent" value="clear" className="button button-secondary">
                Clear dates
              </button>
            )}
          </div>
        </form>
      </div>
    </div>
  );
}

function CalendarIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18" className={styles.icon} focusable="false">
      <rect x="2.5" y="4" width="15" height="13.5" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M2.5 8h15M6.5 2v4M13.5 2v4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
