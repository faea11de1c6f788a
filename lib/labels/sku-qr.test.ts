import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { labelSkus, MAX_LABELS } from './label-skus';
import { skuQrDataUrl, skuQrSvg } from './sku-qr';

/** Reads a QR code back the way a phone would: the SVG drawn to pixels, then decoded by jsQR (not our code). */
async function decode(svg: string): Promise<string | null> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

describe('issue 13 §6: a label’s QR code is exactly the SKU', () => {
  it.each(['ABC-000123', 'LMP-104233', 'X'])('%s round-trips through the drawn code', async (sku) => {
    const svg = await skuQrSvg(sku);
    expect(svg).toMatch(/^<svg [^>]*viewBox/);
    expect(await decode(svg)).toBe(sku);
  });

  it('two SKUs draw two different codes; the image address carries the same SVG', async () => {
    expect(await skuQrSvg('ABC-000001')).not.toBe(await skuQrSvg('ABC-000002'));
    const url = await skuQrDataUrl('ABC-000001');
    expect(url.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(await decode(Buffer.from(url.split(',')[1]!, 'base64').toString())).toBe('ABC-000001');
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
