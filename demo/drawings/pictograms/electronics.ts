import { TINTS } from '../palette';
import type { Pictogram } from './pictogram';

/** A loudspeaker: a grille ring, the cone and its dust cap. */
function speaker(cx: number, cy: number, radius: number, p: { shade: string; outline: string; metal: string }): string {
  return `
      <circle cx="${cx}" cy="${cy}" r="${radius}" fill="${p.shade}"/>
      <circle cx="${cx}" cy="${cy}" r="${Math.round(radius * 0.72)}" fill="#2b2b2b"/>
      <circle cx="${cx}" cy="${cy}" r="${Math.round(radius * 0.26)}" fill="${p.metal}"/>`;
}

/** A tape reel: the flange, the wound tape and three windows in the hub. */
function reel(cx: number, cy: number, p: { metal: string; outline: string }): string {
  return `
      <circle cx="${cx}" cy="${cy}" r="64" fill="${p.metal}"/>
      <circle cx="${cx}" cy="${cy}" r="42" fill="#4a3a2a"/>
      <circle cx="${cx}" cy="${cy}" r="18" fill="${p.metal}"/>
      <circle cx="${cx}" cy="${cy - 36}" r="10" fill="${p.outline}" stroke="none" opacity="0.5"/>
      <circle cx="${cx - 31}" cy="${cy + 18}" r="10" fill="${p.outline}" stroke="none" opacity="0.5"/>
      <circle cx="${cx + 31}" cy="${cy + 18}" r="10" fill="${p.outline}" stroke="none" opacity="0.5"/>`;
}

