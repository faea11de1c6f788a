import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { CalendarDay } from '@/lib/text/calendar-day';

/**
 * A line is overdue from the day after its request's return day while its units are still out: the
 * staff start page's count, the inbox's "Overdue" view and the calendar's overdue bars all ask this.
 * (The quantity floor asks something else: which units are away past their line's whole period.)
 */
export function isOverdue(line: { state: SQLWrapper; returnOn: SQLWrapper }, today: CalendarDay): SQL {
  return sql`(${line.state} = 'out' and ${line.returnOn} < ${today}::date)`;
}
