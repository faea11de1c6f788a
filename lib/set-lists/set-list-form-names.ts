/**
 * The names of a set list's one form (issue 24 §2), apart from its schema so the browser's bundles
 * carry no zod. A line's fields are named by the line, `quantity:{lineId}` and `note:{lineId}`, and
 * their refusals come back under the same names, beside the fields. The pressed button's `intent`
 * says what to do besides saving: nothing, remove a line, or swap its prop (issue 28 §5).
 */
export const lineField = (field: 'quantity' | 'note', lineId: string) => `${field}:${lineId}`;

export const intentValue = {
  save: 'save',
  remove: (lineId: string) => `remove:${lineId}`,
  swap: (lineId: string, itemId: string) => `swap:${lineId}:${itemId}`,
};
