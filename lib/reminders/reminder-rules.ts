import { addDays, daysBetween, type CalendarDay } from '@/lib/text/calendar-day';

/**
 * When an order is reminded of (issue 38 §4, decision 156), on the house's calendar. Plain functions:
 * the sweep asks them for every request it reads, and the table tests ask them for every day.
 */

export const REMINDER_KINDS = ['pickUpTomorrow', 'returnTomorrow', 'returnOverdue'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export type ReminderSettings = { overdueEveryDays: number; sendFrom: string; sendUntil: string };

/**
 * The house's day a reminder of this kind is for, when it is due today; null when it is not. The day
 * is the claim's key (order_reminders): the pick-up day, the return day, or for an overdue return the
 * day it is sent, so each overdue reminder is one claim of its own.
 * - pick-up tomorrow: the request is picked up on the house's tomorrow;
 * - return due tomorrow: it comes back on the house's tomorrow;
 * - return overdue: the first day after the return day, then every `overdueEveryDays` days after it.
 */
export function reminderDay(
  kind: ReminderKind,
  request: { pickUpOn: CalendarDay; returnOn: CalendarDay | null },
  today: CalendarDay,
  overdueEveryDays: number,
): CalendarDay | null {
  const tomorrow = addDays(today, 1);
  if (kind === 'pickUpTomorrow') return request.pickUpOn === tomorrow ? request.pickUpOn : null;
  if (!request.returnOn) return null;
  if (kind === 'returnTomorrow') return request.returnOn === tomorrow ? request.returnOn : null;
  const daysLate = daysBetween(request.returnOn, today);
  return daysLate >= 1 && (daysLate - 1) % overdueEveryDays === 0 ? today : null;
}

/** Whether the house's clock ("HH:MM") is within the hours reminders go in: from `sendFrom`, before `sendUntil`. */
export const withinSendingHours = (clock: string, settings: Pick<ReminderSettings, 'sendFrom' | 'sendUntil'>) =>
  clock >= settings.sendFrom && clock < settings.sendUntil;
