import { TINTS } from '../palette';
import type { Pictogram } from './pictogram';

/** The twelve hour marks of a clock face. */
function hourMarks(cx: number, cy: number, radius: number, colour: string): string {
  const marks = Array.from({ length: 12 }, (_, i) => {
    const angle = (i * Math.PI) / 6;
    const [sin, cos] = [Math.sin(angle), Math.cos(angle)];
    const inner = i % 3 === 0 ? radius - 16 : radius - 9;
    return `M${(cx + sin * inner).toFixed(1)} ${(cy - cos * inner).toFixed(1)} L${(cx + sin * radius).toFixed(1)} ${(cy - cos * radius).toFixed(1)}`;
  });
  return `<path d="${marks.join(' ')}" fill="none" stroke="${colour}" stroke-width="4"/>`;
}

/** A lanceolate leaf from the top of the pot out to its tip, `width` wide at its middle, for the potted palm. */
function leaf(tipX: number, tipY: number, width: number, fill: string): string {
  const [baseX, baseY] = [400, 300];
  const length = Math.hypot(tipX - baseX, tipY - baseY);
  // Across the leaf: the axis turned a quarter, scaled to half the width.
  const [acrossX, acrossY] = [(-(tipY - baseY) / length) * width, ((tipX - baseX) / length) * width];
  const [midX, midY] = [(baseX + tipX) / 2, (baseY + tipY) / 2];
  const side = (sign: number) => `${(midX + sign * acrossX).toFixed(1)} ${(midY + sign * acrossY).toFixed(1)}`;
  return `<path d="M${baseX} ${baseY} Q${side(1)} ${tipX} ${tipY} Q${side(-1)} ${baseX} ${baseY} Z" fill="${fill}" stroke="${TINTS.leafDark}" stroke-width="4"/>
      <path d="M${baseX} ${baseY} L${tipX} ${tipY}" fill="none" stroke="${TINTS.leafDark}" stroke-width="3"/>`;
}

/** A candlestick with its candle and flame; `top` is where the candle cup sits. */
function candlestick(x: number, top: number, p: { base: string; light: string; shade: string }): string {
  return `
      <path d="M${x - 16} ${top - 90} H${x + 16} V${top} H${x - 16} Z" fill="${TINTS.candle}"/>
      <path d="M${x} ${top - 128} Q${x + 14} ${top - 106} ${x + 6} ${top - 94} Q${x} ${top - 88} ${x - 6} ${top - 94} Q${x - 14} ${top - 106} ${x} ${top - 128} Z" fill="${TINTS.flame}" stroke-width="3"/>
      <rect x="${x - 34}" y="${top}" width="68" height="14" rx="6" fill="${p.base}"/>
      <path d="M${x - 14} ${top + 14} H${x + 14} Q${x + 8} ${top + 50} ${x + 22} ${top + 70} Q${x + 30} ${top + 86} ${x + 12} ${top + 96} Q${x + 8} ${(top + 470) / 2 + 40} ${x + 20} ${470 - 40} H${x - 20} Q${x - 8} ${(top + 470) / 2 + 40} ${x - 12} ${top + 96} Q${x - 30} ${top + 86} ${x - 22} ${top + 70} Q${x - 8} ${top + 50} ${x - 14} ${top + 14} Z" fill="${p.base}"/>
      <path d="M${x - 6} ${top + 110} V${470 - 60}" fill="none" stroke="${p.light}" stroke-width="6" opacity="0.8"/>
      <path d="M${x - 54} 470 Q${x - 54} 440 ${x - 20} 430 H${x + 20} Q${x + 54} 440 ${x + 54} 470 Z" fill="${p.shade}"/>`;
}

