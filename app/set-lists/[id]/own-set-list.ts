import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getDb } from '@/lib/db';
import { customerOf } from '@/lib/house/customer-key';
import { getViewer } from '@/lib/identity/viewer';
import { tenant } from '@/lib/tenant';
import { summariseQuote, type QuoteSummary } from '@/lib/set-lists/quote-summary';
import { getSetList, type SetListView } from '@/lib/set-lists/read-set-lists';

/** The list a page shows and its quote, or the 404 page: another person's list is not found, exactly like none. */
export const loadOwnSetList = cache(async (id: string): Promise<{ list: SetListView; quote: QuoteSummary | null; unitCount: number }> => {
  const viewer = await getViewer();
  const list = viewer.user ? await getSetList(await getDb(), customerOf(viewer), id) : null;
  if (!list) notFound();
  return { list, ...quoteOf(list) };
});

export function quoteOf(list: SetListView): { quote: QuoteSummary | null; unitCount: number } {
  const unitCount = list.lines.reduce((sum, line) => sum + line.quantity, 0);
  const quote = list.pickUpOn && list.returnOn ? summariseQuote(list.lines, { pickUp: list.pickUpOn, returnBy: list.returnOn }, tenant) : null;
  return { quote, unitCount };
}
