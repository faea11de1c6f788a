import type { LineState } from '@/lib/availability/hold-lifecycle';

/**
 * Which lines staff still answer (issue 25 §2, issue 36 §2), stated once for the request's page, the
 * queue's table, its "Not answered yet" view and the bulk moves, as the lifecycle's table has it:
 * a line not answered yet is still requested, so staff may accept it or make it a second hold
 * ("Accept all that fit", "Second hold for the rest"); a line staff can answer is one of those or a
 * second hold, which staff may still decline (its tick box, "Decline selected", the queue's tick).
 */
export const UNANSWERED_STATES: readonly LineState[] = ['requested'];
export const ANSWERABLE_STATES: readonly LineState[] = ['requested', 'secondHold'];

export const isUnanswered = (line: { state: string }): boolean => (UNANSWERED_STATES as readonly string[]).includes(line.state);
export const canBeAnswered = (line: { state: string }): boolean => (ANSWERABLE_STATES as readonly string[]).includes(line.state);
