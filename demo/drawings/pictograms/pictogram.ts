import type { Palette } from '../palette';

/**
 * One kind of prop drawn as a handful of flat shapes, standing on the floor line (y = 470) and centred on x = 400 of an
 * 800 × 600 picture. The scene is enlarged 1.12 times about the floor line, so keep drawings within x 60–740, y 60–470.
 */
export type Pictogram = {
  /** What the drawing shows, for the picture's <title>: "a hospital bed". A catalogue noun drawn by it names the same thing. */
  label: string;
  /** Half-width of the floor shadow; 0 for props that hang clear of the floor. */
  shadow: number;
  /** Point the detail view zooms in on, and how far. */
  focus: [x: number, y: number, zoom: number];
  draw: (p: Palette) => string;
};

/** A thick line with the outline colour around it: legs, poles, handles and arms. */
export function bar(points: string, width: number, fill: string, outline: string): string {
  return `
      <path d="M${points}" fill="none" stroke="${outline}" stroke-width="${width + 8}"/>
      <path d="M${points}" fill="none" stroke="${fill}" stroke-width="${width}"/>`;
}

/** Points of a regular polygon, rounded to a tenth so the bytes are the same on every machine. */
export function polygonPoints(cx: number, cy: number, radius: number, sides: number, rotation = 0): string {
  return Array.from({ length: sides }, (_, i) => {
    const angle = rotation + (i * 2 * Math.PI) / sides;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)} ${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
}