export const ELECTRONICS_PICTOGRAMS = {
  radio: {
    label: 'a portable radio',
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
  television: {
    label: 'a tube television',
    shadow: 200,
    focus: [370, 270, 1.7],
    draw: (p) => `
      <path d="M400 150 L322 62 M400 150 L486 70" fill="none" stroke="${p.metal}" stroke-width="6"/>
      <circle cx="322" cy="62" r="8" fill="${p.metal}"/>
      <circle cx="486" cy="70" r="8" fill="${p.metal}"/>
      <path d="M264 398 H290 L276 470 H264 Z M510 398 H536 L536 470 H524 Z" fill="${p.shade}"/>
      <rect x="222" y="146" width="356" height="258" rx="26" fill="${p.base}"/>
      <rect x="250" y="174" width="228" height="196" rx="34" fill="${TINTS.screen}"/>
      <path d="M270 210 Q280 188 310 186" fill="none" stroke="#ffffff" stroke-width="10" opacity="0.25"/>
      <circle cx="528" cy="210" r="20" fill="${p.light}"/>
      <circle cx="528" cy="266" r="20" fill="${p.light}"/>
      <path d="M504 312 H552 M504 330 H552 M504 348 H552" fill="none" stroke="${p.shade}" stroke-width="6"/>`,
  },
  'reel-to-reel': {
    label: 'a reel-to-reel tape deck',
    shadow: 170,
    focus: [400, 210, 1.7],
    draw: (p) => `
      <rect x="240" y="100" width="320" height="370" rx="14" fill="${p.base}"/>
      <path d="M330 264 L372 300 H428 L470 264" fill="none" stroke="#4a3a2a" stroke-width="5"/>
      ${reel(330, 196, p)}
      ${reel(470, 196, p)}
      <rect x="366" y="290" width="68" height="34" rx="6" fill="${p.shade}"/>
      <rect x="268" y="348" width="264" height="2" fill="${p.shade}"/>
      <rect x="280" y="364" width="90" height="50" rx="4" fill="${p.paper}"/>
      <rect x="430" y="364" width="90" height="50" rx="4" fill="${p.paper}"/>
      <path d="M300 404 L330 376 M450 404 L480 378" fill="none" stroke="#c0392b" stroke-width="3"/>
      <rect x="280" y="428" width="36" height="22" rx="4" fill="${p.light}"/>
      <rect x="326" y="428" width="36" height="22" rx="4" fill="${p.light}"/>
      <rect x="372" y="428" width="36" height="22" rx="4" fill="${p.light}"/>
      <rect x="418" y="428" width="36" height="22" rx="4" fill="${p.light}"/>
      <rect x="484" y="428" width="36" height="22" rx="4" fill="${p.shade}"/>`,
  },
  computer: {
    label: 'a desktop computer',
    shadow: 220,
    focus: [400, 230, 1.8],
    draw: (p) => `
      <rect x="238" y="326" width="324" height="74" rx="6" fill="${p.base}"/>
      <rect x="268" y="350" width="110" height="10" rx="3" fill="${p.shade}"/>
      <circle cx="530" cy="362" r="6" fill="${TINTS.screenGreen}"/>
      <rect x="278" y="112" width="244" height="210" rx="18" fill="${p.base}"/>
      <rect x="350" y="312" width="100" height="20" fill="${p.shade}"/>
      <rect x="302" y="134" width="196" height="150" rx="12" fill="${TINTS.screen}"/>
      <path d="M320 160 H388 M320 180 H440 M320 200 H410 M320 220 H336" fill="none" stroke="${TINTS.screenGreen}" stroke-width="6"/>
      <path d="M226 466 L250 412 H550 L574 466 Z" fill="${p.light}"/>
      <path d="M262 426 H538 M254 440 H546 M246 454 H554" fill="none" stroke="${p.shade}" stroke-width="4" stroke-dasharray="16 6"/>`,
  },
  boombox: {
    label: 'a boombox',
    shadow: 240,
    focus: [400, 340, 1.7],
    draw: (p) => `
      <path d="M250 250 V196 Q250 176 270 176 H530 Q550 176 550 196 V250" fill="none" stroke="${p.outline}" stroke-width="20"/>
      <path d="M250 250 V196 Q250 176 270 176 H530 Q550 176 550 196 V250" fill="none" stroke="${p.metal}" stroke-width="10"/>
      <path d="M540 180 L640 96" fill="none" stroke="${p.metal}" stroke-width="5"/>
      <rect x="166" y="242" width="468" height="216" rx="30" fill="${p.base}"/>
      <rect x="196" y="262" width="408" height="34" rx="6" fill="${p.paper}"/>
      <path d="M212 279 H588 M400 268 V290" fill="none" stroke="${p.outline}" stroke-width="3"/>
      ${speaker(264, 376, 70, p)}
      ${speaker(536, 376, 70, p)}
      <rect x="352" y="318" width="96" height="74" rx="6" fill="${TINTS.screen}"/>
      <circle cx="380" cy="352" r="12" fill="${p.metal}"/>
      <circle cx="420" cy="352" r="12" fill="${p.metal}"/>
      <rect x="352" y="404" width="20" height="16" rx="3" fill="${p.light}"/>
      <rect x="378" y="404" width="20" height="16" rx="3" fill="${p.light}"/>
      <rect x="404" y="404" width="20" height="16" rx="3" fill="${p.light}"/>
      <rect x="430" y="404" width="18" height="16" rx="3" fill="${p.light}"/>`,
  },
  turntable: {
    label: 'a turntable',
    shadow: 240,
    focus: [380, 340, 1.7],
    draw: (p) => `
      <rect x="176" y="388" width="448" height="64" rx="6" fill="${p.base}"/>
      <path d="M176 388 H624 L592 290 H208 Z" fill="${p.light}"/>
      <ellipse cx="368" cy="338" rx="160" ry="40" fill="${TINTS.record}"/>
      <ellipse cx="368" cy="338" rx="120" ry="30" fill="none" stroke="#3a3a3f" stroke-width="3"/>
      <ellipse cx="368" cy="338" rx="40" ry="10" fill="${TINTS.flame}"/>
      <circle cx="562" cy="312" r="16" fill="${p.metal}"/>
      <path d="M562 312 L540 352 L452 350" fill="none" stroke="${p.metal}" stroke-width="7"/>
      <rect x="436" y="342" width="24" height="14" rx="3" fill="${p.outline}"/>
      <circle cx="586" cy="418" r="10" fill="${p.metal}"/>
      <rect x="208" y="412" width="60" height="10" rx="5" fill="${p.shade}"/>
      <rect x="190" y="452" width="30" height="12" fill="${p.outline}"/>
      <rect x="580" y="452" width="30" height="12" fill="${p.outline}"/>`,
  },
} satisfies Record<string, Pictogram>;
