/**
 * Control characters in typed text. PostgreSQL refuses NUL in text (error 22021, a 500 if it got
 * that far), and other control characters break the staff's exports and emails. Apart from
 * `typed-text.ts`'s zod fields so that the browser's catalogue code can check a search without zod.
 */
export const ONE_LINE = /^[^\p{Cc}]*$/u;
/** Several lines: tabs and line breaks are kept, other control characters refused. */
export const LINES = /^(?:[\t\n\r]|[^\p{Cc}])*$/u;

export function hasControlCharacters(text: string, { lines = false } = {}): boolean {
  return !(lines ? LINES : ONE_LINE).test(text);
}
