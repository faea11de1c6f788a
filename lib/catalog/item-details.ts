import type { Dimensions } from '@/lib/db/schema';

/** "24 W × 26 D × 34 H in": how prop houses and set decorators write sizes, each measure named. */
export function formatDimensions({ width, depth, height }: Dimensions, locale = 'en'): string {
  const inches = (value: number) => value.toLocaleString(locale, { maximumFractionDigits: 1 });
  return `${inches(width)} W × ${inches(depth)} D × ${inches(height)} H in`;
}

export function formatWeight(weight: number, units: string, locale: string): string {
  return `${weight.toLocaleString(locale, { maximumFractionDigits: 1 })} ${units}`;
}

/** JSON for a script tag: `<` is escaped so no value can close the tag. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
