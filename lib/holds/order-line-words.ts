import { shortDay } from '@/lib/text/calendar-day';

type OrderLine = {
  state: string;
  quantity: number;
  outOn?: string | null;
  backOn?: string | null;
  missingUnits: number;
  damagedUnits: number;
};

/**
 * An order's line on the customer's page (issue 26 §2): the days it was really out and what came
 * back short, "Out Mar 8 – back Mar 15 · 1 of 2 missing". Null before it goes out.
 */
export function orderLineWords(line: OrderLine, locale: string): string | null {
  if (!line.outOn || (line.state !== 'out' && line.state !== 'returned')) return null;
  const out = shortDay(line.outOn, locale);
  if (line.state === 'out' || !line.backOn) return `Out since ${out}`;
  const short = [
    line.missingUnits > 0 ? `${line.missingUnits} of ${line.quantity} missing` : '',
    line.damagedUnits > 0 ? `${line.damagedUnits} of ${line.quantity} damaged` : '',
  ].filter(Boolean);
  return [`Out ${out} – back ${shortDay(line.backOn, locale)}`, ...short].join(' · ');
}
