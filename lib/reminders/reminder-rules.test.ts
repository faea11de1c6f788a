import { describe, expect, it } from 'vitest';
import { reminderDay, withinSendingHours, type ReminderKind } from './reminder-rules';

const ORDER = { pickUpOn: '2027-03-10', returnOn: '2027-03-16' };

describe('issue 38 §4: the house day each reminder is for', () => {
  it.each<[ReminderKind, string, string | null]>([
    ['pickUpTomorrow', '2027-03-08', null],
    ['pickUpTomorrow', '2027-03-09', '2027-03-10'],
    ['pickUpTomorrow', '2027-03-10', null],
    ['returnTomorrow', '2027-03-14', null],
    ['returnTomorrow', '2027-03-15', '2027-03-16'],
    ['returnTomorrow', '2027-03-16', null],
    ['returnOverdue', '2027-03-16', null],
    ['returnOverdue', '2027-03-17', '2027-03-17'],
    ['returnOverdue', '2027-03-18', null],
    ['returnOverdue', '2027-03-19', null],
    ['returnOverdue', '2027-03-20', '2027-03-20'],
    ['returnOverdue', '2027-03-23', '2027-03-23'],
    // Across a month's end.
    ['returnOverdue', '2027-04-01', '2027-04-01'],
  ])('%s on %s: %s', (kind, today, day) => {
    expect(reminderDay(kind, ORDER, today, 3)).toBe(day);
  });

  it('a claim (no return day) is never reminded of a return', () => {
    expect(reminderDay('returnTomorrow', { pickUpOn: '2027-03-10', returnOn: null }, '2027-03-09', 3)).toBeNull();
    expect(reminderDay('returnOverdue', { pickUpOn: '2027-03-10', returnOn: null }, '2027-03-20', 3)).toBeNull();
  });

  it('every day when the tenant says 1', () => {
    expect(['2027-03-17', '2027-03-18', '2027-03-19'].map((today) => reminderDay('returnOverdue', ORDER, today, 1))).toEqual([
      '2027-03-17',
      '2027-03-18',
      '2027-03-19',
    ]);
  });

  it('the sending hours: from sendFrom, before sendUntil', () => {
    const hours = { sendFrom: '09:00', sendUntil: '21:00' };
    expect(['08:59', '09:00', '20:59', '21:00'].map((clock) => withinSendingHours(clock, hours))).toEqual([false, true, true, false]);
  });
});
