import { shortDay, type CalendarDay } from '@/lib/text/calendar-day';

/** The question before a line goes out before its pick-up day: "Pick-up is Dec 15; mark out now?" */
export function earlyPickUpQuestion(pickUpOn: CalendarDay, locale: string): string {
  return `Pick-up is ${shortDay(pickUpOn, locale)}; mark out now?`;
}
