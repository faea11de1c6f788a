/**
 * Generated catalogue photos: a flat pictogram of a kind of prop, in the item's colour, on a soft studio backdrop.
 * Pure string building, no I/O, so it runs anywhere and the same input always gives the same bytes.
 */
import { z } from 'zod';
import type { PropKind } from '@/lib/db/seed/catalog-vocabulary';

export const PROP_KINDS = [
  'chair',
  'table',
  'sofa',
  'lamp',
  'sign',
  'pot',
  'desk',
  'medical',
  'frame',
  'vase',
  'radio',
  'crate',
  'roll',
] as const satisfies readonly PropKind[];

export const PROP_VIEWS = ['front', 'detail'] as const;
export type PropView = (typeof PROP_VIEWS)[number];

export const propPhotoParams = z.object({
  kind: z.enum(PROP_KINDS),
  color: z.string().regex(/^[0-9a-f]{6}$/i, 'expected 6 hex digits, without #'),
  view: z.enum(PROP_VIEWS).default('front'),
});

export type PropPhotoParams = z.infer<typeof propPhotoParams>;

export const PROP_PHOTO_WIDTH = 800;
export const PROP_PHOTO_HEIGHT = 600;

const FLOOR_Y = 470;
const FALLBACK_COLOR = '8b5a2b';

