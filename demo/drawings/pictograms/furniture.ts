import { TINTS } from '../palette';
import type { Pictogram } from './pictogram';

/** Books on a shelf: spines of varied width and height, so a bookcase reads as one at card size. */
function shelfOfBooks(x: number, shelfY: number, colours: string[]): string {
  const widths = [18, 24, 16, 22, 28, 18, 20, 24, 16];
  const heights = [62, 56, 66, 50, 60, 64, 54, 58, 62];
  let left = x;
  return widths
    .map((width, i) => {
      const height = heights[i] as number;
      const rect = `<rect x="${left}" y="${shelfY - height}" width="${width}" height="${height}" rx="2" fill="${colours[i % colours.length]}" stroke-width="3"/>`;
      left += width + 2;
      return rect;
    })
    .join('');
}

export const FURNITURE_PICTOGRAMS = {
  chair: {
    label: 'a dining chair',
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
  armchair: {
    label: 'an armchair',
    shadow: 210,
    focus: [400, 300, 1.7],
    draw: (p) => `
      <rect x="222" y="448" width="22" height="22" fill="${p.outline}"/>
      <rect x="556" y="448" width="22" height="22" fill="${p.outline}"/>
      <path d="M258 330 V214 Q258 158 314 150 Q400 138 486 150 Q542 158 542 214 V330 Z" fill="${p.shade}"/>
      <circle cx="344" cy="206" r="6" fill="${p.outline}"/>
      <circle cx="400" cy="198" r="6" fill="${p.outline}"/>
      <circle cx="456" cy="206" r="6" fill="${p.outline}"/>
      <circle cx="372" cy="262" r="6" fill="${p.outline}"/>
      <circle cx="428" cy="262" r="6" fill="${p.outline}"/>
      <rect x="262" y="322" width="276" height="62" rx="18" fill="${p.light}"/>
      <rect x="246" y="376" width="308" height="76" rx="10" fill="${p.base}"/>
      <rect x="194" y="262" width="90" height="190" rx="40" fill="${p.base}"/>
      <rect x="516" y="262" width="90" height="190" rx="40" fill="${p.base}"/>
      <path d="M214 290 Q238 270 262 290" fill="none" stroke="${p.light}" stroke-width="6"/>
      <path d="M536 290 Q560 270 584 290" fill="none" stroke="${p.light}" stroke-width="6"/>`,
  },
  stool: {
    label: 'a bar stool',
    shadow: 120,
    focus: [400, 230, 1.9],
    draw: (p) => `
      <path d="M380 226 H394 L390 452 H376 Z" fill="${p.shade}"/>
      <path d="M406 226 H420 L424 452 H410 Z" fill="${p.shade}"/>
      <path d="M350 222 H372 L336 470 H312 Z" fill="${p.base}"/>
      <path d="M428 222 H450 L488 470 H464 Z" fill="${p.base}"/>
      <rect x="322" y="360" width="156" height="14" rx="7" fill="${p.metal}"/>
      <rect x="306" y="196" width="188" height="40" rx="14" fill="${p.base}"/>
      <ellipse cx="400" cy="196" rx="94" ry="24" fill="${p.light}"/>`,
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
  sideboard: {
    label: 'a sideboard',
    shadow: 250,
    focus: [400, 330, 1.8],
    draw: (p) => `
      <path d="M226 420 H244 L240 456 H230 Z" fill="${p.shade}"/>
      <path d="M556 420 H574 L570 456 H560 Z" fill="${p.shade}"/>
      <path d="M184 420 H208 L200 470 H192 Z" fill="${p.base}"/>
      <path d="M592 420 H616 L608 470 H600 Z" fill="${p.base}"/>
      <rect x="170" y="252" width="460" height="172" rx="4" fill="${p.base}"/>
      <rect x="160" y="238" width="480" height="20" rx="4" fill="${p.light}"/>
      <rect x="188" y="270" width="132" height="136" fill="${p.shade}"/>
      <rect x="480" y="270" width="132" height="136" fill="${p.shade}"/>
      <rect x="334" y="270" width="132" height="40" fill="${p.light}"/>
      <rect x="334" y="318" width="132" height="40" fill="${p.light}"/>
      <rect x="334" y="366" width="132" height="40" fill="${p.light}"/>
      <rect x="384" y="284" width="32" height="10" rx="5" fill="${p.outline}"/>
      <rect x="384" y="332" width="32" height="10" rx="5" fill="${p.outline}"/>
      <rect x="384" y="380" width="32" height="10" rx="5" fill="${p.outline}"/>
      <rect x="302" y="316" width="8" height="44" rx="4" fill="${p.light}"/>
      <rect x="490" y="316" width="8" height="44" rx="4" fill="${p.light}"/>`,
  },
  nightstand: {
    label: 'a nightstand',
    shadow: 120,
    focus: [400, 320, 1.9],
    draw: (p) => `
      <path d="M320 430 H342 L338 470 H326 Z" fill="${p.base}"/>
      <path d="M458 430 H480 L474 470 H462 Z" fill="${p.base}"/>
      <rect x="310" y="250" width="180" height="184" rx="4" fill="${p.base}"/>
      <rect x="298" y="236" width="204" height="18" rx="4" fill="${p.light}"/>
      <rect x="326" y="266" width="148" height="58" fill="${p.light}"/>
      <circle cx="400" cy="295" r="8" fill="${p.outline}"/>
      <rect x="326" y="338" width="148" height="80" fill="${p.shade}"/>
      <rect x="340" y="356" width="16" height="62" rx="2" fill="${TINTS.accents[0]}" stroke-width="3"/>
      <rect x="358" y="362" width="14" height="56" rx="2" fill="${TINTS.accents[1]}" stroke-width="3"/>
      <rect x="374" y="352" width="18" height="66" rx="2" fill="${TINTS.accents[5]}" stroke-width="3"/>`,
  },
  bookcase: {
    label: 'a bookcase',
    shadow: 180,
    focus: [400, 200, 1.8],
    draw: (p) => {
      const spines = [TINTS.accents[0], TINTS.accents[5], TINTS.accents[1], p.light, TINTS.accents[2], TINTS.accents[3], TINTS.accents[4], p.paper];
      return `
      <rect x="244" y="446" width="312" height="24" fill="${p.shade}"/>
      <rect x="250" y="92" width="300" height="356" fill="${p.base}"/>
      <rect x="272" y="114" width="256" height="332" fill="${p.shade}"/>
      ${shelfOfBooks(280, 196, spines)}
      ${shelfOfBooks(290, 280, spines.slice(3).concat(spines.slice(0, 3)))}
      ${shelfOfBooks(278, 364, spines.slice(5).concat(spines.slice(0, 5)))}
      <path d="M480 446 L500 384 L518 390 L500 446 Z" fill="${TINTS.accents[1]}" stroke-width="3"/>
      <rect x="272" y="196" width="256" height="12" fill="${p.base}"/>
      <rect x="272" y="280" width="256" height="12" fill="${p.base}"/>
      <rect x="272" y="364" width="256" height="12" fill="${p.base}"/>
      <rect x="238" y="78" width="324" height="20" rx="3" fill="${p.light}"/>`;
    },
  },
  bed: {
    label: 'a double bed',
    shadow: 260,
    focus: [300, 320, 1.8],
    draw: (p) => `
      <rect x="176" y="420" width="18" height="50" fill="${p.shade}"/>
      <rect x="604" y="420" width="18" height="50" fill="${p.shade}"/>
      <rect x="170" y="384" width="456" height="40" fill="${p.shade}"/>
      <rect x="176" y="334" width="440" height="58" rx="12" fill="${p.paper}"/>
      <rect x="200" y="300" width="120" height="44" rx="20" fill="${p.paper}"/>
      <path d="M312 326 H616 Q628 326 628 340 V398 Q628 410 616 410 H312 Q300 410 300 398 V340 Q300 326 312 326 Z" fill="${p.light}"/>
      <path d="M340 326 V410" fill="none" stroke="${p.base}" stroke-width="10"/>
      <path d="M146 470 V228 Q146 196 178 196 Q196 196 196 228 V470 Z" fill="${p.base}"/>
      <path d="M604 470 V316 Q604 292 624 292 Q646 292 646 316 V470 Z" fill="${p.base}"/>`,
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
} satisfies Record<string, Pictogram>;
