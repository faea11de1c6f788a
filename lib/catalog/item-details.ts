import type { Dimensions } from '@/lib/db/schema';

/** "24 W × 26 D × 34 H in": how prop houses and set decorators write sizes. */
export function formatDimensions({ width, depth, height }: Dimensions): string {
  return `${width} W × ${depth} D × ${height} H in`;
}

export function formatWeight(weight: number, units: string, locale: string): string {
  return `${weight.toLocaleString(locale, { maximumFractionDigits: 1 })} ${units}`;
}

/** JSON for a script tag: `<` is escaped so no value can close the tag. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
