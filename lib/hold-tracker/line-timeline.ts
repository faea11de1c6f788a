import { lineEndsAt, type HoldTimes, type LineState, type RequestKind } from '@/lib/availability/hold-lifecycle';
import { linePill, type PillTone } from '@/lib/holds/line-pill';
import { lineStatusWords } from '@/lib/holds/line-status-words';
import { houseTimeWords } from '@/lib/house/time-words';
import { shortDay } from '@/lib/text/calendar-day';

export type StepStatus = 'done' | 'now' | 'next';
export type TimelineStep = { word: string; status: StepStatus };
export type LineTimeline = { steps: TimelineStep[]; tone: PillTone; sentence: string };

type Line = {
  state: LineState;
  heldAt: Date | null;
  challengedAt: Date | null;
  reason: string;
  outOn?: string | null;
  backOn?: string | null;
};
type Request = { kind: RequestKind; pickUpOn: string; returnOn: string | null; pickUpWindow: string | null };
type Words = { locale: string; timeZone: string; requestType: string };

/** The states that end a line off the happy path: the timeline stops at them. */
const ENDED: ReadonlySet<LineState> = new Set(['declined', 'released', 'expired', 'cancelled']);
/** How far along the happy path each state is: 0 requested, 1 on hold, 2 confirmed, 3 out, 4 back. */
const STEP: Partial<Record<LineState, number>> = { requested: 0, held: 1, secondHold: 1, challenged: 1, confirmed: 2, out: 3, returned: 4 };
const CLAIM_STEP: Partial<Record<LineState, number>> = { requested: 0, confirmed: 1, collected: 2 };

/**
 * A line's timeline in one pill (issue 39 §3): Requested → On hold until … → Confirmed → Out → Back,
 * the past steps done, the current one in its words, the rest still to come; and the same as one
 * sentence for a screen reader. The times are the line's own: when its hold ends (`lineEndsAt`), the
 * days it really went out and came back, else the request's days. A line that was declined, released,
 * expired or cancelled stops there. A claim is Requested → To collect … → Collected.
 */
export function lineTimeline(line: Line, request: Request, times: HoldTimes, words: Words): LineTimeline {
  const { locale, requestType } = words;
  const hold = requestType.toLowerCase();
  const day = (value: string) => shortDay(value, locale);
  const now = lineStatusWords(line, request, times, words);
  const tone = linePill(line.state, request.kind, requestType).tone;
  const ended = ENDED.has(line.state);

  let words4: { done: string; now: string; next: string }[];
  if (request.kind === 'claim') {
    const collection = `${day(request.pickUpOn)}${request.pickUpWindow ? `, ${request.pickUpWindow}` : ''}`;
    words4 = [
      { done: 'Requested', now: 'Requested', next: 'Requested' },
      { done: 'Confirmed', now: `To collect ${collection}`, next: `To collect ${collection}` },
      { done: 'Collected', now: 'Collected', next: 'Collected' },
    ];
  } else {
    const ends = lineEndsAt(
      { state: line.state, heldAt: line.heldAt?.getTime() ?? null, challengedAt: line.challengedAt?.getTime() ?? null, pickUpOn: request.pickUpOn },
      words.timeZone,
      times,
    );
    const holdNow =
      line.state === 'secondHold'
        ? `Second ${hold}`
        : line.state === 'challenged'
          ? now
          : ends !== null
            ? `On ${hold} until ${houseTimeWords(ends, locale, words.timeZone)}`
            : `On ${hold}`;
    const outDay = line.outOn ?? request.pickUpOn;
    const backDay = line.backOn ?? request.returnOn;
    words4 = [
      { done: 'Requested', now: 'Requested', next: 'Requested' },
      { done: `On ${hold}`, now: holdNow, next: `On ${hold}` },
      { done: 'Confirmed', now: 'Confirmed', next: 'Confirmed' },
      { done: `Out ${day(outDay)}`, now: line.outOn ? `Out since ${day(line.outOn)}` : 'Out', next: `Out ${day(outDay)}` },
      ...(backDay ? [{ done: `Back ${day(backDay)}`, now: line.backOn ? `Returned ${day(line.backOn)}` : 'Returned', next: `Back ${day(backDay)}` }] : []),
    ];
  }

  let steps: TimelineStep[];
  if (ended) {
    // What the line got to before it ended: requested, held if it ever was, confirmed if it was cancelled.
    const reached = [words4[0]!.done];
    if (request.kind === 'hold' && line.heldAt) reached.push(words4[1]!.done);
    if (line.state === 'cancelled') reached.push(words4[request.kind === 'claim' ? 1 : 2]!.done);
    steps = [...reached.map((word) => ({ word, status: 'done' as const })), { word: now, status: 'now' }];
  } else {
    const at = (request.kind === 'claim' ? CLAIM_STEP : STEP)[line.state] ?? 0;
    steps = words4.map((step, index) => ({
      word: index < at ? step.done : index === at ? step.now : step.next,
      status: index < at ? 'done' : index === at ? 'now' : 'next',
    }));
  }
  return { steps, tone, sentence: timelineSentence(steps) };
}

/**
 * What a screen reader hears before each step, so that the pill reads as one sentence (issue 39 §3):
 * "Requested; now On hold until Fri Dec 12, end of day; next Confirmed, then Out Dec 14, then Back
 * Dec 21." The page shows arrows between the steps instead, and says these words only to a reader.
 */
export function timelineLeads(steps: readonly TimelineStep[]): string[] {
  return steps.map((step, index) => {
    const before = steps[index - 1]?.status;
    if (step.status === 'now') return before ? '; now ' : 'Now ';
    if (step.status === 'next') return before === 'next' ? ', then ' : '; next ';
    return before ? ', ' : '';
  });
}

/** The whole timeline as the one sentence a screen reader hears. */
export function timelineSentence(steps: readonly TimelineStep[]): string {
  const leads = timelineLeads(steps);
  return `${steps.map((step, index) => leads[index] + step.word).join('')}.`;
}
