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

/** A line's button ("approved:<line>", "rejected:<line>", "clear:<line>") or "comment". Here, not in the schema: the browser's form reads it without zod. */
export const SHARED_MARK = /^(?:(?:approved|rejected|clear):[A-Za-z0-9-]{1,100}|comment)$/;

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
  // The server checked what was typed: a name it refused has a field error.
  const typed = answer.values.authorName?.trim();
  return typed && !answer.fieldErrors.authorName ? typed : remembered;
}
