import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { customerNameIn } from '@/lib/customers/customer-name';
import { textMatch } from '@/lib/catalog/text-match';
import { rowsOf } from '@/lib/db/sql';
import type { ItemStatus } from '@/lib/db/schema';
import type { CalendarDay } from '@/lib/text/calendar-day';
import { dailyUnitsAway } from '@/lib/availability/availability';
import { CALENDAR_LINE_STATES, type BarKind, type CalendarSpan } from './calendar-bars';
import { monthOfDay, monthRange, type CalendarMonth } from './calendar-month';
import { isOverdue } from './overdue';

/** How many props the house-wide calendar shows a page. */
export const CALENDAR_PAGE_SIZE = 50;

export type CalendarProp = { id: string; sku: string; title: string; quantity: number; status: ItemStatus };
export type CalendarRow = CalendarProp & { spans: CalendarSpan[] };

const shown = sql.raw(CALENDAR_LINE_STATES.map((state) => `'${state}'`).join(', '));
const ids = (values: string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** Where a bar leads: a line to its request in the staff inbox, a block to its prop's calendar in the block's month. */
export function requestHref(requestId: string, lineId: string): string {
  return `/staff/holds?request=${encodeURIComponent(requestId)}#staff-line-${lineId}`;
}
export function itemCalendarHref(itemId: string, month?: CalendarMonth, hash = ''): string {
  return `/staff/calendar/${encodeURIComponent(itemId)}${month ? `?month=${month}` : ''}${hash}`;
}

type SpanRow = {
  source: 'line' | 'block';
  id: string;
  item_id: string;
  kind: BarKind;
  units: number;
  starts: string;
  ends: string;
  return_on: string | null;
  request_id: string | null;
  who: string;
  open_ended: boolean;
};

/** A line still out after its return day: its units are away until it is back, so it is drawn to today. */
const overdueOn = (today: CalendarDay): SQL => isOverdue({ state: sql.raw('lines.state'), returnOn: sql.raw('requests.return_on') }, today);

/**
 * The lines the calendar draws in `range`: those whose days touch it (found through the gist index on
 * their periods), and the overdue ones, drawn from pick-up to today (compared bound by bound: a range
 * built from them would be refused where pick-up is after today, and PostgreSQL may build it first).
 */
const drawnIn = (range: string, today: CalendarDay): SQL =>
  sql`((lines.period && ${range}::daterange and lines.state in (${shown})) or (${overdueOn(today)} and lower(lines.period) < upper(${range}::daterange) and ${today}::date >= lower(${range}::daterange)))`;

/**
 * The lines (in the states the calendar draws, overdue ones to today) and the blocks of these props
 * whose days touch `range`.
 */
async function spansOf(db: Db, vendorId: string, itemIds: string[], range: string, today: CalendarDay): Promise<Map<string, CalendarSpan[]>> {
  const overdue = overdueOn(today);
  const spans = new Map<string, CalendarSpan[]>(itemIds.map((id) => [id, []]));
  if (itemIds.length === 0) return spans;
  const rows = rowsOf<SpanRow>(
    await db.execute(sql`
      select 'line' as source, lines.id, lines.item_id, case when ${overdue} then 'overdue' else lines.state end as kind, lines.quantity as units,
        to_char(lower(lines.period), 'YYYY-MM-DD') as starts,
        to_char(case when ${overdue} then ${today}::date + 1 else upper(lines.period) end, 'YYYY-MM-DD') as ends,
        to_char(requests.return_on, 'YYYY-MM-DD') as return_on, requests.id as request_id,
        concat_ws(' · ', nullif(${customerNameIn('people')}, ''), nullif(requests.production, '')) as who, false as open_ended
      from hold_lines as lines
      join hold_requests as requests on requests.id = lines.request_id
      left join vendor_users as people on people.vendor_id = requests.vendor_id and people.uid = requests.uid
      where ${drawnIn(range, today)} and lines.item_id in (${ids(itemIds)}) and requests.vendor_id = ${vendorId}
      union all
      select 'block', blocks.id, blocks.item_id, blocks.reason, blocks.quantity,
        to_char(lower(blocks.period), 'YYYY-MM-DD'), to_char(upper(blocks.period), 'YYYY-MM-DD'), null, null, blocks.note,
        blocks.line_id is not null and blocks.reason in ('repair', 'lost')
      from item_blocks as blocks
      where blocks.period && ${range}::daterange and blocks.item_id in (${ids(itemIds)})
    `),
  );
  for (const row of rows) {
    spans.get(row.item_id)?.push({
      id: row.id,
      kind: row.kind,
      start: row.starts,
      end: row.ends,
      units: Number(row.units),
      returnOn: row.return_on,
      who: row.who ?? '',
      href:
        row.source === 'line' && row.request_id
          ? requestHref(row.request_id, row.id)
          : itemCalendarHref(row.item_id, monthOfDay(row.starts), `#block-${row.id}`),
      ...(row.open_ended ? { openEnded: true } : {}),
    });
  }
  return spans;
}

/** The props with a drawn line or a block touching `range`. */
const busyIn = (range: string, today: CalendarDay): SQL => sql`(
  select lines.item_id from hold_lines as lines join hold_requests as requests on requests.id = lines.request_id where ${drawnIn(range, today)}
  union
  select item_id from item_blocks where period && ${range}::daterange
)`;

export type HouseCalendar = { rows: CalendarRow[]; total: number; page: number; pages: number };

/**
 * The holds calendar across the house for a month (issue 13 §5): each prop with anything that month
 * (a request, a hold, an order, a line out, a block) is a row, by title, 50 a page. With `search`
 * (words of the title, or a SKU) the props it finds are the rows, those with anything that month
 * first, so staff can open any prop's calendar to block it.
 */
export async function readHouseCalendar(
  db: Db,
  vendorId: string,
  { month, today, search = '', page = 1 }: { month: CalendarMonth; today: CalendarDay; search?: string; page?: number },
): Promise<HouseCalendar> {
  const range = monthRange(month);
  const match = search.trim() ? await textMatch(db, search) : undefined;
  const offset = (Math.max(1, page) - 1) * CALENDAR_PAGE_SIZE;
  const found = search.trim()
    ? match
      ? sql`
        select items.id, items.sku, items.title, items.quantity, items.status, count(*) over () as total
        from items left join ${busyIn(range, today)} as busy on busy.item_id = items.id
        where items.vendor_id = ${vendorId} and ${match.condition}
        order by busy.item_id is null, items.title, items.id
        limit ${CALENDAR_PAGE_SIZE} offset ${offset}`
      : null
    : sql`
        select items.id, items.sku, items.title, items.quantity, items.status, count(*) over () as total
        from items join ${busyIn(range, today)} as busy on busy.item_id = items.id
        where items.vendor_id = ${vendorId}
        order by items.title, items.id
        limit ${CALENDAR_PAGE_SIZE} offset ${offset}`;
  const props = found ? rowsOf<CalendarProp & { total: number }>(await db.execute(found)) : [];
  // A page past the end has no rows to count from; the first page says how many there are.
  const total = props.length > 0 ? Number(props[0]!.total) : page > 1 ? (await readHouseCalendar(db, vendorId, { month, today, search, page: 1 })).total : 0;
  const spans = await spansOf(
    db,
    vendorId,
    props.map((prop) => prop.id),
    range,
    today,
  );
  return {
    rows: props.map(({ total: _total, ...prop }) => ({ ...prop, quantity: Number(prop.quantity), spans: spans.get(prop.id) ?? [] })),
    total,
    page: Math.max(1, page),
    pages: Math.max(1, Math.ceil(total / CALENDAR_PAGE_SIZE)),
  };
}

/** `lineId`: the returned line a block was kept for (its damaged units' repair block is ended by "Mark repaired"). */
export type ItemBlockView = { id: string; quantity: number; from: CalendarDay; to: CalendarDay; reason: BarKind; note: string; lineId: string | null };
export type ItemCalendar = CalendarRow & {
  /** Units away (blocking lines and blocks) on each day of the month that has any. */
  away: Map<CalendarDay, number>;
  /** The prop's blocks that have not ended by `today`, soonest first: what staff may end or remove. */
  openBlocks: ItemBlockView[];
};

/**
 * One prop's calendar for a month (issue 13 §5): its bars, the units away each day counted as
 * availability counts them, and its blocks still to end. null when the house has no such prop.
 */
export async function readItemCalendar(db: Db, vendorId: string, itemId: string, month: CalendarMonth, today: CalendarDay): Promise<ItemCalendar | null> {
  const [prop] = rowsOf<CalendarProp>(
    await db.execute(sql`select id, sku, title, quantity, status from items where id = ${itemId} and vendor_id = ${vendorId}`),
  );
  if (!prop) return null;
  const range = monthRange(month);
  const [spans, away, blocks] = await Promise.all([
    spansOf(db, vendorId, [itemId], range, today),
    dailyUnitsAway(db, itemId, range),
    db.execute(sql`
      select id, quantity, to_char(lower(period), 'YYYY-MM-DD') as starts, to_char(upper(period) - 1, 'YYYY-MM-DD') as last, reason, note, line_id
      from item_blocks where item_id = ${itemId} and upper(period) > ${today}::date order by lower(period), id`),
  ]);
  return {
    ...prop,
    quantity: Number(prop.quantity),
    spans: spans.get(itemId) ?? [],
    away,
    openBlocks: rowsOf<{ id: string; quantity: number; starts: string; last: string; reason: BarKind; note: string; line_id: string | null }>(blocks).map(
      (block) => ({
        id: block.id,
        quantity: Number(block.quantity),
        from: block.starts,
        to: block.last,
        reason: block.reason,
        note: block.note,
        lineId: block.line_id,
      }),
    ),
  };
}
