import { longDay, shortDay, type CalendarDay } from '@/lib/text/calendar-day';

const units = (count: number) => `${count} ${count === 1 ? 'unit' : 'units'}`;

/**
 * What the counter says it did (issue 25 §4), kept on the page until the next scan:
 * "Marked returned: 2 units of FUR-000071; 1 missing, on the calendar as lost", with the condition
 * note and the first overbooked day when there are any; "Marked out: 1 unit of LIG-000123".
 */
export function counterConfirmation(
  moved: { state: string; quantity: number; sku: string; missingUnits: number; damagedUnits?: number; conditionNote: string },
  { overbookedFrom, locale }: { overbookedFrom: CalendarDay | null; locale: string },
): string[] {
  if (moved.state === 'out') return [`Marked out: ${units(moved.quantity)} of ${moved.sku}`];
  if (moved.state !== 'returned') return [];
  const missing = moved.missingUnits > 0 ? `; ${moved.missingUnits} missing, on the calendar as lost` : '';
  // Decision 144: a damaged unit is off the shelf until staff mark it repaired.
  const damaged = (moved.damagedUnits ?? 0) > 0 ? `; ${moved.damagedUnits} damaged, in repair until marked repaired` : '';
  return [
    `Marked returned: ${units(moved.quantity)} of ${moved.sku}${missing}${damaged}`,
    ...(moved.conditionNote ? [`Condition noted: ${moved.conditionNote}`] : []),
    ...(overbookedFrom ? [`More is booked than the house has from ${longDay(overbookedFrom, locale)}: look at the calendar.`] : []),
  ];
}

/** The question before a line goes out before its pick-up day: "Pick-up is Dec 15; mark out now?" */
export function earlyPickUpQuestion(pickUpOn: CalendarDay, locale: string): string {
  return `Pick-up is ${shortDay(pickUpOn, locale)}; mark out now?`;
}
