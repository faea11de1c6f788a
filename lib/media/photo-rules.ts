/**
 * An item's photos (issue 13 §3): what an upload may be, the sizes it is resized to, and how the list
 * is reordered. Pure, so the staff page's script says the same limits the server keeps
 * (docs/decisions/0097, "Photos").
 */

/** The staff page of an item's photos. */
export function photosPageHref(itemId: string): string {
  return `/staff/items/${encodeURIComponent(itemId)}/photos`;
}

/** A phone's photo is 2 to 8 MB; a larger file is a scan or a camera's raw export. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
/** About 8,000 × 6,000 pixels: any camera's photo, not a decompression bomb (a 20,000 × 20,000 PNG of a few kilobytes). */
export const MAX_PHOTO_PIXELS = 50_000_000;
/**
 * The widths stored of each photo: 400 for cards (about 300 px wide) and thumbnails, 800 for cards on
 * a sharp screen and the item page on a phone, 1600 for the item page's large photo on a sharp screen.
 */
export const PHOTO_WIDTHS = [400, 800, 1600] as const;
export const MAX_PHOTOS_PER_ITEM = 24;
export const MAX_ALT_LENGTH = 200;

export const PHOTO_REFUSALS = {
  empty: 'That file is empty (0 bytes): choose the photo again.',
  tooLarge: 'That photo is larger than 15 MB: save a smaller copy (a JPEG of a few MB is plenty) and upload that.',
  notAPhoto: 'That file is not a photo we can read: upload a JPEG, PNG, WebP or HEIC.',
  tooManyPixels: 'That photo is larger than 50 megapixels: resize it (8,000 × 6,000 pixels is plenty) and upload it again.',
  damaged: 'That photo is damaged or incomplete, so we could not read all of it: copy or export it again and upload the new file.',
  full: `This item already has ${MAX_PHOTOS_PER_ITEM} photos: remove one before adding more.`,
  notStored: 'We could not store that photo just now: try again in a moment.',
} as const;

export type PhotoRefusal = keyof typeof PHOTO_REFUSALS;
/** A file that was not added, by the name it had on the person's computer, and why. */
export type FileRefusal = { name: string; message: string };

/** What can be said of a file before it is sent: only its size (its content is judged on the server). */
export function refusalBySize(bytes: number): PhotoRefusal | null {
  if (bytes === 0) return 'empty';
  if (bytes > MAX_PHOTO_BYTES) return 'tooLarge';
  return null;
}

/**
 * The widths to store of a photo `sourceWidth` pixels wide: each of PHOTO_WIDTHS, never wider than the
 * photo itself (a narrower photo is stored at its own width instead of being enlarged).
 */
export function renditionWidths(sourceWidth: number): number[] {
  return [...new Set(PHOTO_WIDTHS.map((width) => Math.min(width, sourceWidth)))];
}

/** The alt text a new photo starts with: the item's title, as short as alt text must be. */
export function defaultAlt(title: string): string {
  const trimmed = title.trim();
  return trimmed.length <= MAX_ALT_LENGTH ? trimmed : `${trimmed.slice(0, MAX_ALT_LENGTH - 1)}…`;
}

/**
 * Where new uploads go (issue 38 §6): last, so the cover (the first photo, the one cards show) stays
 * until staff move another first; an item without photos gets its first upload as its cover. This
 * holds for the demo's generated pictures and the linked photos of an import alike: both are covers
 * a crew sees, and neither can be told from the other by its fields.
 */
export function uploadPosition(list: readonly unknown[]): number {
  return list.length;
}

/** The list with the photo at `index` one place earlier or later; null when it cannot move that way. */
export function movedPhotos<T>(list: readonly T[], index: number, direction: 'earlier' | 'later'): T[] | null {
  const target = direction === 'earlier' ? index - 1 : index + 1;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return null;
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** The list in the order of `urls`, which must name every photo once; null when it does not (the list changed meanwhile). */
export function orderedPhotos<T extends { url: string }>(list: readonly T[], urls: readonly string[]): T[] | null {
  if (urls.length !== list.length || new Set(urls).size !== urls.length) return null;
  const byUrl = new Map(list.map((photo) => [photo.url, photo]));
  const next = urls.map((url) => byUrl.get(url));
  return next.every((photo) => photo !== undefined) ? (next as T[]) : null;
}
