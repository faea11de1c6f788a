import { TINTS } from '../palette';
import { bar, type Pictogram } from './pictogram';

/** One arm of a chandelier: a curve out from the column, a cup, a candle sleeve and its bulb. */
function chandelierArm(x: number, p: { base: string; outline: string }): string {
  return `${bar(`400 300 C${(400 + x) / 2} 350 ${x} 340 ${x} 266`, 10, p.base, p.outline)}
      <rect x="${x - 24}" y="252" width="48" height="16" rx="6" fill="${p.base}"/>
      <rect x="${x - 10}" y="196" width="20" height="58" fill="${TINTS.candle}"/>
      <ellipse cx="${x}" cy="180" rx="12" ry="18" fill="${TINTS.bulb}"/>
      <path d="M${x - 12} 286 L${x} 312 L${x + 12} 286 Z" fill="${TINTS.glass}" stroke-width="3"/>`;
}

export const LIGHTING_PICTOGRAMS = {
  'floor-lamp': {
    label: 'a floor lamp',
    shadow: 110,
    focus: [400, 200, 1.9],
    draw: (p) => `
      <ellipse cx="400" cy="458" rx="74" ry="14" fill="${p.shade}"/>
      <rect x="392" y="206" width="16" height="252" fill="${p.metal}"/>
      <ellipse cx="400" cy="218" rx="118" ry="14" fill="${TINTS.glow}" stroke="none" opacity="0.9"/>
      <path d="M322 96 H478 L522 214 H278 Z" fill="${p.base}"/>
      <path d="M336 108 H364 L338 204 H300 Z" fill="${p.light}" stroke="none" opacity="0.8"/>
      <circle cx="400" cy="84" r="10" fill="${p.metal}"/>`,
  },
  'table-lamp': {
    label: 'a table lamp',
    shadow: 110,
    focus: [400, 330, 1.8],
    draw: (p) => `
      <ellipse cx="400" cy="286" rx="130" ry="14" fill="${TINTS.glow}" stroke="none" opacity="0.9"/>
      <rect x="390" y="262" width="20" height="48" fill="${p.metal}"/>
      <rect x="346" y="446" width="108" height="24" rx="6" fill="${p.shade}"/>
      <path d="M372 306 H428 Q490 318 490 384 Q490 436 444 450 H356 Q310 436 310 384 Q310 318 372 306 Z" fill="${p.base}"/>
      <path d="M336 360 Q334 400 352 428" fill="none" stroke="${p.light}" stroke-width="12" opacity="0.8"/>
      <path d="M322 128 H478 L532 280 H268 Z" fill="${p.paper}"/>
      <path d="M290 262 H510" fill="none" stroke="${p.base}" stroke-width="6"/>
      <circle cx="400" cy="116" r="9" fill="${p.metal}"/>`,
  },
  'desk-lamp': {
    label: 'a desk lamp',
    shadow: 150,
    focus: [470, 200, 1.9],
    draw: (p) => `
      <path d="M466 268 L556 470 H300 Z" fill="${TINTS.glow}" stroke="none" opacity="0.55"/>
      <rect x="268" y="440" width="150" height="30" rx="10" fill="${p.base}"/>
      ${bar('338 440 L292 282', 14, p.base, p.outline)}
      ${bar('292 282 L448 178', 14, p.base, p.outline)}
      <circle cx="338" cy="436" r="14" fill="${p.metal}"/>
      <circle cx="292" cy="282" r="15" fill="${p.metal}"/>
      <path d="M436 150 L470 136 L548 256 Q510 290 446 296 Z" fill="${p.base}"/>
      <path d="M448 296 Q510 290 548 256" fill="none" stroke="${TINTS.bulb}" stroke-width="8"/>
      <circle cx="448" cy="178" r="15" fill="${p.metal}"/>`,
  },
  'pendant-light': {
    label: 'a pendant light',
    shadow: 130,
    focus: [400, 290, 1.9],
    draw: (p) => `
      <path d="M290 340 H510 L640 470 H160 Z" fill="${TINTS.glow}" stroke="none" opacity="0.45"/>
      <path d="M400 20 V230" fill="none" stroke="${p.outline}" stroke-width="6"/>
      <rect x="384" y="212" width="32" height="28" rx="6" fill="${p.metal}"/>
      <circle cx="400" cy="346" r="22" fill="${TINTS.bulb}"/>
      <path d="M282 334 Q282 236 400 236 Q518 236 518 334 Z" fill="${p.base}"/>
      <path d="M312 310 Q316 266 360 252" fill="none" stroke="${p.light}" stroke-width="10" opacity="0.8"/>
      <rect x="272" y="326" width="256" height="16" rx="8" fill="${p.shade}"/>`,
  },
  chandelier: {
    label: 'a chandelier',
    shadow: 170,
    focus: [400, 240, 1.8],
    draw: (p) => `
      <path d="M400 20 V150" fill="none" stroke="${p.outline}" stroke-width="10"/>
      <path d="M400 20 V150" fill="none" stroke="${p.base}" stroke-width="4" stroke-dasharray="10 6"/>
      ${chandelierArm(224, p)}
      ${chandelierArm(576, p)}
      ${chandelierArm(312, p)}
      ${chandelierArm(488, p)}
      <path d="M382 150 H418 L430 230 Q440 280 418 310 H382 Q360 280 370 230 Z" fill="${p.base}"/>
      <path d="M388 170 L384 240" fill="none" stroke="${p.light}" stroke-width="6"/>
      <circle cx="400" cy="326" r="14" fill="${p.base}"/>
      <path d="M392 340 L400 366 L408 340 Z" fill="${TINTS.glass}" stroke-width="3"/>`,
  },
  'hurricane-lamp': {
    label: 'a hurricane lamp',
    shadow: 110,
    focus: [400, 280, 1.9],
    draw: (p) => `
      <path d="M330 170 Q330 70 400 70 Q470 70 470 170" fill="none" stroke="${p.outline}" stroke-width="8"/>
      <ellipse cx="400" cy="292" rx="74" ry="104" fill="${TINTS.glass}" opacity="0.9"/>
      <ellipse cx="400" cy="300" rx="46" ry="60" fill="${TINTS.glow}" stroke="none" opacity="0.9"/>
      <path d="M400 262 Q420 296 408 318 Q400 326 392 318 Q380 296 400 262 Z" fill="${TINTS.flame}" stroke-width="3"/>
      <path d="M356 222 Q344 262 350 318" fill="none" stroke="${TINTS.glassHighlight}" stroke-width="10" stroke-linecap="round"/>
      <path d="M344 196 V388 M456 196 V388" fill="none" stroke="${p.base}" stroke-width="8"/>
      <path d="M340 196 Q344 150 400 146 Q456 150 460 196 Z" fill="${p.base}"/>
      <rect x="384" y="130" width="32" height="20" rx="6" fill="${p.shade}"/>
      <path d="M320 388 H480 L494 452 Q494 470 474 470 H326 Q306 470 306 452 Z" fill="${p.base}"/>
      <path d="M320 388 H480" fill="none" stroke="${p.shade}" stroke-width="10"/>
      <rect x="488" y="414" width="22" height="16" rx="6" fill="${p.metal}"/>`,
  },
} satisfies Record<string, Pictogram>;
