/** Reading a generated prop back into the vocabulary it was made from, for the catalogue's tests. */
import { CATEGORY_SPECS, MATERIALS, type CategorySpec, type MaterialName, type PropSpec } from './catalog-vocabulary';

export const PROPS: { category: CategorySpec; prop: PropSpec }[] = CATEGORY_SPECS.flatMap((category) => category.props.map((prop) => ({ category, prop })));

/** The vocabulary entry a title was made from: the longest noun the title ends with ("Hospital Bed", not "Bed"). */
export function propOfTitle(title: string): { category: CategorySpec; prop: PropSpec } | undefined {
  return PROPS.filter(({ prop }) => title === prop.noun || title.endsWith(` ${prop.noun}`)).sort((a, b) => b.prop.noun.length - a.prop.noun.length)[0];
}

/** A title taken apart: its lead word or words, its material and its noun. */
export function titleParts(title: string, prop: PropSpec): { lead: string; material: MaterialName | undefined } {
  const before = title.slice(0, title.length - prop.noun.length).trim();
  const material = (Object.keys(MATERIALS) as MaterialName[])
    .filter((name) => before === name || before.endsWith(` ${name}`))
    .sort((a, b) => b.length - a.length)[0];
  return { lead: material === undefined ? before : before.slice(0, before.length - material.length).trim(), material };
}

/** The `kind` query parameter of a photo URL. */
export function photoKind(url: string): string | null {
  return new URL(url, 'http://localhost').searchParams.get('kind');
}
