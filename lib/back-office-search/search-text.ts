import { z } from 'zod';
import { hasControlCharacters } from '@/lib/text/control-characters';
import { MAX_SEARCH_TEXT, searchable, squeezed } from './search-kinds';

/**
 * How a typed search is read (issue 38 §1), with no database: the text itself, and what in it looks
 * like a document number, a phone number or words. The reads are in `find-*.ts`.
 */

export type DocumentPrefix = 'ORD' | 'INV' | 'CN';
const PREFIXES: readonly DocumentPrefix[] = ['ORD', 'INV', 'CN'];

/**
 * Which numbered documents a text names: the prefixes it may carry and either one number exactly
 * or a LIKE pattern (`%` only at its ends; the text has no other pattern characters).
 */
export type DocumentMatch = { prefixes: DocumentPrefix[]; exact: string[] } | { prefixes: DocumentPrefix[]; like: string };

export type ParsedSearch = {
  /** Spaces squeezed, trimmed: what the page says was searched. */
  text: string;
  /** Each whitespace-separated word, as typed: matched anywhere in a name, an email, a title, a PO number. */
  words: string[];
  /** Letters and digits only, lower case: the props' title words, as prefixes. */
  titleWords: string[];
  documents: DocumentMatch | null;
  /** The digits of a phone number, when the text is one (4 digits at least, with spaces, dashes, dots, brackets or +). */
  phoneDigits: string | null;
};

/** Words beyond these add nothing a person at the counter would type. */
const MOST_WORDS = 6;
/** A sequence is 6 digits at least (ORD-2026-000001); "1" and "000001" are the same number. */
const SEQUENCE_DIGITS = 6;
const sequence = (digits: string) => digits.replace(/^0+(?=\d)/, '').padStart(SEQUENCE_DIGITS, '0');

/**
 * The documents a text names. "ORD-2026-000001", "ord 2026 1" and "ORD-2026-1" are that one order;
 * "2026-1" is ORD-, INV- or CN-2026-000001; "ORD-2026-00" (zeros first, short) begins a number; digits alone ("000001", "1") are that place in any year
 * and any kind; "INV" or "INV-2026" (a prefix, or one with its year, part of a sequence) begins
 * every such number. Anything else names none.
 */
export function documentMatch(text: string): DocumentMatch | null {
  const upper = text.toUpperCase().replace(/\s+/g, '-');
  const full = /^(?:(ORD|INV|CN)-?)?(\d{4})-(\d{1,12})$/.exec(upper);
  if (full) {
    const [, prefix, year, digits] = full;
    const prefixes = prefix ? [prefix as DocumentPrefix] : [...PREFIXES];
    // "ORD-2026-00" is a number being typed, not order 0: every number it begins.
    if (digits!.length < SEQUENCE_DIGITS && digits!.startsWith('0')) return { prefixes, like: `${prefix ?? '%'}-${year}-${digits}%` };
    return { prefixes, exact: prefixes.map((each) => `${each}-${year}-${sequence(digits!)}`) };
  }
  if (/^#?\d{1,12}$/.test(upper)) return { prefixes: [...PREFIXES], like: `%-${sequence(upper.replace('#', ''))}` };
  const partial = /^(ORD|INV|CN)(?:-(\d{1,4})?)?$/.exec(upper) ?? /^(ORD|INV|CN)-(\d{4}-\d{0,12})$/.exec(upper);
  if (partial) return { prefixes: [partial[1] as DocumentPrefix], like: `${upper}%` };
  return null;
}

/** The digits of a phone number typed with its usual punctuation, 4 at least; null for anything else. */
export function phoneDigits(text: string): string | null {
  if (!/^\+?[\d\s().-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  return digits.length >= 4 ? digits : null;
}

/** Lower case, accents and punctuation gone: the words of a title as the search vector holds them. */
export function titleWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MOST_WORDS);
}

const searchText = z
  .string()
  .max(MAX_SEARCH_TEXT * 2)
  .refine((text) => !hasControlCharacters(text, { lines: true }))
  .transform(squeezed)
  .refine(searchable);

/**
 * The search a `q` asks for: exactly one value, at most 100 characters once spaces are squeezed, no
 * control characters, 2 characters at least (or a number). Anything else is null: the route answers
 * no results and the page asks for a search, never an error.
 */
export function parseSearch(values: string[] | string | undefined): ParsedSearch | null {
  const list = values === undefined ? [] : Array.isArray(values) ? values : [values];
  if (list.length !== 1) return null;
  const parsed = searchText.safeParse(list[0]);
  if (!parsed.success) return null;
  const text = parsed.data;
  return {
    text,
    words: text.split(' ').slice(0, MOST_WORDS),
    titleWords: titleWords(text),
    documents: documentMatch(text),
    phoneDigits: phoneDigits(text),
  };
}
