import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { labelAddress, scannedSku } from '@/lib/labels/label-address';
import { skuQrSvg } from '@/lib/labels/sku-qr';

const SITE = new URL('https://props.example.com');
/** The file the counter serves to phones without a reader of their own (app/staff/check-in/decoder.wasm). */
const DECODER = path.join(process.cwd(), 'node_modules', 'zxing-wasm', 'dist', 'reader', 'zxing_reader.wasm');

describe('issue 38 §2: the counter’s WebAssembly reader, where the phone has none of its own', () => {
  it('issue 38 §2: reads a printed label’s QR code, photographed small and grey, back to the counter’s address on its SKU', async () => {
    const wasmBinary = (await readFile(DECODER)).buffer as ArrayBuffer;
    await prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
    for (const sku of ['FUR-000071', 'LIG-104233']) {
      // As a camera's frame sees it: small, off-white, no colour.
      const frame = await sharp(Buffer.from(await skuQrSvg(sku, SITE)), { density: 96 })
        .resize(240)
        .flatten({ background: '#f4f1ea' })
        .greyscale()
        .png()
        .toBuffer();
      const [read] = await readBarcodes(new Uint8Array(frame), { formats: ['QRCode', 'Code128', 'Code39', 'EAN-13'], maxNumberOfSymbols: 1 });
      expect(read?.text).toBe(labelAddress(sku, SITE));
      expect(scannedSku(read!.text, SITE)).toEqual({ sku });
    }
  });
});
