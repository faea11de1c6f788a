import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { rowsOf } from '@/lib/db/sql';
import type { CalendarDay } from '@/lib/text/calendar-day';

/**
 * Of these returned lines, the units still in repair on `today` (issue 36 §3, decision 144): those in
 * the line's repair block, which runs from its return until staff mark them repaired. Lines with none
 * are absent.
 */
export async function unitsInRepair(db: Db, lineIds: string[], today: CalendarDay): Promise<Map<string, number>> {
  if (lineIds.length === 0) return new Map();
  const rows = rowsOf<{ line_id: string; units: number }>(
    await db.execute(sql`
      select line_id, sum(quantity)::int as units from item_blocks
      where reason = 'repair' and upper(period) > ${today}::date and line_id in (${sql.join(
        lineIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      group by line_id`),
  );
  return new Map(rows.map((row) => [row.line_id, Number(row.units)]));
}
