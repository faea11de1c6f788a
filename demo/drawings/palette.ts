/**
 * The colours a generated prop photo is painted with: shades of the prop's own colour, a studio backdrop that keeps the
 * prop visible whether it is white or black, and fixed tints for things that have their own colour whatever the prop's
 * is (glass, screens, leaves, candle flames).
 */

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
export function mix(a: string, b: string, amount: number): string {
  const from = parseHex(a.replace('#', ''));
  const to = parseHex(b.replace('#', ''));
  return toHex(from.map((v, i) => v + ((to[i] as number) - v) * amount) as Rgb);
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = parseHex(hex.replace('#', '')).map(channel) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export type Palette = {
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

export const WHITE = '#ffffff';
const BLACK = '#000000';
const OFF_WHITE = '#faf7f2';

/** Colours that do not follow the prop's: a mirror is silvery and a leaf is green whatever colour the pot is. */
export const TINTS = {
  glass: '#cfe3ee',
  glassHighlight: '#f4fafd',
  screen: '#26303a',
  screenGreen: '#6ee08f',
  screenCyan: '#6fd6e6',
  glow: '#fff4c8',
  bulb: '#ffe49a',
  flame: '#f3b64a',
  candle: '#f7f1e1',
  leaf: '#6f9a5b',
  leafDark: '#4f7a3f',
  soil: '#5a4333',
  wood: '#b08a5a',
  woodDark: '#7a5a36',
  chalkboard: '#2f3b35',
  chalk: '#eeeae0',
  neonBacking: '#2a2c31',
  record: '#1f1f22',
  water: '#a9d3ee',
  toast: '#d9a25f',
  sky: '#cfe3ee',
  hills: '#7fa36b',
  sun: '#f3c969',
  skin: '#e0b48f',
  gilt: '#c9a24a',
  /** Book spines and stickers beside the prop's own colour, so a shelf or a suitcase does not read as one block. */
  accents: ['#a8443a', '#3f6e8c', '#c9a24a', '#5d7a4f', '#6b4f7a', '#d8cbb0'],
} as const;

export function palette(hex: string): Palette {
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
