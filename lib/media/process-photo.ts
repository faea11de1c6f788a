import 'server-only';
import heicDecode from 'heic-decode';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { AppError, type Result } from '@/lib/errors/app-error';
import { MAX_PHOTO_PIXELS, PHOTO_REFUSALS, refusalBySize, renditionWidths, type PhotoRefusal } from './photo-rules';

export type Rendition = { width: number; height: number; body: Uint8Array };
/** A photo ready to store: upright, without its metadata, as WebP at each width (the widest first is last). */
export type ProcessedPhoto = { width: number; height: number; renditions: Rendition[] };

/** What sharp's own decoders read, told by their content; SVG, TIFF and the rest are refused. */
const SHARP_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
const WEBP_QUALITY = 80;

const refused = (refusal: PhotoRefusal): { ok: false; error: AppError } => ({
  ok: false,
  error: new AppError('invalid', PHOTO_REFUSALS[refusal], { reason: refusal }),
});

/** Sharp's options for every read: a pixel bomb is refused from its header, before it is decoded; a truncated file is an error. */
const readOptions = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' } as const;

type Source = { width: number; height: number; open: () => Sharp };

/**
 * Judges an uploaded file by its bytes alone, never its name or the browser's type (issue 13 §3):
 * a JPEG, PNG, WebP, AVIF, GIF (its first frame) or HEIC of at most 15 MB and 50 megapixels. The photo
 * is turned upright by its EXIF orientation, its metadata (camera, GPS location) is left behind, and it
 * is written as WebP at each of the widths the pages draw, never enlarged. A refusal names what the
 * person can do about it.
 */
export async function processPhoto(bytes: Uint8Array): Promise<Result<ProcessedPhoto>> {
  const bySize = refusalBySize(bytes.byteLength);
  if (bySize) return refused(bySize);
  const source = await openSource(bytes);
  if (!source.ok) return source;
  const { width, open } = source.data;
  try {
    const renditions: Rendition[] = [];
    for (const target of renditionWidths(width)) {
      const { data, info } = await open()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      renditions.push({ width: info.width, height: info.height, body: new Uint8Array(data) });
    }
    const widest = renditions.at(-1)!;
    return { ok: true, data: { width: widest.width, height: widest.height, renditions } };
  } catch (error) {
    return refused(isPixelLimit(error) ? 'tooManyPixels' : 'damaged');
  }
}

/** The decoder for the file's content, after its header says it is a photo of a size we take. */
async function openSource(bytes: Uint8Array): Promise<Result<Source>> {
  let metadata: Metadata;
  try {
    // The limit applies to the header already: a bomb is refused here, before any pixel is decoded.
    metadata = await sharp(bytes, readOptions).metadata();
  } catch (error) {
    return refused(isPixelLimit(error) ? 'tooManyPixels' : 'notAPhoto');
  }
  const { format, compression } = metadata;
  const heif = format === 'heif';
  if (!SHARP_FORMATS.has(format) && !(heif && (compression === 'av1' || compression === 'hevc'))) return refused('notAPhoto');
  const { width, height } = metadata.autoOrient ?? metadata;
  if (!width || !height) return refused('notAPhoto');
  if (width * height > MAX_PHOTO_PIXELS) return refused('tooManyPixels');
  // sharp's own libheif reads AVIF (AV1) but not HEIC (HEVC, left out of its binaries for patent reasons).
  if (heif && compression === 'hevc') return openHeic(bytes);
  return { ok: true, data: { width, height, open: () => sharp(bytes, readOptions).autoOrient() } };
}

/**
 * An iPhone's HEIC, decoded by libheif compiled to WebAssembly (heic-decode), which applies the file's
 * own rotation; its pixels go on to sharp without any of its metadata.
 */
async function openHeic(bytes: Uint8Array): Promise<Result<Source>> {
  let images: (Awaited<ReturnType<typeof heicDecode.all>>[number] & { width: number; height: number })[] & { dispose?: () => void };
  try {
    images = (await heicDecode.all({ buffer: bytes })) as typeof images;
  } catch {
    return refused('damaged');
  }
  try {
    const primary = images[0];
    if (!primary) return refused('notAPhoto');
    // The container's header told sharp one size; the image decoded is the one that counts.
    if (primary.width * primary.height > MAX_PHOTO_PIXELS) return refused('tooManyPixels');
    const { width, height, data } = (await primary.decode().catch(() => null)) ?? { width: 0, height: 0, data: null };
    if (!data || !width || !height) return refused('damaged');
    const pixels = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    return { ok: true, data: { width, height, open: () => sharp(pixels, { ...readOptions, raw: { width, height, channels: 4 } }) } };
  } finally {
    images.dispose?.();
  }
}

function isPixelLimit(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}
