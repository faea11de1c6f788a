import { z } from 'zod';
import { hasControlCharacters } from '@/lib/text/control-characters';
import { MAX_SUGGESTION_TEXT, MIN_SUGGESTION_TEXT } from './suggestion-types';

/**
 * The rules of the header's suggestions (issue 28 §3) that need no database: which text the route
 * is asked for, and which names a typed text matches. The reads are in `suggestions.ts`.
 */

const suggestionText = z
  .string()
  .max(MAX_SUGGESTION_TEXT)
  .refine((text) => !hasControlCharacters(text, { lines: true }))
  .transform((text) => text.replace(/\s+/g, ' ').trim())
  .pipe(z.string().min(MIN_SUGGESTION_TEXT));

/**
 * The text to suggest for, from the route's query: exactly one `q`, at most 100 characters, no
 * control characters, at least two letters once spaces are squeezed. Anything else asks for nothing,
 * and the route answers an empty list (never an error: the box is only being typed in).
 */
export function parseSuggestionText(params: URLSearchParams): string | null {
  const values = params.getAll('q');
  if (values.length !== 1) return null;
  const parsed = suggestionText.safeParse(values[0]);
  return parsed.success ? parsed.data : null;
}

/** Lower case, accents and punctuation gone: "Mid-Century" and "mid century" are the same words. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * Whether a name (a category, a period) answers what was typed: every typed word begins a word of
 * the name, so "light" finds Lighting and "mid cen" Mid-Century as the letters come. A typed plural
 * still finds a singular name ("kitchens" → Kitchen).
 */
export function nameMatches(name: string, typed: string): boolean {
  const names = wordsOf(name);
  const words = wordsOf(typed);
  if (words.length === 0) return false;
  const begins = (word: string) => names.some((each) => each.startsWith(word));
  return words.every((word) => begins(word) || (word.length > 3 && word.endsWith('s') && begins(word.slice(0, -1))));
}
