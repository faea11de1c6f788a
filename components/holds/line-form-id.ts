/** A line's move form's id (issue 25 §2): the Decline disclosure's fields belong to it by `form=`. */
export const lineFormId = (lineId: string) => `line-${lineId}`;
