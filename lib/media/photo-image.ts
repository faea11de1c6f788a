import type { Photo } from '@/lib/db/schema/catalog';

/**
 * Where an uploaded photo's files are and how pages draw them (issue 13 §3). A photo's `key` is its
 * folder in the file store, `photos/<id>`; each of its `widths` is a WebP file in it, `<width>.webp`,
 * served at `/media/photos/<id>/<width>.webp` (app/media/photos). Pure: cards render in the browser too.
 */

export const PHOTO_KEY_PREFIX = 'photos/';

export function photoKey(id: string): string {
  return `${PHOTO_KEY_PREFIX}${id}`;
}

export function renditionKey(key: string, width: number): string {
  return `${key}/${width}.webp`;
}

export function renditionUrl(key: string, width: number): string {
  return `/media/${renditionKey(key, width)}`;
}

/** How wide each place draws a photo, for the browser to choose among the widths (`sizes`). */
export const PHOTO_SIZES = {
  /** Cards: one column on a phone, two on a small tablet, about 300 px in the catalogue's grid. */
  card: '(max-width: 480px) 100vw, (max-width: 900px) 50vw, 300px',
  /** The item page's large photo: the page's width on a phone, about 620 px beside the details. */
  itemPage: '(max-width: 900px) 100vw, 620px',
  thumbnail: '160px',
  /** A set list's line and its printed sheet. */
  line: '96px',
  /** A request's line in the staff detail view (issue 25 §2). */
  row: '56px',
} as const;

export type ImageProps = { src: string; srcSet?: string; sizes?: string; width: number; height: number };

/**
 * An <img>'s source, candidates and size: an uploaded photo offers each stored width to the browser;
 * a generated picture (no `widths`) is its one SVG. width and height always, so nothing shifts.
 */
export function photoImageProps(photo: Pick<Photo, 'url' | 'width' | 'height' | 'key' | 'widths'>, sizes: string): ImageProps {
  const { url, width, height, key, widths } = photo;
  if (!key || !widths || widths.length < 2) return { src: url, width, height };
  return { src: url, srcSet: widths.map((each) => `${renditionUrl(key, each)} ${each}w`).join(', '), sizes, width, height };
}
