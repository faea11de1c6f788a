/**
 * Generated catalogue photos: a flat pictogram of a kind of prop, in the item's colour, on a soft studio backdrop.
 * Pure string building, no I/O, so it runs anywhere and the same input always gives the same bytes.
 */
import { z } from 'zod';
import { palette } from './palette';
import type { Pictogram } from './pictograms/pictogram';
import { FORMER_KIND_NAMES, PICTOGRAMS, PROP_KINDS, type FormerKindName, type PropKind } from './pictograms';

export { PROP_KINDS, type PropKind };

/** Every kind the route draws: today's, and the names earlier catalogues stored (still answered, never a broken image). */
export const PHOTO_KINDS = [...PROP_KINDS, ...(Object.keys(FORMER_KIND_NAMES) as FormerKindName[])] as [
  PropKind | FormerKindName,
  ...(PropKind | FormerKindName)[],
];
export type PhotoKind = (typeof PHOTO_KINDS)[number];

export const PROP_VIEWS = ['front', 'detail'] as const;
export type PropView = (typeof PROP_VIEWS)[number];

export const propPhotoParams = z.object({
  kind: z.enum(PHOTO_KINDS),
  color: z.string().regex(/^[0-9a-f]{6}$/i, 'expected 6 hex digits, without #'),
  view: z.enum(PROP_VIEWS).default('front'),
});

export type PropPhotoParams = z.infer<typeof propPhotoParams>;

export const PROP_PHOTO_WIDTH = 800;
export const PROP_PHOTO_HEIGHT = 600;

const FLOOR_Y = 470;
const FALLBACK_COLOR = '8b5a2b';

/** Today's kind for a kind name, former names included; anything unknown is drawn as a crate rather than failing. */
function currentKind(kind: string): PropKind {
  if (kind in PICTOGRAMS) return kind as PropKind;
  return FORMER_KIND_NAMES[kind as FormerKindName] ?? 'crate';
}

// ---------------------------------------------------------------------------

function normaliseColor(color: string): string {
  const hex = color.replace(/^#/, '');
  return /^[0-9a-f]{6}$/i.test(hex) ? hex.toLowerCase() : FALLBACK_COLOR;
}

/**
 * A complete 800 × 600 SVG document picturing one kind of prop in one colour.
 * `detail` is the same prop zoomed in, so an item's two photos differ.
 */
export function renderPropPhoto({ kind, color, view = 'front' }: { kind: PhotoKind; color: string; view?: PropView }): string {
  const safeKind = currentKind(kind);
  const pictogram: Pictogram = PICTOGRAMS[safeKind];
  const hex = normaliseColor(color);
  const detail = view === 'detail';
  const p = palette(hex);
  const id = `pp-${safeKind}-${hex}-${detail ? 'detail' : 'front'}`;
  const [fx, fy, zoom] = pictogram.focus;
  // Front: the whole prop, a little larger than drawn, still standing on the floor line. Detail: zoomed in on its focus point.
  const scene = detail
    ? ` transform="translate(400 300) scale(${zoom}) translate(${-fx} ${-fy})"`
    : ` transform="translate(400 ${FLOOR_Y}) scale(1.12) translate(-400 ${-FLOOR_Y})"`;
  const title = `${detail ? 'Close-up illustration' : 'Illustration'} of ${pictogram.label}`;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PROP_PHOTO_WIDTH}" height="${PROP_PHOTO_HEIGHT}" viewBox="0 0 ${PROP_PHOTO_WIDTH} ${PROP_PHOTO_HEIGHT}" role="img">
  <title>${title}</title>
  <defs>
    <linearGradient id="${id}-bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${p.backdropTop}"/>
      <stop offset="1" stop-color="${p.backdropBottom}"/>
    </linearGradient>
    <radialGradient id="${id}-shadow">
      <stop offset="0" stop-color="#000000" stop-opacity="0.28"/>
      <stop offset="1" stop-color="#000000" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${PROP_PHOTO_WIDTH}" height="${PROP_PHOTO_HEIGHT}" fill="url(#${id}-bg)"/>
  <g${scene}>
    <rect x="-800" y="${FLOOR_Y}" width="2400" height="800" fill="${p.floor}"/>
    <path d="M-800 ${FLOOR_Y} H1600" stroke="${p.floorLine}" stroke-width="2"/>
    ${pictogram.shadow > 0 ? `<ellipse cx="400" cy="${FLOOR_Y + 2}" rx="${pictogram.shadow}" ry="18" fill="url(#${id}-shadow)"/>` : ''}
    <g stroke="${p.outline}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round">${pictogram.draw(p)}
    </g>
  </g>
</svg>
`;
}
