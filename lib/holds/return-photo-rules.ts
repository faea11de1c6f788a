/** Photos of a line's condition when it goes out and comes back (issue 26 §4, decision 136, issue 38 §2): pure, so the form says the limits the server keeps. */

/** Enough for every side and each damage of one line. */
export const MAX_RETURN_PHOTOS = 12;
export const RETURN_PHOTOS_FULL = `This line already has ${MAX_RETURN_PHOTOS} photos of its condition: that is the most a line keeps.`;
export const RETURN_PHOTOS_NOT_RETURNED = 'Photos of the condition go on a line that is out or came back: check it out or in first.';

/** The states a line takes photos of its condition in: out (taken at check-out, issue 38 §2) and returned. */
export const PHOTO_STATES: readonly string[] = ['out', 'returned'];
