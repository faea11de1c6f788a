import type { LineState, RequestKind } from '@/lib/availability/hold-lifecycle';
import { linePill, type PillTone } from './line-pill';

/**
 * A request's lines counted by state for its row in the queue (issue 25 §2): "2 Requested",
 * "1 On hold", in the order the states first appear, each a pill with its word (never colour alone).
 */
export function stateCounts(lines: { state: LineState }[], kind: RequestKind, requestType: string): { word: string; tone: PillTone; count: number }[] {
  const counts = new Map<LineState, number>();
  for (const { state } of lines) counts.set(state, (counts.get(state) ?? 0) + 1);
  return [...counts].map(([state, count]) => ({ ...linePill(state, kind, requestType), count }));
}

/** How long ago a request came in, short enough for a column: "40 min", "5 h", "3 d". */
export function ageWords(createdAt: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h`;
  return `${Math.floor(minutes / (24 * 60))} d`;
}
