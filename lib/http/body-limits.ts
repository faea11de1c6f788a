/**
 * How large a POST may be, by where it is sent (decision 70; issue 13 §2, §3). No imports: next.config.ts
 * reads it too, to let Next.js take the largest of them.
 */

/** Next.js's own default for a server action: every form but the photo upload stays under it. */
export const ACTION_BODY_LIMIT = 1024 * 1024;

/**
 * The photo upload's form. With JavaScript each photo is sent on its own (at most 15 MB); without it
 * the photos chosen go together in one post, so about four full-size ones, or a dozen from a phone.
 */
export const PHOTO_UPLOAD_BODY_LIMIT = 64 * 1024 * 1024;

/** A customer's certificate of insurance (at most 10 MB) with the rest of its form. */
export const CERTIFICATE_UPLOAD_BODY_LIMIT = 11 * 1024 * 1024;

/** A catalogue CSV to import (at most 20 MB: about 100,000 items) with the rest of its form (issue 13 §4). */
export const CATALOG_IMPORT_BODY_LIMIT = 21 * 1024 * 1024;

/** The staff pages that upload files: their own actions are posted to their own addresses. */
const PHOTO_UPLOAD_PAGE = /^\/staff\/items\/[^/]+\/photos\/?$/;
const CUSTOMER_PAGE = /^\/staff\/customers\/[^/]+\/?$/;
const CATALOG_IMPORT_PAGE = /^\/staff\/items\/import\/?$/;

export type BodyLimit = { bytes: number; message: string };

export function bodyLimitFor(pathname: string): BodyLimit {
  if (PHOTO_UPLOAD_PAGE.test(pathname)) {
    return { bytes: PHOTO_UPLOAD_BODY_LIMIT, message: 'Those photos are more than 64 MB together: upload fewer at a time.' };
  }
  if (CUSTOMER_PAGE.test(pathname)) {
    return { bytes: CERTIFICATE_UPLOAD_BODY_LIMIT, message: 'That certificate is more than 10 MB: upload a smaller PDF.' };
  }
  if (CATALOG_IMPORT_PAGE.test(pathname)) {
    return { bytes: CATALOG_IMPORT_BODY_LIMIT, message: 'That file is more than 20 MB: split it into smaller files.' };
  }
  return { bytes: ACTION_BODY_LIMIT, message: 'The form is too large to send.' };
}
