'use client';

import Link from 'next/link';
import { useActionState, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { checkInOrderAction, checkOutOrderAction } from '@/app/staff/check-in/actions';
import { useConfirmedSubmit } from '@/components/confirm-dialog/use-confirmed-submit';
import { Field } from '@/components/forms/Field';
import { ReplacementValueField } from '@/components/holds/ReplacementValueField';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { ReturnConditionFields } from '@/components/holds/ReturnConditionFields';
import { ReturnPhotos } from '@/components/holds/ReturnPhotos';
import { useHydrated } from '@/components/use-hydrated';
import type { CounterOrder as Order, CounterOrderLine } from '@/lib/counter/counter-order-types';
import { scannedWords, tallyScan, unscanned, type Tally } from '@/lib/counter/scan-tally';
import type { FieldErrors } from '@/lib/errors/app-error';
import { FORM_START } from '@/lib/forms/form-state';
import { SCANNED_MAX } from '@/lib/labels/label-address';
import { CameraScanner } from './CameraScanner';
import { soundRefusal } from './refusal-sound';
import styles from './counter.module.css';

type Props = {
  order: Order;
  /** The site's own address, which a label's QR code carries. */
  site: string;
  /** "Pick-up is Dec 15; mark out now?" when the order's pick-up day is still to come. */
  earlyQuestion?: string;
  /** Said above the lines, where the person looks: the order found from a scan, or nothing left to do. */
  dates: string;
};

/**
 * One order at the counter (issue 38 §2): its lines to go out and those out to come back, each
 * section one form with one confirmation: "Check out all" (a line may stay) and "Check in all" (a
 * line may stay out, or come back with units missing or damaged, a replacement value asked where
 * the prop has none). Scans (the camera, or a keyboard-wedge scanner typing into "Scan or type a
 * SKU") tick the units of the section being worked, "3 of 4 scanned"; one not on the order is refused
 * with a sound. What a move did is said at the top of the order, where the person looks. Without
 * JavaScript both forms post as they are.
 */
export function CounterOrder({ order, site, earlyQuestion, dates }: Props) {
  const hydrated = useHydrated();
  const toGo = order.lines.filter((line) => line.state === 'confirmed');
  const out = order.lines.filter((line) => line.state === 'out');
  // Scans tick the lines going out first; once all are out, those coming back.
  const working = toGo.length > 0 ? toGo : out;
  const [tally, setTally] = useState<Tally>({});
  const [scanSaid, setScanSaid] = useState<{ ok: boolean; words: string } | null>(null);
  const [outState, checkOut, outPending] = useActionState(checkOutOrderAction, FORM_START);
  const [inState, checkIn, inPending] = useActionState(checkInOrderAction, FORM_START);
  // The answer shown is the last form's sent from this page (each form counts its own answers);
  // without JavaScript only the form posted has answered.
  const [sent, setSent] = useState<'out' | 'in' | null>(null);
  const latest = (sent ?? (outState.seq >= inState.seq ? 'out' : 'in')) === 'out' ? outState : inState;
  useFormAnswer(outState, () => setTally({}));
  useFormAnswer(inState, () => setTally({}));
  const answer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (latest.status !== 'idle') answer.current?.scrollIntoView({ block: 'nearest' });
  }, [latest]);

  const scan = (code: string) => {
    const read = tallyScan(working, tally, code, new URL(site), order.number);
    if (read.ok) setTally(read.tally);
    else soundRefusal();
    setScanSaid({ ok: read.ok, words: read.words });
  };
  const typed = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    scan(event.currentTarget.value);
    event.currentTarget.value = '';
  };

  const askOut = useConfirmedSubmit(checkOut);
  const askIn = useConfirmedSubmit(checkIn);
  const confirmWhole = (event: FormEvent<HTMLFormElement>, way: 'out' | 'in') => {
    event.preventDefault();
    setSent(way);
    const fields: Record<string, string> = {};
    for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === 'string') fields[name] = value;
    const lines = way === 'out' ? toGo : out;
    const going = lines.filter((line) => fields[`stays:${line.id}`] !== '1');
    const notScanned = Object.keys(tally).length > 0 ? unscanned(going, tally) : [];
    const text = [
      `${going.length} of ${lines.length} ${lines.length === 1 ? 'line' : 'lines'}: ${going.map((line) => line.title).join(', ')}.`,
      ...(notScanned.length > 0 ? [`Not scanned: ${notScanned.join('; ')}.`] : []),
    ].join(' ');
    if (way === 'out') {
      const early = Boolean(earlyQuestion);
      void askOut(
        { title: early ? earlyQuestion! : `Check out ${order.number}?`, text, confirmLabel: early ? 'Mark out now' : 'Check out all' },
        { ...fields, ...(early ? { early: '1' } : {}) },
      );
    } else void askIn({ title: `Check in ${order.number}?`, text, confirmLabel: 'Check in all' }, fields);
  };

  return (
    <section className={styles.order} aria-labelledby="counter-order">
      <header className={styles.head}>
        <h2 id="counter-order">{order.number}</h2>
        <Link href={`/staff/holds?request=${encodeURIComponent(order.requestId)}`}>Request</Link>
        <p className={styles.meta}>
          {[order.customer, order.production].filter(Boolean).join(' · ')} · {dates}
        </p>
      </header>
      <div ref={answer} role="status" aria-label="Done at the counter">
        {latest.status === 'done' && latest.message && <p className="notice notice-success">{latest.message}</p>}
      </div>
      <div role="alert">{latest.status === 'failed' && latest.message && <p className="notice notice-error">{latest.message}</p>}</div>
      {working.length === 0 && <p>Nothing of {order.number} is due to go out or come back.</p>}
      {hydrated && working.length > 0 && (
        <div className={styles.row}>
          <label htmlFor="counter-scan" className={styles.rowLabel}>
            Scan or type a SKU
          </label>
          <span className={`field ${styles.grow}`}>
            {/* Focused the moment the order opens: the counter's scanner types into it. */}
            <input id="counter-scan" autoFocus autoComplete="off" spellCheck={false} maxLength={SCANNED_MAX} enterKeyHint="done" onKeyDown={typed} />
          </span>
          <CameraScanner onScan={scan} />
        </div>
      )}
      <div role={scanSaid?.ok === false ? 'alert' : undefined}>
        {scanSaid && <p className={scanSaid.ok ? styles.muted : 'notice notice-error'}>{scanSaid.words}</p>}
      </div>
      {toGo.length > 0 && (
        <form action={checkOut} onSubmit={hydrated ? (event) => confirmWhole(event, 'out') : undefined} aria-busy={outPending || undefined}>
          <LineFormFields order={order} lines={toGo} />
          <SectionHead id="counter-to-go" title="To go out" tally={hydrated && working === toGo ? scannedWords(toGo, tally) : null} />
          <ul className={styles.lines} aria-labelledby="counter-to-go">
            {toGo.map((line) => (
              <li key={line.id} className={styles.line} aria-labelledby={`counter-line-${line.id}`}>
                <LineHead line={line} tally={tally} />
                <label className={styles.stays}>
                  <input type="checkbox" name={`stays:${line.id}`} value="1" /> Stays<span className="visually-hidden">: {line.title}</span>
                </label>
              </li>
            ))}
          </ul>
          {earlyQuestion && !hydrated && (
            <label>
              <input type="checkbox" name="early" value="1" /> {earlyQuestion}
            </label>
          )}
          <button type="submit" className="button">
            Check out all
          </button>
        </form>
      )}
      {out.length > 0 && (
        <>
          <form action={checkIn} onSubmit={hydrated ? (event) => confirmWhole(event, 'in') : undefined} aria-busy={inPending || undefined}>
            <LineFormFields order={order} lines={out} />
            <SectionHead id="counter-out" title="Out, to come back" tally={hydrated && working === out ? scannedWords(out, tally) : null} />
            <ul className={styles.lines} aria-labelledby="counter-out">
              {out.map((line) => (
                <li key={line.id} className={styles.line} aria-labelledby={`counter-line-${line.id}`}>
                  <LineHead line={line} tally={toGo.length > 0 ? {} : tally} />
                  <LineBackFields
                    line={line}
                    errors={inState.status === 'failed' ? inState.fieldErrors : {}}
                    typed={inState.status === 'failed' ? inState.values : {}}
                    open={missingScans(line, tally, toGo.length === 0)}
                  />
                </li>
              ))}
            </ul>
            <button type="submit" className="button">
              Check in all
            </button>
          </form>
          <ul className={styles.photos} aria-label="Condition photos">
            {out.map((line) => (
              <li key={line.id}>
                <ReturnPhotos lineId={line.id} title={line.title} count={line.conditionPhotos.length} counterOrder={order.number} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** A section's heading, with "3 of 4 scanned" beside it in the section the scans tick. */
function SectionHead({ id, title, tally }: { id: string; title: string; tally: string | null }) {
  return (
    <div className={styles.sectionHead}>
      <h3 id={id}>{title}</h3>
      {tally !== null && (
        <p role="status" aria-label="Scanned" className={styles.tally}>
          {tally}
        </p>
      )}
    </div>
  );
}

/** Whether a line coming back has units not scanned while scanning is under way: its exceptions open. */
function missingScans(line: CounterOrderLine, tally: Tally, scanning: boolean): boolean {
  return scanning && Object.keys(tally).length > 0 && (tally[line.id] ?? 0) < line.quantity;
}

function LineFormFields({ order, lines }: { order: Order; lines: CounterOrderLine[] }) {
  return (
    <>
      <input type="hidden" name="number" value={order.number} />
      <input type="hidden" name="lines" value={lines.map((line) => line.id).join(',')} />
    </>
  );
}

function LineHead({ line, tally }: { line: CounterOrderLine; tally: Tally }) {
  const scanned = tally[line.id] ?? 0;
  return (
    <div className={styles.lineHead}>
      {line.thumbnail ? (
        // eslint-disable-next-line @next/next/no-img-element -- a 36 px thumbnail the photo pipeline already sized
        <img src={line.thumbnail} alt="" width={36} height={36} className={styles.thumb} />
      ) : (
        <span className={styles.thumb} />
      )}
      <div>
        <h4 id={`counter-line-${line.id}`}>
          <span className={styles.name}>{line.title}</span> × {line.quantity}
        </h4>
        <p className={styles.muted}>
          {line.sku}
          {line.location && ` · ${line.location}`}
          {line.state === 'confirmed' && line.pulled && ' · Pulled'}
          {line.conditionPhotos.length > 0 && ` · ${line.conditionPhotos.length} ${line.conditionPhotos.length === 1 ? 'photo' : 'photos'}`}
          {scanned > 0 && (
            <strong className={styles.scanned}>
              {' '}
              · {scanned} of {line.quantity} scanned{scanned >= line.quantity ? ' ✓' : ''}
            </strong>
          )}
        </p>
      </div>
    </div>
  );
}

/** A line's exceptions coming back: it stays out, fewer units are back, some are missing or damaged. Closed until needed. */
function LineBackFields({ line, errors, typed, open }: { line: CounterOrderLine; errors: FieldErrors; typed: Record<string, string>; open: boolean }) {
  const suffix = `:${line.id}`;
  // What was typed, kept beside a refusal (the page drawn again without JavaScript, or the form after one).
  const was = (name: string, otherwise: string) => typed[`${name}${suffix}`] ?? otherwise;
  const own: FieldErrors = Object.fromEntries(
    Object.entries(errors)
      .filter(([name]) => name.endsWith(suffix))
      .map(([name, words]) => [name, words]),
  );
  const failed = Object.keys(own).length > 0;
  return (
    <details className={styles.exceptions} open={open || failed || undefined}>
      <summary>
        Missing, damaged or staying out<span className="visually-hidden">: {line.title}</span>
      </summary>
      <label className={styles.stays}>
        <input type="checkbox" name={`stays${suffix}`} value="1" defaultChecked={was('stays', '') === '1'} /> Stays out
        <span className="visually-hidden">: {line.title}</span>
      </label>
      {line.quantity > 1 && (
        <Field
          id={`counter-back-${line.id}`}
          name={`unitsBack${suffix}`}
          label="Units back today"
          hint={`Of the ${line.quantity} out, missing ones included; the rest stay out on the line.`}
          errors={own}
          type="number"
          inputMode="numeric"
          min={1}
          max={line.quantity}
          step={1}
          defaultValue={was('unitsBack', String(line.quantity))}
        />
      )}
      <ReturnConditionFields
        idPrefix="counter-"
        nameSuffix={suffix}
        lineId={line.id}
        quantity={line.quantity}
        missingHint={`Of the ${line.quantity} that went out.`}
        errors={own}
        values={{
          conditionNote: was('conditionNote', ''),
          missingUnits: was('missingUnits', '0'),
          damagedUnits: was('damagedUnits', '0'),
          repairCents: was('repairCents', ''),
        }}
      />
      {!line.hasReplacementValue && (
        <ReplacementValueField id={`counter-replacement-${line.id}`} name={`replacementValue${suffix}`} errors={own} value={was('replacementValue', '')} />
      )}
    </details>
  );
}
