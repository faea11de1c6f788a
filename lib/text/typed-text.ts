import { z } from 'zod';

/**
 * Text a person typed, before it reaches the database. PostgreSQL refuses NUL in text (error 22021,
 * a 500 if it got that far), and other control characters break the staff's exports and emails.
 */
const ONE_LINE = /^[^\p{Cc}]*$/u;
/** Several lines: tabs and line breaks are kept, other control characters refused. */
const LINES = /^(?:[\t\n\r]|[^\p{Cc}])*$/u;

export function hasControlCharacters(text: string, { lines = false } = {}): boolean {
  return !(lines ? LINES : ONE_LINE).test(text);
}

/** A trimmed one-line field; `what` names it in the message, as in "your name". */
export function typedLine(what: string) {
  return z.string().trim().regex(ONE_LINE, `Please remove the special characters from ${what}.`);
}

/** A trimmed field of several lines, such as a message. */
export function typedLines(what: string) {
  return z.string().trim().regex(LINES, `Please remove the special characters from ${what}.`);
}
