import { formStart } from '@/lib/forms/form-state';

/**
 * What the set-list actions answer, apart from their schemas so the browser's bundles carry no zod
 * (its JIT trips the CSP).
 */
/** What the "Add to set list" chooser offers: an active list and which props it holds. */
export type SetListChoice = { id: string; name: string; itemIds: string[] };

export const SET_LIST_START = formStart({ setListId: '', name: '' });
export const ADD_TO_SET_LIST_START = formStart({
  setListId: '',
  setListName: '',
  quantity: 0,
  title: '',
  // What "Undo" takes back (issue 39 §4).
  lineId: '',
  added: 0,
  lineMade: false,
  listMade: false,
});
export const UNDO_ADD_START = formStart({ setListId: '', listDeleted: false });
/** A set list's one form (issue 24 §2): the line a swap changed, whose heading takes the focus. */
export const SAVE_SET_LIST_START = formStart({ setListId: '', name: '', swappedLineId: '' });
export const SHARE_START = formStart({ token: '' });

/** The chooser's value for "New set list". */
export const NEW_SET_LIST = 'new';

export function setListHref(id: string): string {
  return `/set-lists/${encodeURIComponent(id)}`;
}

export function sharedSetListHref(token: string): string {
  return `/shared/set-lists/${encodeURIComponent(token)}`;
}

/** The set list page's compare form (issue 39 §4): each line's "Compare" tick is one of its fields. */
export const COMPARE_FORM = 'compare-props';

/** The compare view of props on a list (issue 39 §4), an address to keep or pass on: `/set-lists/{id}/compare?items=a,b`. */
export function compareHref(setListId: string, itemIds: readonly string[]): string {
  return `${setListHref(setListId)}/compare?items=${itemIds.map(encodeURIComponent).join(',')}`;
}
