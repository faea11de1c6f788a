import { Fragment } from 'react';
import { pillClassName } from '@/components/holds/StatePill';
import { timelineLeads, type LineTimeline as Timeline } from '@/lib/hold-tracker/line-timeline';
import styles from './hold-tracker.module.css';

const STATUS = { done: styles.done!, now: styles.now!, next: styles.next! };

/**
 * A line's timeline in one pill (issue 39 §3): the past steps ticked, the current one in its state's
 * colour and words, the rest dim; arrows between them on the page, and between them for a screen
 * reader the words that make it one sentence ("Requested; now On hold until …; next Confirmed, then …").
 */
export function LineTimeline({ timeline }: { timeline: Timeline }) {
  const leads = timelineLeads(timeline.steps);
  return (
    <p className={styles.timeline}>
      {timeline.steps.map((step, index) => (
        <Fragment key={index}>
          {index > 0 && (
            <>
              {/* A space outside the unbreakable steps: where a narrow screen may wrap the pill. */}{' '}
              <span aria-hidden="true" className={styles.arrow}>
                →
              </span>{' '}
            </>
          )}
          {leads[index] && <span className="visually-hidden">{leads[index]}</span>}
          <span className={step.status === 'now' ? `${STATUS.now} ${pillClassName(timeline.tone)}` : STATUS[step.status]}>
            {step.status === 'done' && <span aria-hidden="true">✓ </span>}
            {step.word}
          </span>
        </Fragment>
      ))}
      <span className="visually-hidden">.</span>
    </p>
  );
}
