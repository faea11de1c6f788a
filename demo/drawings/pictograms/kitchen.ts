import { TINTS } from '../palette';
import type { Pictogram } from './pictogram';

/** A kitchen canister of the given size, standing on the floor line: body, a label band and a lid with a knob. */
function canister(x: number, width: number, height: number, p: { base: string; shade: string; light: string; outline: string; paper: string }): string {
  const top = 470 - height;
  return `
      <rect x="${x}" y="${top}" width="${width}" height="${height}" rx="12" fill="${p.base}"/>
      <path d="M${x + 14} ${top + 30} V${470 - 16}" fill="none" stroke="${p.light}" stroke-width="8" opacity="0.8"/>
      <rect x="${x + 18}" y="${top + height * 0.42}" width="${width - 36}" height="${Math.round(height * 0.26)}" rx="4" fill="${p.paper}"/>
      <rect x="${x + 30}" y="${top + height * 0.42 + 12}" width="${width - 60}" height="8" rx="4" fill="${p.shade}" stroke="none"/>
      <rect x="${x - 6}" y="${top - 18}" width="${width + 12}" height="24" rx="8" fill="${p.shade}"/>
      <circle cx="${x + width / 2}" cy="${top - 24}" r="10" fill="${p.outline}"/>`;
}

export const KITCHEN_PICTOGRAMS = {
  'stock-pot': {
    label: 'a stock pot',
    shadow: 170,
    focus: [470, 300, 1.8],
    draw: (p) => `
      <rect x="214" y="322" width="64" height="24" rx="12" fill="${p.shade}"/>
      <rect x="522" y="322" width="64" height="24" rx="12" fill="${p.shade}"/>
      <path d="M268 300 H532 V436 Q532 468 500 468 H300 Q268 468 268 436 Z" fill="${p.base}"/>
      <path d="M292 318 H316 V440 H292 Z" fill="${p.light}" stroke="none" opacity="0.7"/>
      <rect x="256" y="284" width="288" height="22" rx="10" fill="${p.shade}"/>
      <path d="M272 286 Q400 196 528 286 Z" fill="${p.light}"/>
      <rect x="380" y="220" width="40" height="20" rx="8" fill="${p.outline}"/>`,
  },
  skillet: {
    label: 'a skillet',
    shadow: 230,
    focus: [360, 390, 1.7],
    draw: (p) => `
      <path d="M520 382 L700 322 Q728 314 734 338 Q740 362 712 370 L534 420 Z" fill="${p.base}"/>
      <circle cx="708" cy="344" r="8" fill="${p.backdropBottom}"/>
      <path d="M150 384 V414 A210 56 0 0 0 570 414 V384 Z" fill="${p.shade}"/>
      <ellipse cx="360" cy="384" rx="210" ry="56" fill="${p.base}"/>
      <ellipse cx="360" cy="388" rx="182" ry="42" fill="${p.shade}"/>
      <path d="M230 376 Q300 356 380 356" fill="none" stroke="${p.light}" stroke-width="8" opacity="0.7"/>
      <path d="M136 372 Q126 384 140 394 L156 392 Z" fill="${p.base}"/>`,
  },
  kettle: {
    label: 'a tea kettle',
    shadow: 170,
    focus: [400, 300, 1.8],
    draw: (p) => `
      <path d="M330 300 Q330 190 400 190 Q470 190 470 300" fill="none" stroke="${p.outline}" stroke-width="26"/>
      <path d="M330 300 Q330 190 400 190 Q470 190 470 300" fill="none" stroke="#2b2b2b" stroke-width="16"/>
      <path d="M316 396 L226 292 Q218 282 230 276 L244 272 L336 360 Z" fill="${p.base}"/>
      <path d="M218 282 L232 268 L248 276 L236 292 Z" fill="${p.shade}"/>
      <path d="M284 462 Q262 328 400 300 Q538 328 516 462 Z" fill="${p.base}"/>
      <path d="M314 420 Q304 370 338 338" fill="none" stroke="${p.light}" stroke-width="12" opacity="0.8"/>
      <rect x="272" y="450" width="256" height="20" rx="8" fill="${p.shade}"/>
      <ellipse cx="400" cy="302" rx="64" ry="14" fill="${p.light}"/>
      <circle cx="400" cy="284" r="12" fill="#2b2b2b"/>`,
  },
  toaster: {
    label: 'a toaster',
    shadow: 170,
    focus: [400, 300, 1.8],
    draw: (p) => `
      <rect x="302" y="206" width="86" height="90" rx="22" fill="${TINTS.toast}" stroke="#9a6a38"/>
      <rect x="412" y="218" width="86" height="80" rx="22" fill="${TINTS.toast}" stroke="#9a6a38"/>
      <rect x="254" y="258" width="292" height="200" rx="54" fill="${p.base}"/>
      <path d="M286 300 Q280 360 292 420" fill="none" stroke="${p.light}" stroke-width="14" opacity="0.8"/>
      <rect x="290" y="252" width="220" height="14" rx="7" fill="${p.shade}"/>
      <rect x="540" y="320" width="30" height="16" rx="6" fill="${p.outline}"/>
      <circle cx="400" cy="410" r="14" fill="${p.light}"/>
      <rect x="278" y="456" width="30" height="14" rx="4" fill="${p.outline}"/>
      <rect x="492" y="456" width="30" height="14" rx="4" fill="${p.outline}"/>`,
  },
  canisters: {
    label: 'a set of kitchen canisters',
    shadow: 230,
    focus: [330, 330, 1.7],
    draw: (p) => `${canister(186, 130, 230, p)}${canister(338, 116, 186, p)}${canister(476, 100, 146, p)}`,
  },
} satisfies Record<string, Pictogram>;
