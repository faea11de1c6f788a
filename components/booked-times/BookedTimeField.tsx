import type { BookableTimes } from '@/lib/booked-times/bookable-times';

/**
 * A booked time's choice (issue 38 §4): "Any time in opening hours" or one of the day's half hours;
 * a time in an hour the dock has full is shown, marked and not chosen, so the person sees why. A
 * plain select: it works without JavaScript. `chosen` is kept beside a refusal (keyed by the answer,
 * as React does not move a select's default after mounting).
 */
export function BookedTimeField({
  id,
  name,
  label,
  times,
  chosen,
  error,
  answerSeq,
}: {
  id: string;
  name: 'pickUpTime' | 'returnTime';
  label: string;
  times: Pick<BookableTimes, 'choices' | 'closed'>;
  chosen: string | null | undefined;
  error?: string;
  answerSeq?: number;
}) {
  const hint = `${id}-hint`;
  const described = [times.closed ? hint : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select key={answerSeq} id={id} name={name} defaultValue={chosen ?? ''} aria-invalid={error ? true : undefined} aria-describedby={described}>
        <option value="">Any time in opening hours</option>
        {times.choices.map(({ time, full }) => (
          <option key={time} value={time} disabled={full && time !== chosen}>
            {full ? `${time} (dock full)` : time}
          </option>
        ))}
      </select>
      {times.closed && (
        <p id={hint} className="field-hint">
          {times.closed}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
