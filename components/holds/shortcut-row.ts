/** The attribute of the rows the j/k keys move between (issue 25 §2): the queue's and the request's lines. */
export const SHORTCUT_ROW = 'data-shortcut-row';
