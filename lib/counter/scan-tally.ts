import { scannedSku } from '@/lib/labels/label-address';

/** A line the counter's scans tick units of. */
export type TallyLine = { id: string; title: string; sku: string; quantity: number };
/** Units scanned so far, by line. */
export type Tally = Readonly<Record<string, number>>;
export type ScanAnswer = { ok: true; tally: Tally; lineId: string; words: string } | { ok: false; words: string };

const units = (count: number) => `${count} ${count === 1 ? 'unit' : 'units'}`;

/** "3 of 4 scanned": the units scanned of all the lines being checked out or in. */
export function scannedWords(lines: readonly TallyLine[], tally: Tally): string {
  const total = lines.reduce((sum, line) => sum + line.quantity, 0);
  const scanned = lines.reduce((sum, line) => sum + Math.min(line.quantity, tally[line.id] ?? 0), 0);
  return `${scanned} of ${total} scanned`;
}

/** The lines with units not yet scanned, in words, for the one confirmation: "Armchair (FUR-000071): 1 of 2". */
export function unscanned(lines: readonly TallyLine[], tally: Tally): string[] {
  return lines
    .filter((line) => (tally[line.id] ?? 0) < line.quantity)
    .map((line) => `${line.title} (${line.sku}): ${tally[line.id] ?? 0} of ${line.quantity} scanned`);
}

/**
 * One scan at the counter (issue 38 §2), from the camera or a keyboard-wedge scanner: a SKU or a
 * label's address ticks one unit of the first line of that SKU with units left to scan. A code that
 * is no label of ours, a prop not on the order, or one whose units are all scanned is refused in
 * words (the page sounds it too), and the tally stays as it was.
 */
export function tallyScan(lines: readonly TallyLine[], tally: Tally, typed: string, site: URL, orderNumber: string): ScanAnswer {
  const read = scannedSku(typed, site);
  if (read.sku === null) return { ok: false, words: read.problem };
  const sku = read.sku.toUpperCase();
  if (!sku) return { ok: false, words: 'Scan a label or type a SKU.' };
  const ofSku = lines.filter((line) => line.sku.toUpperCase() === sku);
  if (ofSku.length === 0) return { ok: false, words: `${sku} is not on ${orderNumber}.` };
  const line = ofSku.find((candidate) => (tally[candidate.id] ?? 0) < candidate.quantity);
  if (!line) {
    const all = ofSku.reduce((sum, candidate) => sum + candidate.quantity, 0);
    return { ok: false, words: `${all === 1 ? 'The unit' : `All ${units(all)}`} of ${sku} on ${orderNumber} ${all === 1 ? 'is' : 'are'} scanned already.` };
  }
  const next = { ...tally, [line.id]: (tally[line.id] ?? 0) + 1 };
  return { ok: true, tally: next, lineId: line.id, words: `${line.title} (${line.sku}): ${next[line.id]} of ${line.quantity}. ${scannedWords(lines, next)}.` };
}
