import { readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Files for the photo tests (issue 13 §3), made at test time with sharp, except the HEIC: sharp's
 * binaries cannot encode HEVC, so `fixtures/photo.heic` (120 × 80, with a GPS position in its EXIF) was
 * made once with Debian's libheif-examples: `heif-enc -q 50 -o photo.heic in.jpg`.
 */

/** A photo's pixels: the left half red, the right half blue, so a turn shows in which corner is which. */
function halves(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) pixels[(y * width + x) * 3 + (x < width / 2 ? 0 : 2)] = 255;
  }
  return pixels;
}

const raw = (width: number, height: number) => sharp(halves(width, height), { raw: { width, height, channels: 3 } });

/** Where a phone says the photo was taken, as cameras write it. */
const GPS = { GPSLatitudeRef: 'N', GPSLatitude: '34/1 5/1 56/1', GPSLongitudeRef: 'W', GPSLongitude: '118/1 20/1 25/1' };

/** A camera's JPEG with its make and the place it was taken. */
export async function jpegWithGps(width = 2400, height = 1800): Promise<Uint8Array> {
  return new Uint8Array(
    await raw(width, height)
      .jpeg({ quality: 85 })
      .withExif({ IFD0: { Make: 'Prop House Camera', Model: 'Test' }, IFD3: GPS })
      .toBuffer(),
  );
}

/** A PNG stored on its side (200 × 100) whose EXIF says to turn it a quarter clockwise: it shows 100 wide, 200 tall, red on top. */
export async function pngOnItsSide(): Promise<Uint8Array> {
  return new Uint8Array(await raw(200, 100).png().withMetadata({ orientation: 6 }).toBuffer());
}

export async function smallWebp(width = 300, height = 200): Promise<Uint8Array> {
  return new Uint8Array(await raw(width, height).webp().toBuffer());
}

export async function tinyJpeg(): Promise<Uint8Array> {
  return new Uint8Array(await raw(64, 48).jpeg().toBuffer());
}

export function heicPhoto(): Uint8Array {
  return new Uint8Array(readFileSync(new URL('./fixtures/photo.heic', import.meta.url)));
}

/** The first half of a real JPEG: its header says a photo, its pixels stop halfway. */
export async function truncatedJpeg(): Promise<Uint8Array> {
  const whole = await jpegWithGps(1200, 900);
  return whole.subarray(0, Math.floor(whole.byteLength / 2));
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid PNG of 20,000 × 20,000 black-and-white pixels, about 50 kB on disk and
 * 400 megapixels (over a gigabyte) once decoded.
 */
export function pixelBombPng(side = 20_000): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc(side * (1 + Math.ceil(side / 8))); // filter byte 0 and zero pixels on each row
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]));
}

export const textFile = () => new TextEncoder().encode('Props to collect on Tuesday:\n- two chairs\n- the brass lamp\n');
/** The start of a Linux program (ELF) and of a Windows one (MZ), as a renamed executable begins. */
export const elfProgram = () => new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array(120).fill(0)]);
export const windowsProgram = () => new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, ...new Array(120).fill(0)]);

/** An SVG is an image to a browser but a page of script to us: never taken. */
export const svgDrawing = () => new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');

/** What the store keeps of a photo, read back: its size and whether any metadata survived. */
export async function describeStored(body: Uint8Array) {
  const { format, width, height, exif, icc, xmp } = await sharp(body).metadata();
  return { format, width, height, hasExif: exif !== undefined, hasXmp: xmp !== undefined, hasIcc: icc !== undefined };
}

/** The colour of one pixel of a stored photo, as [r, g, b]. */
export async function pixelAt(body: Uint8Array, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(body).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}

/** A file as a browser sends it from a form. */
export function upload(name: string, bytes: Uint8Array, type = 'image/jpeg'): File {
  return new File([bytes as Uint8Array<ArrayBuffer>], name, { type });
}
