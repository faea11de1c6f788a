/** The periods a demo prop can come from, oldest first, and the style tags that suit each. */

export const ERAS = ['Victorian', 'Art Deco', '1940s', 'Mid-Century', '1970s', '1980s', '1990s', 'Contemporary'] as const;
export type Era = (typeof ERAS)[number];

/** The eras from `first` to `last`, inclusive: a computer is never Victorian, a hurricane lamp can be. */
export function erasBetween(first: Era, last: Era): Era[] {
  return ERAS.slice(ERAS.indexOf(first), ERAS.indexOf(last) + 1);
}

/** How an era reads inside a sentence: "This mid-century armchair", "This Art Deco lamp". */
export function eraInSentence(era: Era): string {
  return era === 'Mid-Century' || era === 'Contemporary' ? era.toLowerCase() : era;
}

/** Style tags that suit each era, for the Tag facet. */
export const ERA_STYLES: Record<Era, readonly string[]> = {
  Victorian: ['Period', 'Ornate'],
  'Art Deco': ['Glam', 'Period'],
  '1940s': ['Period', 'Utilitarian'],
  'Mid-Century': ['Retro', 'Modern'],
  '1970s': ['Retro', 'Rustic'],
  '1980s': ['Retro', 'Glam'],
  '1990s': ['Retro', 'Utilitarian'],
  Contemporary: ['Modern', 'Farmhouse', 'Industrial'],
};
