import { authorName, SHARED_MARK } from './set-list-schema';

/**
 * The designer's name on a shared list (issue 36 §3): asked once, at the first mark or comment, and
 * remembered for the browser's session in a cookie of the shared pages only. A mark made before the
 * name is kept on the page and saved as soon as the name is given: never dropped.
 */
export const DESIGNER_NAME_COOKIE = 'designer_name';

/** A session cookie (no expiry: gone when the browser closes), for the shared lists only, out of scripts' reach. */
export function designerNameCookieOptions(https: boolean) {
  return { path: '/shared/', sameSite: 'lax' as const, httpOnly: true, secure: https };
}

/** The name in the cookie, when it is one a designer could have typed; null otherwise. */
export function designerNameFromCookie(value: string | undefined): string | null {
  const name = authorName.safeParse(value ?? '');
  return name.success ? name.data : null;
}

/** What the shared form's last answer says about the designer's name. */
type Answer = { status: string; fieldErrors: Record<string, string | undefined>; values: Record<string, string | undefined> };

/**
 * The mark ("approved:<line>", "rejected:<line>", "clear:<line>") or "comment" the designer sent
 * without a name: it waits beside the name question and is sent again with the name. Null when the
 * last answer did not lack a name.
 */
export function markAwaitingName(answer: Answer): string | null {
  if (answer.status !== 'failed' || !answer.fieldErrors.authorName) return null;
  const mark = answer.values.mark;
  return mark && SHARED_MARK.test(mark) ? mark : null;
}

/** The name to send with the next mark: the one just given on this page, else the session's. */
export function designerNameNow(answer: Answer, remembered: string | null): string | null {
  return designerNameFromCookie(answer.values.authorName) ?? remembered;
}
