import { luminance, TINTS, WHITE } from '../palette';
import { bar, type Pictogram } from './pictogram';

/** A wheeled base with five legs, seen from the front: the foot of IV stands and monitor stands. */
function rollingBase(p: { outline: string; metal: string }): string {
  return `
      <path d="M300 452 L400 430 L500 452 M400 430 L400 460" fill="none" stroke="${p.outline}" stroke-width="12"/>
      <circle cx="300" cy="460" r="10" fill="${p.metal}"/>
      <circle cx="500" cy="460" r="10" fill="${p.metal}"/>
      <circle cx="400" cy="462" r="8" fill="${p.metal}"/>`;
}

/** Spokes of a wheel, every 45 degrees. */
function spokes(cx: number, cy: number, radius: number, colour: string): string {
  const ends = [
    [0, -1],
    [0.71, -0.71],
    [1, 0],
    [0.71, 0.71],
  ];
  return ends
    .map(([dx, dy]) => `M${cx - dx! * radius} ${cy - dy! * radius} L${cx + dx! * radius} ${cy + dy! * radius}`)
    .map((d) => `<path d="${d}" fill="none" stroke="${colour}" stroke-width="4"/>`)
    .join('');
}

export const MEDICAL_PICTOGRAMS = {
  'iv-stand': {
    label: 'an IV stand',
    shadow: 130,
    focus: [430, 190, 1.9],
    draw: (p) => `${rollingBase(p)}
      <rect x="393" y="84" width="14" height="350" fill="${p.metal}"/>
      <path d="M330 96 H470 M330 96 V112 M470 96 V112" fill="none" stroke="${p.outline}" stroke-width="8"/>
      <path d="M470 232 C470 290 430 270 414 320" fill="none" stroke="${p.outline}" stroke-width="4"/>
      <rect x="422" y="108" width="96" height="126" rx="22" fill="${p.base}"/>
      <path d="M460 136 H480 V156 H500 V176 H480 V196 H460 V176 H440 V156 H460 Z" fill="${luminance(p.base) > 0.4 ? '#c0392b' : WHITE}" stroke="none"/>`,
  },
  'hospital-bed': {
    label: 'a hospital bed',
    shadow: 250,
    focus: [440, 340, 1.7],
    draw: (p) => `
      <rect x="212" y="392" width="14" height="58" fill="${p.metal}"/>
      <rect x="574" y="392" width="14" height="58" fill="${p.metal}"/>
      <circle cx="219" cy="456" r="14" fill="${p.outline}"/>
      <circle cx="581" cy="456" r="14" fill="${p.outline}"/>
      <rect x="196" y="376" width="412" height="20" rx="4" fill="${p.metal}"/>
      <path d="M334 336 H600 Q614 336 614 350 V366 Q614 380 600 380 H334 Z" fill="${p.paper}"/>
      <path d="M340 380 L236 268 Q228 256 242 248 L266 234 Q278 228 288 240 L378 336 Z" fill="${p.paper}"/>
      <path d="M250 240 Q252 208 286 214 L320 258 Q298 276 278 268 Z" fill="${WHITE}"/>
      <path d="M420 330 H604 Q616 330 616 344 V384 H420 Z" fill="${p.light}"/>
      <path d="M390 344 H560 M390 376 H560 M420 344 V376 M490 344 V376 M560 344 V376" fill="none" stroke="${p.outline}" stroke-width="12"/>
      <path d="M390 344 H560 M390 376 H560 M420 344 V376 M490 344 V376 M560 344 V376" fill="none" stroke="${p.metal}" stroke-width="5"/>
      <rect x="174" y="236" width="40" height="164" rx="14" fill="${p.base}"/>
      <rect x="604" y="300" width="36" height="100" rx="12" fill="${p.base}"/>`,
  },
  'exam-table': {
    label: 'an exam table',
    shadow: 230,
    focus: [300, 260, 1.7],
    draw: (p) => `
      <rect x="222" y="334" width="360" height="130" rx="6" fill="#ece7de" stroke="#8a8782"/>
      <path d="M236 384 H568 M402 348 V452" fill="none" stroke="#8a8782" stroke-width="4"/>
      <rect x="300" y="360" width="60" height="10" rx="5" fill="${p.metal}"/>
      <rect x="444" y="360" width="60" height="10" rx="5" fill="${p.metal}"/>
      <rect x="212" y="460" width="380" height="10" fill="${p.metal}"/>
      <path d="M290 298 H592 Q604 298 604 310 V328 Q604 340 592 340 H290 Z" fill="${p.base}"/>
      <path d="M306 340 L206 232 Q198 222 210 214 L230 204 Q242 198 252 210 L340 298 Z" fill="${p.base}"/>
      <path d="M300 296 H596 M298 296 L212 206" fill="none" stroke="${p.paper}" stroke-width="8"/>
      <circle cx="216" cy="196" r="16" fill="${p.paper}"/>`,
  },
  'vitals-monitor': {
    label: 'a vitals monitor',
    shadow: 130,
    focus: [400, 200, 1.8],
    draw: (p) => `${rollingBase(p)}
      <rect x="392" y="290" width="16" height="146" fill="${p.metal}"/>
      <rect x="360" y="278" width="80" height="20" rx="6" fill="${p.shade}"/>
      <path d="M360 112 Q360 92 380 92 H420 Q440 92 440 112" fill="none" stroke="${p.outline}" stroke-width="10"/>
      <rect x="250" y="108" width="300" height="180" rx="16" fill="${p.base}"/>
      <rect x="268" y="124" width="200" height="148" rx="6" fill="${TINTS.screen}"/>
      <path d="M276 168 H318 L328 146 L340 194 L352 134 L362 178 H398 L408 160 L418 172 H460" fill="none" stroke="${TINTS.screenGreen}" stroke-width="4" stroke-linejoin="round"/>
      <path d="M276 226 Q292 208 308 226 T340 226 T372 226 T404 226 T436 226 T460 226" fill="none" stroke="${TINTS.screenCyan}" stroke-width="4"/>
      <rect x="276" y="248" width="50" height="14" rx="3" fill="${TINTS.screenGreen}" stroke="none"/>
      <rect x="340" y="248" width="34" height="14" rx="3" fill="${TINTS.screenCyan}" stroke="none"/>
      <circle cx="510" cy="150" r="14" fill="${p.light}"/>
      <circle cx="510" cy="200" r="14" fill="${p.light}"/>
      <rect x="494" y="236" width="32" height="20" rx="4" fill="${p.light}"/>`,
  },
  wheelchair: {
    label: 'a wheelchair',
    shadow: 200,
    focus: [420, 320, 1.7],
    draw: (p) => `
      <circle cx="360" cy="366" r="100" fill="none" stroke="${p.outline}" stroke-width="18"/>
      <circle cx="360" cy="366" r="100" fill="none" stroke="#3a3a3a" stroke-width="10"/>
      <circle cx="360" cy="366" r="84" fill="none" stroke="${p.metal}" stroke-width="5"/>
      ${spokes(360, 366, 82, p.metal)}
      <circle cx="360" cy="366" r="14" fill="${p.metal}"/>
      ${bar('296 150 L330 290 H540 L568 420', 10, p.metal, p.outline)}
      ${bar('330 290 L360 366', 8, p.metal, p.outline)}
      ${bar('562 420 L566 440', 8, p.metal, p.outline)}
      <circle cx="566" cy="450" r="20" fill="#3a3a3a"/>
      <circle cx="566" cy="450" r="7" fill="${p.metal}"/>
      <path d="M302 166 L340 166 L356 284 L322 284 Z" fill="${p.base}"/>
      <rect x="324" y="272" width="222" height="26" rx="8" fill="${p.base}"/>
      <rect x="340" y="226" width="170" height="16" rx="8" fill="${p.shade}"/>
      <rect x="550" y="414" width="56" height="12" rx="4" fill="${p.metal}"/>
      <rect x="276" y="138" width="36" height="18" rx="8" fill="#3a3a3a"/>`,
  },
  'privacy-screen': {
    label: 'a folding privacy screen',
    shadow: 230,
    focus: [400, 260, 1.7],
    draw: (p) => `
      <path d="M204 118 L334 150 V430 L204 410 Z" fill="${p.base}"/>
      <path d="M334 150 L466 118 V410 L334 430 Z" fill="${p.shade}"/>
      <path d="M466 118 L596 150 V430 L466 410 Z" fill="${p.base}"/>
      <path d="M204 118 L334 150 L466 118 L596 150 M204 410 L334 430 L466 410 L596 430" fill="none" stroke="${p.metal}" stroke-width="10"/>
      <path d="M204 104 V452 M334 136 V462 M466 104 V452 M596 136 V462" fill="none" stroke="${p.outline}" stroke-width="14"/>
      <path d="M204 104 V452 M334 136 V462 M466 104 V452 M596 136 V462" fill="none" stroke="${p.metal}" stroke-width="8"/>
      <circle cx="204" cy="458" r="10" fill="${p.outline}"/>
      <circle cx="334" cy="466" r="4" fill="${p.outline}"/>
      <circle cx="466" cy="458" r="10" fill="${p.outline}"/>
      <circle cx="596" cy="466" r="4" fill="${p.outline}"/>`,
  },
  'lab-glassware': {
    label: 'a set of lab glassware',
    shadow: 220,
    focus: [330, 360, 1.7],
    draw: (p) => `
      <path d="M266 186 H314 V272 L370 446 Q374 468 352 468 H228 Q206 468 210 446 L266 272 Z" fill="${TINTS.glass}" opacity="0.9"/>
      <path d="M238 372 H342 L366 446 Q370 466 350 466 H230 Q210 466 214 446 Z" fill="${p.base}" stroke="none" opacity="0.9"/>
      <rect x="258" y="176" width="64" height="14" rx="6" fill="${TINTS.glass}"/>
      <path d="M282 210 V290" fill="none" stroke="${TINTS.glassHighlight}" stroke-width="8"/>
      <path d="M404 300 H520 V452 Q520 468 504 468 H420 Q404 468 404 452 Z" fill="${TINTS.glass}" opacity="0.9"/>
      <path d="M406 378 H518 V452 Q518 466 504 466 H420 Q406 466 406 452 Z" fill="${p.light}" stroke="none"/>
      <path d="M398 296 H408 M430 330 H452 M430 360 H452 M430 390 H452" fill="none" stroke="${p.outline}" stroke-width="4"/>
      <rect x="548" y="360" width="110" height="14" rx="4" fill="${TINTS.wood}"/>
      <rect x="548" y="444" width="110" height="26" rx="4" fill="${TINTS.wood}"/>
      <path d="M566 330 V440 Q566 452 576 452 Q586 452 586 440 V330 Z M592 318 V440 Q592 452 602 452 Q612 452 612 440 V318 Z M618 334 V440 Q618 452 628 452 Q638 452 638 440 V334 Z" fill="${TINTS.glass}"/>
      <path d="M568 410 V440 Q568 450 576 450 Q584 450 584 440 V410 Z M594 396 V440 Q594 450 602 450 Q610 450 610 440 V396 Z" fill="${p.base}" stroke="none"/>`,
  },
} satisfies Record<string, Pictogram>;