export const SET_DRESSING_PICTOGRAMS = {
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
  'mantel-clock': {
    label: 'a mantel clock',
    shadow: 210,
    focus: [400, 320, 1.8],
    draw: (p) => `
      <rect x="196" y="440" width="408" height="30" rx="8" fill="${p.shade}"/>
      <path d="M218 444 V376 Q218 300 300 292 Q326 196 400 196 Q474 196 500 292 Q582 300 582 376 V444 Z" fill="${p.base}"/>
      <path d="M244 420 V380 Q244 330 292 322" fill="none" stroke="${p.light}" stroke-width="8" opacity="0.8"/>
      <circle cx="400" cy="330" r="86" fill="${TINTS.gilt}"/>
      <circle cx="400" cy="330" r="72" fill="${p.paper}"/>
      ${hourMarks(400, 330, 64, '#3a342d')}
      <path d="M400 330 L400 284 M400 330 L446 350" fill="none" stroke="#3a342d" stroke-width="7"/>
      <circle cx="400" cy="330" r="7" fill="#3a342d"/>`,
  },
  books: {
    label: 'a stack of books',
    shadow: 230,
    focus: [330, 380, 1.7],
    draw: (p) => {
      const lying = [
        { x: 186, y: 430, w: 270, h: 40, fill: p.base },
        { x: 204, y: 392, w: 240, h: 38, fill: TINTS.accents[1] },
        { x: 178, y: 356, w: 262, h: 36, fill: p.shade },
        { x: 214, y: 322, w: 214, h: 34, fill: TINTS.accents[2] },
      ];
      const standing = [
        { x: 470, h: 196, w: 40, fill: p.base },
        { x: 512, h: 176, w: 34, fill: TINTS.accents[0] },
        { x: 548, h: 206, w: 44, fill: p.shade },
      ];
      return `${lying
        .map(
          (b) => `
      <rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" rx="5" fill="${b.fill}"/>
      <rect x="${b.x + b.w - 22}" y="${b.y + 6}" width="16" height="${b.h - 12}" fill="${p.paper}" stroke-width="3"/>`,
        )
        .join('')}${standing
        .map(
          (b) => `
      <rect x="${b.x}" y="${470 - b.h}" width="${b.w}" height="${b.h}" rx="5" fill="${b.fill}"/>
      <path d="M${b.x + 6} ${470 - b.h + 24} H${b.x + b.w - 6} M${b.x + 6} ${470 - b.h + 36} H${b.x + b.w - 6} M${b.x + 6} 430 H${b.x + b.w - 6}" fill="none" stroke="${TINTS.gilt}" stroke-width="4"/>`,
        )
        .join('')}
      <path d="M596 470 L648 296 L690 308 L640 470 Z" fill="${TINTS.accents[3]}"/>`;
    },
  },
  'potted-plant': {
    label: 'a potted palm',
    shadow: 150,
    focus: [400, 220, 1.7],
    draw: (p) => `
      ${leaf(196, 268, 30, TINTS.leafDark)}
      ${leaf(604, 264, 30, TINTS.leafDark)}
      ${leaf(222, 160, 32, TINTS.leaf)}
      ${leaf(578, 158, 32, TINTS.leaf)}
      ${leaf(300, 84, 30, TINTS.leafDark)}
      ${leaf(504, 80, 30, TINTS.leafDark)}
      ${leaf(404, 62, 28, TINTS.leaf)}
      <path d="M300 318 H500 L474 458 Q472 470 460 470 H340 Q328 470 326 458 Z" fill="${p.base}"/>
      <rect x="288" y="300" width="224" height="34" rx="8" fill="${p.shade}"/>
      <path d="M332 350 L348 450" fill="none" stroke="${p.light}" stroke-width="10" opacity="0.8"/>`,
  },
  bottles: {
    label: 'a lot of glass bottles',
    shadow: 200,
    focus: [400, 300, 1.7],
    draw: (p) => `
      <path d="M384 120 H416 V210 Q456 232 456 290 V452 Q456 470 438 470 H362 Q344 470 344 452 V290 Q344 232 384 210 Z" fill="${p.base}" opacity="0.95"/>
      <rect x="380" y="104" width="40" height="22" rx="4" fill="${TINTS.woodDark}"/>
      <rect x="352" y="330" width="96" height="80" rx="4" fill="${p.paper}"/>
      <path d="M370 352 H430 M376 376 H424" fill="none" stroke="${p.shade}" stroke-width="6"/>
      <path d="M362 300 V440" fill="none" stroke="${p.light}" stroke-width="10" opacity="0.8"/>
      <path d="M236 226 H276 V262 Q306 270 306 300 V456 Q306 470 292 470 H220 Q206 470 206 456 V300 Q206 270 236 262 Z" fill="${p.shade}" opacity="0.95"/>
      <rect x="232" y="210" width="48" height="20" rx="4" fill="${p.metal}"/>
      <path d="M222 300 V440" fill="none" stroke="${p.light}" stroke-width="8" opacity="0.7"/>
      <path d="M540 150 H564 V250 Q600 276 600 320 V456 Q600 470 586 470 H518 Q504 470 504 456 V320 Q504 276 540 250 Z" fill="${p.light}" opacity="0.95"/>
      <rect x="536" y="136" width="32" height="18" rx="4" fill="${p.metal}"/>
      <rect x="512" y="360" width="80" height="60" rx="4" fill="${p.paper}"/>
      <path d="M526 380 H578" fill="none" stroke="${p.shade}" stroke-width="6"/>`,
  },
  globe: {
    label: 'a globe on a stand',
    shadow: 150,
    focus: [400, 230, 1.8],
    draw: (p) => `
      <ellipse cx="400" cy="458" rx="96" ry="14" fill="${TINTS.woodDark}"/>
      <path d="M384 446 L390 372 H410 L416 446 Z" fill="${TINTS.wood}"/>
      <circle cx="400" cy="230" r="128" fill="${p.base}"/>
      <path d="M310 176 Q336 138 380 150 Q402 172 384 196 Q352 204 350 238 Q330 262 312 232 Q296 206 310 176 Z" fill="${p.light}" stroke-width="3"/>
      <path d="M420 120 Q466 116 494 150 Q506 190 470 196 Q444 226 458 262 Q448 300 420 286 Q404 250 420 218 Q400 190 420 170 Q406 140 420 120 Z" fill="${p.light}" stroke-width="3"/>
      <path d="M340 290 Q372 284 382 316 Q366 340 344 326 Z" fill="${p.light}" stroke-width="3"/>
      <path d="M308 206 Q400 246 492 206" fill="none" stroke="${p.shade}" stroke-width="3" opacity="0.8"/>
      <path d="M296 120 A150 150 0 0 0 320 364" fill="none" stroke="${TINTS.gilt}" stroke-width="12"/>
      <path d="M320 364 Q360 380 400 372" fill="none" stroke="${TINTS.gilt}" stroke-width="12"/>
      <circle cx="296" cy="118" r="9" fill="${TINTS.gilt}"/>`,
  },
  candlesticks: {
    label: 'a pair of candlesticks',
    shadow: 170,
    focus: [340, 230, 1.8],
    draw: (p) => `${candlestick(320, 230, p)}${candlestick(480, 270, p)}`,
  },
} satisfies Record<string, Pictogram>;
