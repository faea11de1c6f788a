import { TINTS } from '../palette';
import type { Pictogram } from './pictogram';

/** A plump square cushion: corners pulled out, sides curving in, a seam and a button in the middle. */
function cushion(cx: number, cy: number, half: number, fill: string, seam: string): string {
  const [x0, y0, x1, y1, b] = [cx - half, cy - half, cx + half, cy + half, half * 0.16];
  return `
      <path d="M${x0} ${y0} Q${cx} ${y0 + b} ${x1} ${y0} Q${x1 - b} ${cy} ${x1} ${y1} Q${cx} ${y1 - b} ${x0} ${y1} Q${x0 + b} ${cy} ${x0} ${y0} Z" fill="${fill}"/>
      <path d="M${x0 + b * 2} ${y0 + b * 2} Q${cx} ${y0 + b * 2.6} ${x1 - b * 2} ${y0 + b * 2} Q${x1 - b * 2.6} ${cy} ${x1 - b * 2} ${y1 - b * 2} Q${cx} ${y1 - b * 2.6} ${x0 + b * 2} ${y1 - b * 2} Q${x0 + b * 2.6} ${cy} ${x0 + b * 2} ${y0 + b * 2} Z" fill="none" stroke="${seam}" stroke-width="4" stroke-dasharray="10 8"/>
      <circle cx="${cx}" cy="${cy}" r="8" fill="${seam}"/>`;
}

/** The rug's fringe: one short thread every 16 units along its bottom edge. */
function fringe(): string {
  return Array.from({ length: 20 }, (_, i) => `M${250 + i * 16} 410 V${452 + (i % 2) * 4}`).join(' ');
}

export const TEXTILE_AND_LUGGAGE_PICTOGRAMS = {
  pillows: {
    label: 'a set of throw pillows',
    shadow: 220,
    focus: [330, 360, 1.7],
    draw: (p) => `
      ${cushion(470, 340, 110, p.light, p.shade)}
      ${cushion(318, 366, 100, p.base, p.light)}
      <rect x="440" y="394" width="170" height="72" rx="30" fill="${p.shade}"/>
      <path d="M456 430 H594" fill="none" stroke="${p.light}" stroke-width="4" stroke-dasharray="10 8"/>`,
  },
  rug: {
    label: 'an area rug',
    shadow: 0,
    focus: [400, 260, 1.7],
    draw: (p) => `
      <rect x="220" y="66" width="360" height="12" rx="6" fill="${p.metal}"/>
      <path d="${fringe()}" fill="none" stroke="${p.paper}" stroke-width="5"/>
      <rect x="240" y="84" width="320" height="340" fill="${p.base}"/>
      <rect x="258" y="102" width="284" height="304" fill="none" stroke="${p.light}" stroke-width="12"/>
      <rect x="278" y="122" width="244" height="264" fill="${p.shade}" stroke="none"/>
      <path d="M400 150 L480 254 L400 358 L320 254 Z" fill="${p.light}"/>
      <path d="M400 196 L446 254 L400 312 L354 254 Z" fill="${TINTS.accents[5]}"/>
      <path d="M278 122 L318 122 L278 162 Z M522 122 L482 122 L522 162 Z M278 386 L318 386 L278 346 Z M522 386 L482 386 L522 346 Z" fill="${p.light}" stroke="none"/>`,
  },
  suitcase: {
    label: 'a suitcase',
    shadow: 200,
    focus: [400, 230, 1.8],
    draw: (p) => `
      <path d="M350 206 V176 Q350 160 366 160 H434 Q450 160 450 176 V206" fill="none" stroke="${p.outline}" stroke-width="18"/>
      <path d="M350 206 V176 Q350 160 366 160 H434 Q450 160 450 176 V206" fill="none" stroke="${TINTS.woodDark}" stroke-width="10"/>
      <rect x="226" y="202" width="348" height="256" rx="22" fill="${p.base}"/>
      <path d="M226 250 H574" fill="none" stroke="${p.shade}" stroke-width="8"/>
      <rect x="292" y="202" width="30" height="256" fill="${TINTS.woodDark}"/>
      <rect x="478" y="202" width="30" height="256" fill="${TINTS.woodDark}"/>
      <rect x="290" y="236" width="34" height="26" rx="4" fill="${p.metal}"/>
      <rect x="476" y="236" width="34" height="26" rx="4" fill="${p.metal}"/>
      <circle cx="380" cy="330" r="34" fill="${TINTS.accents[2]}" stroke-width="3"/>
      <rect x="402" y="360" width="62" height="42" rx="4" fill="${TINTS.accents[1]}" stroke-width="3" transform="rotate(-8 433 381)"/>
      <path d="M226 226 Q226 202 250 202 H270 V222 Z M574 226 Q574 202 550 202 H530 V222 Z M226 434 Q226 458 250 458 H270 V438 Z M574 434 Q574 458 550 458 H530 V438 Z" fill="${p.metal}"/>
      <rect x="238" y="458" width="24" height="12" fill="${p.outline}"/>
      <rect x="538" y="458" width="24" height="12" fill="${p.outline}"/>`,
  },
} satisfies Record<string, Pictogram>;
