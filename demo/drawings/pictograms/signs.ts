import { TINTS, WHITE } from '../palette';
import { polygonPoints, type Pictogram } from './pictogram';

/** Tubes of a neon sign: a wide faint glow, the lit tube in the sign's colour, and a bright core. */
function neonTube(d: string, colour: string): string {
  return `
      <path d="${d}" fill="none" stroke="${colour}" stroke-width="24" opacity="0.35"/>
      <path d="${d}" fill="none" stroke="${colour}" stroke-width="10"/>
      <path d="${d}" fill="none" stroke="${WHITE}" stroke-width="3" opacity="0.85"/>`;
}

export const SIGN_PICTOGRAMS = {
  'directional-sign': {
    label: 'a directional sign',
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
  'street-sign': {
    label: 'a street sign',
    shadow: 90,
    focus: [400, 150, 1.9],
    draw: (p) => `
      <rect x="370" y="452" width="60" height="18" rx="4" fill="${p.metal}"/>
      <rect x="391" y="96" width="18" height="360" fill="${p.metal}"/>
      <path d="M340 92 L460 124 V156 L340 124 Z" fill="${p.shade}"/>
      <path d="M356 108 L444 132" fill="none" stroke="${WHITE}" stroke-width="6"/>
      <rect x="232" y="150" width="336" height="62" rx="8" fill="${p.base}"/>
      <rect x="244" y="160" width="312" height="42" rx="5" fill="none" stroke="${WHITE}" stroke-width="4"/>
      <rect x="270" y="172" width="160" height="18" rx="4" fill="${WHITE}" stroke="none"/>
      <rect x="446" y="172" width="60" height="18" rx="4" fill="${WHITE}" stroke="none"/>
      <circle cx="400" cy="84" r="12" fill="${p.metal}"/>`,
  },
  'stop-sign': {
    label: 'a stop sign',
    shadow: 80,
    focus: [400, 210, 1.8],
    draw: (p) => `
      <rect x="391" y="300" width="18" height="170" fill="${p.metal}"/>
      <polygon points="${polygonPoints(400, 210, 128, 8, Math.PI / 8)}" fill="${p.base}"/>
      <polygon points="${polygonPoints(400, 210, 112, 8, Math.PI / 8)}" fill="none" stroke="${WHITE}" stroke-width="8"/>
      <g fill="none" stroke="${WHITE}" stroke-width="13" stroke-linecap="butt" stroke-linejoin="miter">
        <path d="M346 184 Q346 176 334 176 H320 Q306 176 306 190 Q306 206 324 206 Q342 206 342 224 Q342 240 326 240 H310 Q298 240 298 230"/>
        <path d="M352 182 H396 M374 182 V244"/>
        <rect x="408" y="182" width="34" height="56" rx="12"/>
        <path d="M460 246 V182 H478 Q500 182 500 200 Q500 218 478 218 H460"/>
      </g>`,
  },
  'parking-sign': {
    label: 'a parking sign',
    shadow: 80,
    focus: [400, 210, 1.8],
    draw: (p) => `
      <rect x="391" y="300" width="18" height="170" fill="${p.metal}"/>
      <rect x="296" y="100" width="208" height="214" rx="18" fill="${p.base}"/>
      <rect x="312" y="116" width="176" height="182" rx="10" fill="none" stroke="${WHITE}" stroke-width="6"/>
      <path d="M370 270 V150 H418 Q458 150 458 186 Q458 222 418 222 H370" fill="none" stroke="${WHITE}" stroke-width="24" stroke-linecap="butt"/>`,
  },
  'exit-sign': {
    label: 'an exit sign',
    shadow: 0,
    focus: [400, 236, 1.7],
    draw: (p) => `
      <path d="M300 40 V170 M500 40 V170" fill="none" stroke="${p.metal}" stroke-width="8"/>
      <rect x="236" y="166" width="328" height="142" rx="12" fill="${p.paper}" stroke="#8a8782"/>
      <rect x="256" y="186" width="288" height="102" rx="6" fill="${WHITE}" stroke="none"/>
      <g fill="none" stroke="${p.base}" stroke-width="14" stroke-linecap="butt" stroke-linejoin="miter">
        <path d="M336 202 H288 V272 H336 M288 237 H326"/>
        <path d="M352 202 L398 272 M398 202 L352 272"/>
        <path d="M420 202 V272"/>
        <path d="M440 202 H500 M470 202 V272"/>
      </g>
      <path d="M512 230 L528 237 L512 244 Z" fill="${p.base}" stroke="none"/>`,
  },
  'neon-sign': {
    label: 'a neon bar sign',
    shadow: 0,
    focus: [400, 220, 1.7],
    draw: (p) => `
      <path d="M290 40 L300 104 M510 40 L500 104" fill="none" stroke="${p.metal}" stroke-width="4"/>
      <rect x="222" y="100" width="356" height="268" rx="20" fill="${TINTS.neonBacking}" stroke="#8a8782"/>
      ${neonTube('M320 146 H480 L400 236 Z', p.base)}
      ${neonTube('M400 236 V306 M358 310 H442', p.base)}
      ${neonTube('M430 170 L452 128', p.base)}
      <circle cx="426" cy="178" r="11" fill="${TINTS.hills}" stroke="none"/>
      ${neonTube('M268 340 Q300 322 332 340 T396 340 T460 340 T524 340', p.light)}`,
  },
  'menu-board': {
    label: 'a sidewalk menu board',
    shadow: 170,
    focus: [400, 220, 1.8],
    draw: (p) => `
      <path d="M262 470 L302 96 H498 L538 470 H510 L478 160 H322 L290 470 Z" fill="${p.base}"/>
      <path d="M314 110 H486 L518 440 H282 Z" fill="${p.base}"/>
      <path d="M326 126 H474 L502 424 H298 Z" fill="${TINTS.chalkboard}"/>
      <g fill="none" stroke="${TINTS.chalk}" stroke-width="6" opacity="0.9">
        <path d="M352 162 Q376 148 400 162 T448 162"/>
        <path d="M334 214 H420 M444 214 H470"/>
        <path d="M330 254 H404 M440 254 H474"/>
        <path d="M326 294 H414 M444 294 H478"/>
        <path d="M322 334 H396 M446 334 H482"/>
        <path d="M352 384 Q400 364 448 384"/>
      </g>
      <rect x="372" y="100" width="56" height="16" rx="8" fill="${p.shade}"/>`,
  },
} satisfies Record<string, Pictogram>;
