import { TINTS } from '../palette';
import { bar, polygonPoints, type Pictogram } from './pictogram';

/** A row of typewriter keys: round caps on a sloping keyboard. */
function keyRow(y: number, from: number, to: number, count: number, fill: string): string {
  const step = (to - from) / (count - 1);
  return Array.from({ length: count }, (_, i) => `<circle cx="${Math.round(from + i * step)}" cy="${y}" r="9" fill="${fill}" stroke-width="3"/>`).join('');
}

/** The ten finger holes of a rotary dial: twelve places round its centre, two left empty for the finger stop. */
function dialHoles(cx: number, cy: number, fill: string): string {
  return polygonPoints(cx, cy, 40, 12, -Math.PI / 3)
    .match(/[\d.]+ [\d.]+/g)!
    .slice(0, 10)
    .map((point) => {
      const [x, y] = point.split(' ');
      return `<circle cx="${x}" cy="${y}" r="9" fill="${fill}" stroke-width="3"/>`;
    })
    .join('');
}

export const OFFICE_PICTOGRAMS = {
  'filing-cabinet': {
    label: 'a filing cabinet',
    shadow: 130,
    focus: [400, 200, 1.9],
    draw: (p) => {
      const drawers = [0, 1, 2, 3]
        .map((i) => {
          const y = 124 + i * 84;
          return `
      <rect x="312" y="${y}" width="176" height="72" rx="4" fill="${p.light}"/>
      <rect x="380" y="${y + 12}" width="40" height="16" rx="2" fill="${p.paper}" stroke-width="3"/>
      <rect x="372" y="${y + 38}" width="56" height="12" rx="6" fill="${p.metal}"/>`;
        })
        .join('');
      return `
      <rect x="300" y="110" width="200" height="360" rx="6" fill="${p.base}"/>${drawers}`;
    },
  },
  telephone: {
    label: 'a rotary phone',
    shadow: 190,
    focus: [400, 360, 1.8],
    draw: (p) => `
      <path d="M548 440 C640 430 600 360 660 340" fill="none" stroke="${p.outline}" stroke-width="8"/>
      <path d="M244 466 L276 336 Q284 306 316 306 H484 Q516 306 524 336 L556 466 Z" fill="${p.base}"/>
      <rect x="300" y="290" width="30" height="24" rx="6" fill="${p.shade}"/>
      <rect x="470" y="290" width="30" height="24" rx="6" fill="${p.shade}"/>
      <path d="M250 270 Q262 236 300 236 H500 Q538 236 550 270 L566 286 Q540 300 510 286 Q500 262 480 262 H320 Q300 262 290 286 Q260 300 234 286 Z" fill="${p.base}"/>
      <rect x="214" y="264" width="100" height="40" rx="18" fill="${p.shade}"/>
      <rect x="486" y="264" width="100" height="40" rx="18" fill="${p.shade}"/>
      <circle cx="400" cy="392" r="60" fill="${p.light}"/>
      ${dialHoles(400, 392, p.shade)}
      <circle cx="400" cy="392" r="18" fill="${p.paper}"/>
      <path d="M446 430 L462 446" fill="none" stroke="${p.metal}" stroke-width="6"/>`,
  },
  typewriter: {
    label: 'a typewriter',
    shadow: 210,
    focus: [400, 300, 1.7],
    draw: (p) => `
      <rect x="320" y="150" width="160" height="160" fill="${p.paper}"/>
      <path d="M340 180 H460 M340 200 H446 M340 220 H458 M340 240 H420" fill="none" stroke="#b9b2a6" stroke-width="5"/>
      <path d="M236 466 L266 334 H534 L564 466 Z" fill="${p.base}"/>
      <path d="M330 334 Q400 296 470 334 Z" fill="${p.shade}"/>
      <rect x="216" y="290" width="368" height="44" rx="20" fill="${p.shade}"/>
      <circle cx="206" cy="312" r="18" fill="${p.outline}"/>
      <circle cx="594" cy="312" r="18" fill="${p.outline}"/>
      ${keyRow(364, 292, 508, 10, p.paper)}
      ${keyRow(392, 282, 518, 11, p.paper)}
      ${keyRow(420, 272, 528, 12, p.paper)}
      <rect x="330" y="438" width="140" height="16" rx="8" fill="${p.paper}" stroke-width="3"/>`,
  },
  'office-chair': {
    label: 'an office chair',
    shadow: 150,
    focus: [400, 230, 1.8],
    draw: (p) => `
      ${bar('400 430 L300 452', 12, p.shade, p.outline)}
      ${bar('400 430 L500 452', 12, p.shade, p.outline)}
      ${bar('400 430 L400 456', 12, p.shade, p.outline)}
      <circle cx="296" cy="458" r="12" fill="${p.outline}"/>
      <circle cx="504" cy="458" r="12" fill="${p.outline}"/>
      <circle cx="400" cy="460" r="10" fill="${p.outline}"/>
      <rect x="390" y="320" width="20" height="112" fill="${p.metal}"/>
      <rect x="392" y="268" width="16" height="40" fill="${p.outline}"/>
      <path d="M316 116 Q400 90 484 116 Q498 200 474 282 Q400 296 326 282 Q302 200 316 116 Z" fill="${p.base}"/>
      <path d="M340 140 Q400 124 460 140" fill="none" stroke="${p.light}" stroke-width="8" opacity="0.8"/>
      <rect x="288" y="300" width="224" height="40" rx="18" fill="${p.base}"/>
      <rect x="300" y="296" width="200" height="14" rx="7" fill="${p.light}"/>
      <path d="M300 318 V262 M500 318 V262" fill="none" stroke="${p.outline}" stroke-width="10"/>
      <rect x="266" y="250" width="68" height="16" rx="8" fill="${p.shade}"/>
      <rect x="466" y="250" width="68" height="16" rx="8" fill="${p.shade}"/>`,
  },
  'water-cooler': {
    label: 'a water cooler',
    shadow: 120,
    focus: [400, 190, 1.8],
    draw: (p) => `
      <rect x="316" y="230" width="168" height="240" rx="10" fill="${p.base}"/>
      <rect x="340" y="300" width="120" height="70" rx="6" fill="${p.shade}"/>
      <rect x="360" y="300" width="20" height="24" rx="4" fill="#4a86c5"/>
      <rect x="420" y="300" width="20" height="24" rx="4" fill="#c0392b"/>
      <rect x="348" y="356" width="104" height="10" rx="4" fill="${p.metal}"/>
      <rect x="380" y="214" width="40" height="22" rx="4" fill="${TINTS.water}"/>
      <path d="M340 214 Q324 214 324 196 V96 Q324 72 352 70 H448 Q476 72 476 96 V196 Q476 214 460 214 Z" fill="${TINTS.water}" opacity="0.92"/>
      <path d="M326 118 H474 M326 164 H474" fill="none" stroke="#7fb3d6" stroke-width="6"/>
      <path d="M346 90 V200" fill="none" stroke="${TINTS.glassHighlight}" stroke-width="10" opacity="0.8"/>`,
  },
} satisfies Record<string, Pictogram>;
