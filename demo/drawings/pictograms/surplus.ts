import { TINTS } from '../palette';
import type { Pictogram } from './pictogram';

/** A paint can: a metal can with a paper label, a band of its paint colour, and paint run over the rim. */
function paintCan(x: number, bottom: number, height: number, p: { base: string; metal: string; paper: string; outline: string }): string {
  const top = bottom - height;
  return `
      <path d="M${x + 10} ${top + 4} Q${x + 60} ${top - 44} ${x + 110} ${top + 4}" fill="none" stroke="${p.outline}" stroke-width="5"/>
      <rect x="${x}" y="${top}" width="120" height="${height}" rx="6" fill="${p.metal}"/>
      <rect x="${x}" y="${top + height * 0.34}" width="120" height="${Math.round(height * 0.46)}" fill="${p.paper}"/>
      <rect x="${x}" y="${top + height * 0.52}" width="120" height="${Math.round(height * 0.16)}" fill="${p.base}" stroke="none"/>
      <path d="M${x} ${top + 2} H${x + 120} V${top + 24} Q${x + 104} ${top + 24} ${x + 100} ${top + 52} Q${x + 94} ${top + 64} ${x + 88} ${top + 52} Q${x + 84} ${top + 26} ${x + 56} ${top + 28} V${top + 44} Q${x + 50} ${top + 54} ${x + 44} ${top + 44} V${top + 24} H${x} Z" fill="${p.base}" stroke-width="3"/>
      <ellipse cx="${x + 60}" cy="${top}" rx="60" ry="10" fill="${p.base}"/>
      <ellipse cx="${x + 60}" cy="${top}" rx="44" ry="6" fill="${p.metal}" stroke-width="3"/>`;
}

/** An outlined cardboard box in perspective, with a strip of tape over the lid. */
function box(x: number, bottom: number, width: number, height: number, p: { base: string; light: string; shade: string }): string {
  const top = bottom - height;
  const depth = 34;
  return `
      <path d="M${x} ${top} L${x + depth} ${top - depth * 0.8} H${x + width + depth} L${x + width} ${top} Z" fill="${p.light}"/>
      <path d="M${x + width} ${top} L${x + width + depth} ${top - depth * 0.8} V${bottom - depth * 0.8} L${x + width} ${bottom} Z" fill="${p.shade}"/>
      <rect x="${x}" y="${top}" width="${width}" height="${height}" fill="${p.base}"/>
      <path d="M${x + width / 2 - 12} ${top} L${x + width / 2 - 12 + depth} ${top - depth * 0.8} H${x + width / 2 + 12 + depth} L${x + width / 2 + 12} ${top} Z" fill="${TINTS.candle}" stroke-width="3"/>
      <rect x="${x + width / 2 - 12}" y="${top}" width="24" height="${Math.round(height * 0.3)}" fill="${TINTS.candle}" stroke-width="3"/>
      <path d="M${x + 24} ${bottom - 26} V${bottom - 58} M${x + 14} ${bottom - 48} L${x + 24} ${bottom - 60} L${x + 34} ${bottom - 48}" fill="none" stroke="${TINTS.woodDark}" stroke-width="4"/>`;
}

export const SURPLUS_PICTOGRAMS = {
  'material-rolls': {
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
  'paint-cans': {
    label: 'a lot of paint cans',
    shadow: 220,
    focus: [340, 360, 1.7],
    draw: (p) => `${paintCan(330, 330, 150, p)}${paintCan(240, 470, 150, p)}${paintCan(410, 470, 130, p)}`,
  },
  lumber: {
    label: 'a stack of lumber offcuts',
    shadow: 250,
    focus: [560, 380, 1.8],
    draw: (p) => {
      const boards = [
        { x: 168, y: 424, w: 420 },
        { x: 200, y: 378, w: 396 },
        { x: 156, y: 332, w: 380 },
        { x: 230, y: 286, w: 330 },
        { x: 190, y: 240, w: 280 },
      ];
      return boards
        .map(
          ({ x, y, w }, i) => `
      <rect x="${x}" y="${y}" width="${w}" height="46" fill="${i % 2 === 0 ? p.base : p.shade}"/>
      <path d="M${x + 20} ${y + 16} H${x + w * 0.5} M${x + w * 0.35} ${y + 30} H${x + w - 70}" fill="none" stroke="${p.light}" stroke-width="3" opacity="0.8"/>
      <rect x="${x + w}" y="${y}" width="46" height="46" fill="${p.light}"/>
      <path d="M${x + w + 10} ${y + 34} Q${x + w + 23} ${y + 14} ${x + w + 36} ${y + 34}" fill="none" stroke="${p.shade}" stroke-width="3"/>`,
        )
        .join('');
    },
  },
  crate: {
    label: 'a wooden crate',
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
  'cardboard-boxes': {
    label: 'a stack of cardboard boxes',
    shadow: 240,
    focus: [400, 300, 1.7],
    draw: (p) => `${box(180, 470, 210, 150, p)}${box(400, 470, 190, 170, p)}${box(270, 292, 190, 130, p)}`,
  },
} satisfies Record<string, Pictogram>;
