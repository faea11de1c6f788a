/** Props side by side past this many stop being side by side on any screen (issue 39 §4). */
export const COMPARE_MAX = 6;

export type CompareChoice = {
  /** The props to compare, on the list and in the order asked, at most COMPARE_MAX. */
  itemIds: string[];
  /** Asked for but not on this list (removed since, or a mistyped address): said, never shown. */
  notOnList: number;
  /** More were asked than COMPARE_MAX: the first ones are shown and the page says so. */
  cut: boolean;
};

/**
 * The props a compare address asks for (issue 39 §4): `?items=a,b` as a link writes it, or
 * `?items=a&items=b` as the list's form sends it without a script. Anything not on the list is left
 * out, so the address can name no prop the list's owner could not already see there.
 */
export function compareChoice(items: string | string[] | undefined, onList: readonly string[]): CompareChoice {
  const asked = [...new Set((Array.isArray(items) ? items : [items ?? '']).flatMap((value) => value.split(',')).map((value) => value.trim()))].filter(
    (value) => value !== '',
  );
  const known = new Set(onList);
  const found = asked.filter((id) => known.has(id));
  return { itemIds: found.slice(0, COMPARE_MAX), notOnList: asked.length - found.length, cut: found.length > COMPARE_MAX };
}
