/** The counter's page, which a label's QR code opens on its prop (issue 38 §2). */
export const COUNTER_PATH = '/staff/check-in';

/** Said at the counter when what was scanned is an address, but not one of this site's labels. */
export const NOT_OUR_LABEL = 'That code is not one of our labels.';

/** The longest text the counter reads from its SKU field or `?sku=`: a label's whole address fits. */
export const SCANNED_MAX = 300;

/**
 * What a label's QR code carries (issue 38 §2): the address of the counter on its prop on this site,
 * so any phone's camera opens it, and a USB scanner types it whole into the counter's field.
 */
export function labelAddress(sku: string, site: URL): string {
  const address = new URL(COUNTER_PATH, site);
  address.searchParams.set('sku', sku);
  return address.href;
}

/** Anything with a scheme or a slash is read as an address; the rest is a SKU as typed. */
const LOOKS_LIKE_ADDRESS = /^[a-z][a-z0-9+.-]*:|\//i;
const SKU_SHAPE = /^[A-Z0-9][A-Z0-9._-]{0,39}$/i;

/**
 * The SKU in what was typed or scanned (issue 38 §2): a bare SKU as typed (trimmed), or the `sku` of
 * a label's address of this site (host and path compared without regard to case: a scanner with caps
 * lock on types the address in capitals). An address of another site, of another page, without a
 * SKU-shaped `sku`, or no address at all is not a SKU: `{ sku: null }` with the words to say.
 */
export function scannedSku(typed: string, site: URL): { sku: string; problem?: undefined } | { sku: null; problem: string } {
  const text = typed.trim().slice(0, SCANNED_MAX);
  if (!LOOKS_LIKE_ADDRESS.test(text)) return { sku: text.slice(0, 40) };
  let address: URL;
  try {
    address = new URL(text);
  } catch {
    return { sku: null, problem: NOT_OUR_LABEL };
  }
  const path = address.pathname.replace(/\/+$/, '').toLowerCase();
  const sku = [...address.searchParams].find(([name]) => name.toLowerCase() === 'sku')?.[1].trim() ?? '';
  if (!/^https?:$/.test(address.protocol) || address.host !== site.host || path !== COUNTER_PATH || !SKU_SHAPE.test(sku))
    return { sku: null, problem: NOT_OUR_LABEL };
  return { sku };
}
