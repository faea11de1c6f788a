import { z } from 'zod';
import { typedLine } from '@/lib/text/typed-text';

/** The Kind field's longest (the items table's check says the same). */
export const KIND_MAX = 60;

/** "Save kind" (issue 28 §5): the item, and its kind as staff type it; empty takes it from the title. */
export const itemKindSchema = z.object({
  itemId: typedLine('the item').min(1).max(100),
  kind: typedLine('the kind')
    .max(KIND_MAX, `Keep the kind to ${KIND_MAX} characters.`)
    .regex(/^[\p{L}\p{N}' -]*$/u, 'Use only letters, digits, spaces, hyphens and apostrophes in the kind, such as “Bar Stool”.')
    .transform((text) => text.replace(/\s+/g, ' ')),
});

export type ItemKindInput = z.infer<typeof itemKindSchema>;
