/** `%`, `_` and `\` typed by staff are letters, not patterns: the word anywhere in a text. */
export function containing(word: string): string {
  return `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
