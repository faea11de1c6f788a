import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { labelAddress, NOT_OUR_LABEL, scannedSku } from './label-address';
import { labelSkus, MAX_LABELS } from './label-skus';
import { skuQrDataUrl, skuQrSvg } from './sku-qr';

/** Reads a QR code back the way a phone would: the SVG drawn to pixels, then decoded by jsQR (not our code). */
async function decode(svg: string): Promise<string | null> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

const SITE = new URL('https://props.example.com');

describe('issue 38 §2: a label’s QR code is the address of the counter on its SKU', () => {
  it.each(['ABC-000123', 'LMP-104233', 'X'])('%s round-trips through the drawn code', async (sku) => {
    const svg = await skuQrSvg(sku, SITE);
    expect(svg).toMatch(/^<svg [^>]*viewBox/);
    const read = await decode(svg);
    expect(read).toBe(`https://props.example.com/staff/check-in?sku=${sku}`);
    expect(scannedSku(read!, SITE)).toEqual({ sku });
  });

  it('two SKUs draw two different codes; the image address carries the same SVG', async () => {
    expect(await skuQrSvg('ABC-000001', SITE)).not.toBe(await skuQrSvg('ABC-000002', SITE));
    const url = await skuQrDataUrl('ABC-000001', SITE);
    expect(url.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(await decode(Buffer.from(url.split(',')[1]!, 'base64').toString())).toBe(labelAddress('ABC-000001', SITE));
  });
});

describe('issue 38 §2: the counter reads the SKU from a label’s address or a bare SKU', () => {
  it.each([
    ['this site’s address', 'https://props.example.com/staff/check-in?sku=ABC-000123', 'ABC-000123'],
    ['the address with a trailing slash and spaces around', '  https://props.example.com/staff/check-in/?sku=ABC-1 ', 'ABC-1'],
    ['the address typed in capitals (a scanner with caps lock on)', 'HTTPS://PROPS.EXAMPLE.COM/STAFF/CHECK-IN?SKU=ABC-000123', 'ABC-000123'],
    ['a bare SKU', 'ABC-000123', 'ABC-000123'],
    ['a bare SKU in lower case, kept as typed (the lookup ignores case)', ' abc-000123 ', 'abc-000123'],
    ['a lower-case SKU in the address', 'https://props.example.com/staff/check-in?sku=abc-7', 'abc-7'],
  ])('%s', (_, typed, sku) => {
    expect(scannedSku(typed, SITE)).toEqual({ sku });
  });

  it.each([
    ['another site', 'https://other.example.net/staff/check-in?sku=ABC-1'],
    ['another port of the same host', 'https://props.example.com:8443/staff/check-in?sku=ABC-1'],
    ['another page of this site', 'https://props.example.com/staff/labels?sku=ABC-1'],
    ['no sku in the address', 'https://props.example.com/staff/check-in'],
    ['a sku that is no SKU', 'https://props.example.com/staff/check-in?sku=%3Cscript%3E'],
    ['another scheme', 'javascript:alert(1)'],
    ['a malformed address', 'https://'],
    ['garbage with a slash', '%%/??'],
  ])('%s is not one of our labels', (_, typed) => {
    expect(scannedSku(typed, SITE)).toEqual({ sku: null, problem: NOT_OUR_LABEL });
  });

  it('the labels page reads addresses of this site as their SKUs and drops those of others', () => {
    const typed = `${labelAddress('ABC-1', SITE)}\nhttps://other.example.net/staff/check-in?sku=EVIL-1\nb-2`;
    expect(labelSkus(typed, SITE)).toEqual(['ABC-1', 'B-2']);
    expect(labelSkus(typed)).toEqual(['B-2']);
  });
});

describe('issue 13 §6: the SKUs typed or scanned for labels', () => {
  it.each([
    ['abc-000001\nABC-000002', ['ABC-000001', 'ABC-000002']],
    ['ABC-000001, abc-000001 ; LMP-1', ['ABC-000001', 'LMP-1']],
    ['  \n ', []],
    ['<script> ABC-1 "x"', ['ABC-1']],
  ])('%j → %j', (typed, skus) => {
    expect(labelSkus(typed)).toEqual(skus);
  });

  it('several ?sku= values are read together, and a page stops at the most labels it prints', () => {
    expect(labelSkus(['A-1', 'B-2 C-3'])).toEqual(['A-1', 'B-2', 'C-3']);
    expect(labelSkus(Array.from({ length: MAX_LABELS + 5 }, (_, i) => `S-${i}`))).toHaveLength(MAX_LABELS);
  });
});
