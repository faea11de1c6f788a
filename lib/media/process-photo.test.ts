import { describe, expect, it } from 'vitest';
import {
  describeStored,
  elfProgram,
  heicPhoto,
  jpegWithGps,
  pixelAt,
  pixelBombPng,
  pngOnItsSide,
  smallWebp,
  svgDrawing,
  textFile,
  tinyJpeg,
  truncatedJpeg,
  windowsProgram,
} from '@/test/photos';
import { MAX_PHOTO_BYTES, PHOTO_REFUSALS } from './photo-rules';
import { processPhoto } from './process-photo';

describe('issue 13 §3: a bad file is refused with a message a person can act on', () => {
  it.each([
    ['a text file renamed .jpg', textFile, PHOTO_REFUSALS.notAPhoto],
    ['a Linux program renamed .png', elfProgram, PHOTO_REFUSALS.notAPhoto],
    ['a Windows program renamed .png', windowsProgram, PHOTO_REFUSALS.notAPhoto],
    ['an SVG drawing (script in an image’s clothes)', svgDrawing, PHOTO_REFUSALS.notAPhoto],
    ['zero bytes', () => new Uint8Array(0), PHOTO_REFUSALS.empty],
    ['a JPEG cut off halfway', truncatedJpeg, PHOTO_REFUSALS.damaged],
    ['a PNG declaring 20,000 × 20,000 pixels (a decompression bomb)', () => pixelBombPng(20_000), PHOTO_REFUSALS.tooManyPixels],
    ['a PNG declaring 10,000 × 10,000 pixels (over our 50 megapixels, under sharp’s own limit)', () => pixelBombPng(10_000), PHOTO_REFUSALS.tooManyPixels],
    ['a file over 15 MB', () => new Uint8Array(MAX_PHOTO_BYTES + 1), PHOTO_REFUSALS.tooLarge],
  ] as const)('%s', async (_name, make, message) => {
    const answer = await processPhoto(await make());
    expect(answer).toMatchObject({ ok: false, error: { code: 'invalid', message } });
  });

  it('refuses a pixel bomb from its header, without decoding its 100 million pixels', async () => {
    const bomb = pixelBombPng(10_000);
    expect(bomb.byteLength).toBeLessThan(100_000);
    await processPhoto(await tinyJpeg()); // sharp loaded
    const started = performance.now();
    await processPhoto(bomb);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('issue 13 §3: a photo is resized into the widths the pages draw, upright, without its metadata', () => {
  it('a camera JPEG with GPS becomes WebP at 400, 800 and 1600 px wide, with no EXIF left', async () => {
    const answer = await processPhoto(await jpegWithGps(2400, 1800));
    if (!answer.ok) throw answer.error;
    expect(answer.data).toMatchObject({ width: 1600, height: 1200 });
    const stored = await Promise.all(answer.data.renditions.map((rendition) => describeStored(rendition.body)));
    expect(stored).toEqual([400, 800, 1600].map((width) => ({ format: 'webp', width, height: (width * 3) / 4, hasExif: false, hasXmp: false, hasIcc: false })));
    expect(answer.data.renditions.map(({ width, height }) => [width, height])).toEqual([
      [400, 300],
      [800, 600],
      [1600, 1200],
    ]);
  });

  it('a PNG on its side is turned upright by its EXIF orientation', async () => {
    const answer = await processPhoto(await pngOnItsSide());
    if (!answer.ok) throw answer.error;
    expect(answer.data).toMatchObject({ width: 100, height: 200 });
    const [only] = answer.data.renditions;
    expect(await describeStored(only!.body)).toMatchObject({ width: 100, height: 200, hasExif: false });
    // Stored with red on the left; a quarter turn clockwise puts red on top.
    expect((await pixelAt(only!.body, 50, 10))[0]).toBeGreaterThan(200);
    expect((await pixelAt(only!.body, 50, 190))[2]).toBeGreaterThan(200);
  });

  it('a photo narrower than 400 px is kept at its own width, never enlarged', async () => {
    const answer = await processPhoto(await smallWebp(300, 200));
    if (!answer.ok) throw answer.error;
    expect(answer.data.renditions.map(({ width, height }) => [width, height])).toEqual([[300, 200]]);
  });

  it('an iPhone HEIC is read (sharp’s binaries cannot) and loses its GPS too', async () => {
    const answer = await processPhoto(heicPhoto());
    if (!answer.ok) throw answer.error;
    expect(answer.data).toMatchObject({ width: 120, height: 80 });
    expect(await describeStored(answer.data.renditions[0]!.body)).toMatchObject({ format: 'webp', width: 120, height: 80, hasExif: false });
  });
});
