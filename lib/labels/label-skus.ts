import { scannedSku } from './label-address';

/** The most labels one page prints: a few sheets. */
export const MAX_LABELS = 200;

/**
 * The SKUs staff typed or scanned for labels (issue 13 §6): one or more a line, or separated by
 * commas or spaces (a scanner types each with Enter), upper-cased as SKUs are stored, each once, in
 * the order given. A label's own address of this site (issue 38 §2, what a scanner types from a
 * label) gives its SKU; given no `site`, or of another site, it is dropped, like anything not shaped
 * like a SKU (letters, digits, dashes, up to 40).
 */
export function labelSkus(typed: string | string[], site?: URL): string[] {
  const words = (Array.isArray(typed) ? typed : [typed]).flatMap((text) => text.split(/[\s,;]+/));
  const skus = words
    .map((word) => (site ? (scannedSku(word, site).sku ?? '') : word).trim().toUpperCase())
    .filter((word) => /^[A-Z0-9][A-Z0-9._-]{0,39}$/.test(word));
  return [...new Set(skus)].slice(0, MAX_LABELS);
}
