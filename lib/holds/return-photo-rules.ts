/** Photos of a returned line's condition (issue 26 §4, decision 136): pure, so the form says the limits the server keeps. */

/** Enough for every side and each damage of one line. */
export const MAX_RETURN_PHOTOS = 12;
export const RETURN_PHOTOS_FULL = `This line already has ${MAX_RETURN_PHOTOS} photos of its condition: that is the most a line keeps.`;
export const RETURN_PHOTOS_NOT_RETURNED = 'Photos of the condition go on a line that came back: mark it returned first.';
