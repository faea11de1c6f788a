import { z } from 'zod';
import { LINES, ONE_LINE } from './control-characters';

/** Text a person typed, as zod fields that refuse control characters (see control-characters.ts). */
export { hasControlCharacters } from './control-characters';

/** A trimmed one-line field; `what` names it in the message, as in "your name". */
export function typedLine(what: string) {
  return z.string().trim().regex(ONE_LINE, `Please remove the special characters from ${what}.`);
}

/** A trimmed field of several lines, such as a message. */
export function typedLines(what: string) {
  return z.string().trim().regex(LINES, `Please remove the special characters from ${what}.`);
}