// ---------------------------------------------------------------------------
// Colour

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `amount` of the way from colour `a` to colour `b`. */
function mix(a: string, b: string, amount: number): string {
  const from = parseHex(a.replace('#', ''));
  const to = parseHex(b.replace('#', ''));
  return toHex(from.map((v, i) => v + ((to[i] as number) - v) * amount) as Rgb);
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
function luminance(hex: string): number {
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = parseHex(hex.replace('#', '')).map(channel) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

type Palette = {
  base: string;
  light: string;
  shade: string;
  outline: string;
  backdropTop: string;
  backdropBottom: string;
  floor: string;
  floorLine: string;
  /** Details drawn on the prop's face: lighter than it, or darker for props already near white. */
  contrast: string;
  metal: string;
  paper: string;
};

const WHITE = '#ffffff';
const BLACK = '#000000';
const OFF_WHITE = '#faf7f2';

function palette(hex: string): Palette {
  const base = `#${hex}`;
  const lum = luminance(base);
  const veryDark = lum < 0.06;
  const veryLight = lum > 0.7;
  // Very dark colours get lighter shades and a mid-grey outline; everything else a darker outline of its own hue.
  const outline = veryDark ? mix(base, WHITE, 0.42) : veryLight ? '#8a8782' : mix(base, BLACK, 0.5);
  const light = veryDark ? mix(base, WHITE, 0.22) : mix(base, WHITE, 0.38);
  const shade = veryDark ? mix(base, WHITE, 0.1) : mix(base, BLACK, 0.2);
  // Light props sit on a darker, warm-grey sweep so they do not vanish into it.
  const backdropTop = veryLight ? mix(base, '#6f6a63', 0.42) : mix(base, OFF_WHITE, 0.8);
  const backdropBottom = veryLight ? '#dcd7cf' : mix(base, OFF_WHITE, 0.94);
  const floor = mix(mix(backdropBottom, '#7a7064', 0.12), base, veryLight ? 0 : 0.06);
  return {
    base,
    light,
    shade,
    outline,
    backdropTop,
    backdropBottom,
    floor,
    floorLine: mix(floor, '#3a342d', 0.25),
    contrast: veryLight ? mix(base, BLACK, 0.28) : light,
    metal: veryLight ? '#9a9da3' : '#b7bac0',
    paper: '#f6f1e7',
  };
}

// ---------------------------------------------------------------------------
// Pictograms: a handful of flat shapes each, standing on the floor line, centred on x = 400.

type Pictogram = {
  label: string;
  /** Half-width of the floor shadow. */
  shadow: number;
  /** Point the detail view zooms in on, and how far. */
  focus: [x: number, y: number, zoom: number];
  draw: (p: Palette) => string;
};

const PICTOGRAMS: Record<PropKind, Pictogram> = {
  chair: {
    label: 'a chair',
    shadow: 150,
    focus: [400, 300, 1.9],
    draw: (p) => `
      <rect x="318" y="410" width="20" height="52" fill="${p.shade}"/>
      <rect x="462" y="410" width="20" height="52" fill="${p.shade}"/>
      <rect x="312" y="150" width="24" height="210" fill="${p.base}"/>
      <rect x="464" y="150" width="24" height="210" fill="${p.base}"/>
      <rect x="298" y="126" width="204" height="44" rx="14" fill="${p.base}"/>
      <rect x="336" y="206" width="128" height="26" fill="${p.shade}"/>
      <rect x="336" y="262" width="128" height="26" fill="${p.shade}"/>
      <path d="M300 352 H500 L528 392 H272 Z" fill="${p.light}"/>
      <rect x="272" y="392" width="256" height="22" rx="4" fill="${p.base}"/>
      <rect x="282" y="414" width="24" height="56" fill="${p.base}"/>
      <rect x="494" y="414" width="24" height="56" fill="${p.base}"/>`,
  },
  table: {
    label: 'a table',
    shadow: 230,
    focus: [520, 340, 1.8],
    draw: (p) => `
      <rect x="252" y="360" width="20" height="84" fill="${p.shade}"/>
      <rect x="528" y="360" width="20" height="84" fill="${p.shade}"/>
      <path d="M224 296 H576 L620 334 H180 Z" fill="${p.light}"/>
      <rect x="180" y="334" width="440" height="24" rx="4" fill="${p.base}"/>
      <rect x="206" y="358" width="388" height="26" fill="${p.shade}"/>
      <path d="M202 358 H230 L226 470 H206 Z" fill="${p.base}"/>
      <path d="M570 358 H598 L594 470 H574 Z" fill="${p.base}"/>`,
  },
  sofa: {
    label: 'a sofa',
    shadow: 250,
    focus: [480, 350, 1.7],
    draw: (p) => `
      <rect x="200" y="452" width="20" height="18" fill="${p.outline}"/>
      <rect x="580" y="452" width="20" height="18" fill="${p.outline}"/>
      <rect x="206" y="236" width="388" height="140" rx="34" fill="${p.shade}"/>
      <rect x="178" y="396" width="444" height="58" rx="10" fill="${p.shade}"/>
      <rect x="226" y="346" width="174" height="62" rx="16" fill="${p.light}"/>
      <rect x="400" y="346" width="174" height="62" rx="16" fill="${p.light}"/>
      <rect x="152" y="300" width="86" height="154" rx="32" fill="${p.base}"/>
      <rect x="562" y="300" width="86" height="154" rx="32" fill="${p.base}"/>`,
  },
  lamp: {
    label: 'a floor lamp',
    shadow: 110,
    focus: [400, 200, 1.9],
    draw: (p) => `
      <ellipse cx="400" cy="458" rx="74" ry="14" fill="${p.shade}"/>
      <rect x="392" y="206" width="16" height="252" fill="${p.metal}"/>
      <ellipse cx="400" cy="218" rx="118" ry="14" fill="#fff4c8" stroke="none" opacity="0.9"/>
      <path d="M322 96 H478 L522 214 H278 Z" fill="${p.base}"/>
      <path d="M336 108 H364 L338 204 H300 Z" fill="${p.light}" stroke="none" opacity="0.8"/>
      <circle cx="400" cy="84" r="10" fill="${p.metal}"/>`,
  },
  sign: {
    label: 'a sign',
    shadow: 190,
    focus: [400, 250, 1.7],
    draw: (p) => `
      <rect x="252" y="150" width="20" height="320" fill="${p.metal}"/>
      <rect x="528" y="150" width="20" height="320" fill="${p.metal}"/>
      <rect x="206" y="150" width="388" height="206" rx="18" fill="${p.base}"/>
      <rect x="228" y="172" width="344" height="162" rx="10" fill="none" stroke="${p.contrast}" stroke-width="6"/>
      <rect x="282" y="208" width="236" height="30" rx="8" fill="${p.contrast}" stroke="none"/>
      <rect x="318" y="262" width="164" height="22" rx="8" fill="${p.contrast}" stroke="none"/>
      <path d="M366 300 H418 V290 L440 306 L418 322 V312 H366 Z" fill="${p.contrast}" stroke="none"/>`,
  },
  pot: {
    label: 'a cooking pot',
    shadow: 170,
    focus: [470, 300, 1.8],
    draw: (p) => `
      <rect x="214" y="322" width="64" height="24" rx="12" fill="${p.shade}"/>
      <rect x="522" y="322" width="64" height="24" rx="12" fill="${p.shade}"/>
      <path d="M268 300 H532 V436 Q532 468 500 468 H300 Q268 468 268 436 Z" fill="${p.base}"/>
      <path d="M292 318 H316 V440 H292 Z" fill="${p.light}" stroke="none" opacity="0.7"/>
      <rect x="256" y="284" width="288" height="22" rx="10" fill="${p.shade}"/>
      <path d="M272 286 Q400 196 528 286 Z" fill="${p.light}"/>
      <rect x="380" y="220" width="40" height="20" rx="8" fill="${p.outline}"/>`,
  },
  desk: {
    label: 'a desk',
    shadow: 250,
    focus: [520, 340, 1.8],
    draw: (p) => `
      <rect x="222" y="290" width="226" height="96" fill="${p.shade}"/>
      <rect x="188" y="290" width="36" height="180" fill="${p.base}"/>
      <rect x="440" y="290" width="172" height="180" fill="${p.base}"/>
      <path d="M206 248 H594 L628 270 H172 Z" fill="${p.light}"/>
      <rect x="172" y="270" width="456" height="24" rx="4" fill="${p.base}"/>
      <path d="M452 354 H600 M452 414 H600" fill="none"/>
      <rect x="504" y="316" width="44" height="12" rx="6" fill="${p.light}"/>
      <rect x="504" y="376" width="44" height="12" rx="6" fill="${p.light}"/>
      <rect x="504" y="436" width="44" height="12" rx="6" fill="${p.light}"/>`,
  },
  medical: {
    label: 'an IV stand',
    shadow: 130,
    focus: [430, 190, 1.9],
    draw: (p) => `
      <path d="M300 452 L400 430 L500 452 M400 430 L400 460" fill="none" stroke="${p.outline}" stroke-width="12"/>
      <circle cx="300" cy="460" r="10" fill="${p.metal}"/>
      <circle cx="500" cy="460" r="10" fill="${p.metal}"/>
      <circle cx="400" cy="462" r="8" fill="${p.metal}"/>
      <rect x="393" y="84" width="14" height="350" fill="${p.metal}"/>
      <path d="M330 96 H470 M330 96 V112 M470 96 V112" fill="none" stroke="${p.outline}" stroke-width="8"/>
      <path d="M470 232 C470 290 430 270 414 320" fill="none" stroke="${p.outline}" stroke-width="4"/>
      <rect x="422" y="108" width="96" height="126" rx="22" fill="${p.base}"/>
      <path d="M460 136 H480 V156 H500 V176 H480 V196 H460 V176 H440 V156 H460 Z" fill="${luminance(p.base) > 0.4 ? '#c0392b' : WHITE}" stroke="none"/>`,
  },
  frame: {
    label: 'a picture frame on an easel',
    shadow: 160,
    focus: [400, 240, 1.8],
    draw: (p) => `
      <path d="M400 70 L300 470 M400 70 L500 470 M400 70 L412 448" fill="none" stroke="${p.outline}" stroke-width="12"/>
      <path d="M400 70 L300 470 M400 70 L500 470" fill="none" stroke="#b08a5a" stroke-width="6"/>
      <rect x="254" y="114" width="292" height="250" fill="${p.base}"/>
      <rect x="282" y="142" width="236" height="194" fill="${p.paper}"/>
      <path d="M296 156 H504 V322 H296 Z" fill="#cfe3ee" stroke="none"/>
      <path d="M296 322 V268 L352 228 L404 272 L444 244 L504 290 V322 Z" fill="#7fa36b" stroke="none"/>
      <circle cx="456" cy="196" r="18" fill="#f3c969" stroke="none"/>
      <rect x="244" y="364" width="312" height="16" rx="4" fill="${p.shade}"/>`,
  },
  vase: {
    label: 'a vase',
    shadow: 120,
    focus: [400, 260, 1.8],
    draw: (p) => `
      <path d="M360 146 C360 186 378 196 374 214 C300 250 286 330 298 382 C310 432 346 452 346 468 H454 C454 452 490 432 502 382 C514 330 500 250 426 214 C422 196 440 186 440 146 Z" fill="${p.base}"/>
      <path d="M306 322 Q400 350 494 322 L496 352 Q400 380 304 352 Z" fill="${p.shade}" stroke="none"/>
      <path d="M332 296 C326 330 330 380 352 420" fill="none" stroke="${p.light}" stroke-width="12" opacity="0.8"/>
      <ellipse cx="400" cy="146" rx="50" ry="13" fill="${p.light}"/>
      <ellipse cx="400" cy="146" rx="30" ry="6" fill="${p.outline}" stroke="none"/>`,
  },
  radio: {
    label: 'a radio',
    shadow: 210,
    focus: [460, 320, 1.8],
    draw: (p) => `
      <path d="M520 232 L592 118" fill="none" stroke="${p.metal}" stroke-width="6"/>
      <circle cx="592" cy="118" r="8" fill="${p.metal}"/>
      <path d="M300 234 V204 Q300 188 316 188 H484 Q500 188 500 204 V234" fill="none" stroke="${p.outline}" stroke-width="12"/>
      <rect x="214" y="460" width="24" height="10" fill="${p.outline}"/>
      <rect x="562" y="460" width="24" height="10" fill="${p.outline}"/>
      <rect x="204" y="228" width="392" height="234" rx="30" fill="${p.base}"/>
      <circle cx="310" cy="345" r="72" fill="${p.shade}"/>
      <path d="M256 320 H364 M246 345 H374 M256 370 H364" fill="none" stroke="${p.light}" stroke-width="6"/>
      <rect x="416" y="284" width="142" height="54" rx="8" fill="${p.paper}"/>
      <path d="M432 316 H542 M470 294 V330" fill="none" stroke="${p.outline}" stroke-width="3"/>
      <circle cx="448" cy="398" r="20" fill="${p.light}"/>
      <circle cx="524" cy="398" r="20" fill="${p.light}"/>`,
  },
  crate: {
    label: 'a crate',
    shadow: 220,
    focus: [520, 280, 1.7],
    draw: (p) => `
      <path d="M226 270 L290 216 H628 L564 270 Z" fill="${p.light}"/>
      <path d="M564 270 L628 216 V416 L564 470 Z" fill="${p.shade}"/>
      <rect x="226" y="270" width="338" height="200" fill="${p.base}"/>
      <path d="M226 336 H564 M226 404 H564" fill="none"/>
      <path d="M256 270 L534 470" fill="none" stroke="${p.shade}" stroke-width="18"/>
      <rect x="226" y="270" width="30" height="200" fill="${p.shade}"/>
      <rect x="534" y="270" width="30" height="200" fill="${p.shade}"/>`,
  },
  roll: {
    label: 'rolls of material',
    shadow: 220,
    focus: [540, 380, 1.8],
    draw: (p) => `
      <rect x="224" y="212" width="92" height="254" fill="${p.shade}"/>
      <ellipse cx="270" cy="212" rx="46" ry="12" fill="${p.light}"/>
      <ellipse cx="270" cy="212" rx="14" ry="4" fill="${p.outline}" stroke="none"/>
      <path d="M296 370 H600 V468 H296 A25 49 0 0 1 296 370 Z" fill="${p.base}"/>
      <path d="M310 390 H586" fill="none" stroke="${p.light}" stroke-width="10" opacity="0.7"/>
      <ellipse cx="600" cy="419" rx="25" ry="49" fill="${p.light}"/>
      <ellipse cx="600" cy="419" rx="15" ry="31" fill="none"/>
      <ellipse cx="600" cy="419" rx="7" ry="14" fill="${p.outline}"/>`,
  },
};

// ---------------------------------------------------------------------------

function normaliseColor(color: string): string {
  const hex = color.replace(/^#/, '');
  return /^[0-9a-f]{6}$/i.test(hex) ? hex.toLowerCase() : FALLBACK_COLOR;
}

/**
 * A complete 800 × 600 SVG document picturing one kind of prop in one colour.
 * `detail` is the same prop zoomed in, so an item's two photos differ.
 */
export function renderPropPhoto({ kind, color, view = 'front' }: { kind: PropKind; color: string; view?: PropView }): string {
  const pictogram = PICTOGRAMS[kind] ?? PICTOGRAMS.crate;
  const safeKind = PICTOGRAMS[kind] ? kind : 'crate';
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
    <ellipse cx="400" cy="${FLOOR_Y + 2}" rx="${pictogram.shadow}" ry="18" fill="url(#${id}-shadow)"/>
    <g stroke="${p.outline}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round">${pictogram.draw(p)}
    </g>
  </g>
</svg>
`;
}
