import 'server-only';
import type { Db } from '@/lib/db';
import { AppError } from '@/lib/errors/app-error';
import { houseToday } from '@/lib/house/clock';
import { can, type Viewer } from '@/lib/identity/viewer';
import { ordersInRange, requestsInRange, returnsInRange } from './activity';
import { csvDownload, toCsv, type CsvCell } from '@/lib/text/csv';
import { reportRange, type ReportRange } from './report-range';

export const CSV_REPORTS = ['requests', 'orders', 'returns'] as const;
export type CsvReport = (typeof CSV_REPORTS)[number];

const NOT_FOUND = 'This page could not be found.';

type Where = { vendorId: string; timeZone: string; range: ReportRange };

/** Each report's header and rows: what the page counts, one row per request or line. */
export async function reportTable(db: Db, report: CsvReport, where: Where): Promise<{ header: string[]; rows: CsvCell[][] }> {
  if (report === 'requests')
    return {
      header: ['Request', 'Sent on', 'Kind', 'Customer', 'Studio', 'Production', 'Pick-up day', 'Return day', 'Lines', 'Units'],
      rows: (await requestsInRange(db, where)).map((row) => [
        row.requestId,
        row.sentOn,
        row.kind === 'claim' ? 'Claim' : 'Hold',
        row.customer,
        row.studio,
        row.production,
        row.pickUpOn,
        row.returnOn,
        row.lines,
        row.units,
      ]),
    };
  if (report === 'orders')
    return {
      header: ['Request', 'Line', 'Pick-up day', 'Return day', 'Customer', 'Production', 'SKU', 'Title', 'Units', 'State'],
      rows: (await ordersInRange(db, where)).map((row) => [
        row.requestId,
        row.lineId,
        row.pickUpOn,
        row.returnOn,
        row.customer,
        row.production,
        row.sku,
        row.title,
        row.quantity,
        row.state,
      ]),
    };
  return {
    header: ['Request', 'Line', 'Returned on', 'Customer', 'Production', 'SKU', 'Title', 'Units', 'Units missing', 'Condition note'],
    rows: (await returnsInRange(db, where)).map((row) => [
      row.requestId,
      row.lineId,
      row.returnedOn,
      row.customer,
      row.production,
      row.sku,
      row.title,
      row.quantity,
      row.missingUnits,
      row.conditionNote,
    ]),
  };
}

/**
 * A report's CSV download (issue 13 §8): staff only, everyone else the 404 the staff pages give.
 * The range is the page's (`?from=…&to=…`, this month when left out); a malformed one is a 400 with
 * its words rather than a file of some other month.
 */
export function reportCsvRoute(db: () => Promise<Db>, { vendorId, timeZone }: { vendorId: string; timeZone: string }, report: string) {
  return async (request: Request, { viewer }: { viewer: Viewer }): Promise<Response> => {
    if (!can(viewer, 'staff')) throw new AppError('notFound', NOT_FOUND);
    const kind = CSV_REPORTS.find((name) => name === report);
    if (!kind) throw new AppError('notFound', NOT_FOUND);
    const params = new URL(request.url).searchParams;
    const { range, problem } = reportRange({ from: params.get('from') ?? undefined, to: params.get('to') ?? undefined }, houseToday(timeZone));
    if (problem) throw new AppError('invalid', problem.replace(' Showing this month.', ''));
    const { header, rows } = await reportTable(await db(), kind, { vendorId, timeZone, range });
    return csvDownload(toCsv(header, rows), `${kind}-${range.from}-to-${range.to}.csv`);
  };
}
