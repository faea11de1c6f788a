import { TINTS } from '../palette';
import type { Pictogram } from './pictogram';

/** A picture wire from a nail near the top of the wall down to both sides of what hangs on it. */
function hangingWire(left: number, right: number, top: number, colour: string): string {
  return `
      <path d="M${left} ${top} L400 70 L${right} ${top}" fill="none" stroke="${colour}" stroke-width="3"/>
      <circle cx="400" cy="68" r="6" fill="${colour}"/>`;
}

export const ART_PICTOGRAMS = {
  'landscape-painting': {
    label: 'a landscape painting on an easel',
    shadow: 160,
    focus: [400, 240, 1.8],
    draw: (p) => `
      <path d="M400 70 L300 470 M400 70 L500 470 M400 70 L412 448" fill="none" stroke="${p.outline}" stroke-width="12"/>
      <path d="M400 70 L300 470 M400 70 L500 470" fill="none" stroke="${TINTS.wood}" stroke-width="6"/>
      <rect x="254" y="114" width="292" height="250" fill="${p.base}"/>
      <rect x="282" y="142" width="236" height="194" fill="${p.paper}"/>
      <path d="M296 156 H504 V322 H296 Z" fill="${TINTS.sky}" stroke="none"/>
      <path d="M296 322 V268 L352 228 L404 272 L444 244 L504 290 V322 Z" fill="${TINTS.hills}" stroke="none"/>
      <circle cx="456" cy="196" r="18" fill="${TINTS.sun}" stroke="none"/>
      <rect x="244" y="364" width="312" height="16" rx="4" fill="${p.shade}"/>`,
  },
  'portrait-painting': {
    label: 'a portrait painting',
    shadow: 0,
    focus: [400, 230, 1.8],
    draw: (p) => `${hangingWire(300, 500, 120, p.outline)}
      <rect x="262" y="104" width="276" height="330" rx="6" fill="${p.base}"/>
      <rect x="276" y="118" width="248" height="302" fill="none" stroke="${p.light}" stroke-width="6"/>
      <rect x="292" y="134" width="216" height="270" fill="#4c5a48"/>
      <path d="M308 404 Q312 318 400 306 Q488 318 492 404 Z" fill="#2e2b33" stroke-width="3"/>
      <path d="M380 306 L400 340 L420 306 Z" fill="${p.paper}" stroke-width="3"/>
      <rect x="386" y="276" width="28" height="34" fill="${TINTS.skin}" stroke-width="3"/>
      <ellipse cx="400" cy="240" rx="44" ry="56" fill="${TINTS.skin}" stroke-width="3"/>
      <path d="M356 236 Q352 176 400 176 Q448 176 444 236 Q432 204 400 200 Q368 204 356 236 Z" fill="#3b2a20" stroke-width="3"/>`,
  },
  'abstract-painting': {
    label: 'an abstract painting',
    shadow: 0,
    focus: [400, 250, 1.8],
    draw: (p) => `${hangingWire(290, 510, 110, p.outline)}
      <rect x="240" y="96" width="320" height="320" fill="${p.paper}"/>
      <rect x="256" y="112" width="148" height="184" fill="${p.base}" stroke="none"/>
      <circle cx="470" cy="200" r="62" fill="${TINTS.accents[2]}" stroke="none"/>
      <rect x="256" y="312" width="96" height="88" fill="${TINTS.accents[1]}" stroke="none"/>
      <path d="M368 400 L544 250 V400 Z" fill="${p.shade}" stroke="none"/>
      <path d="M256 304 H544 M412 112 V400" fill="none" stroke="#2b2b2b" stroke-width="8"/>
      <rect x="240" y="96" width="320" height="320" fill="none"/>`,
  },
  mirror: {
    label: 'a wall mirror',
    shadow: 0,
    focus: [400, 250, 1.8],
    draw: (p) => `${hangingWire(320, 480, 120, p.outline)}
      <ellipse cx="400" cy="270" rx="150" ry="190" fill="${p.base}"/>
      <ellipse cx="400" cy="270" rx="132" ry="172" fill="none" stroke="${p.light}" stroke-width="6"/>
      <ellipse cx="400" cy="270" rx="118" ry="158" fill="${TINTS.glass}"/>
      <path d="M318 250 L400 150 M334 300 L442 168 M360 380 L470 244" fill="none" stroke="${TINTS.glassHighlight}" stroke-width="14" stroke-linecap="round" opacity="0.9"/>
      <circle cx="400" cy="84" r="12" fill="${p.base}"/>
      <circle cx="400" cy="456" r="12" fill="${p.base}"/>`,
  },
} satisfies Record<string, Pictogram>;
