import { z } from 'zod';
import { typedLine } from '@/lib/text/typed-text';

/** The heart's form: which prop, and whether it should now be a favourite (so a double tap is harmless). */
export const favouriteSchema = z.object({
  itemId: typedLine('the prop').min(1, 'Choose a prop.').max(100, 'Choose a prop.'),
  favourite: z.enum(['true', 'false'], { error: 'Say whether to add or remove the prop.' }).transform((value) => value === 'true'),
});

export type FavouriteInput = z.infer<typeof favouriteSchema>;

/** The §3 `favorites` map's entry per item (the spec does not show its shape; decision 85). */
export type FavouriteEntry = { at: number };
