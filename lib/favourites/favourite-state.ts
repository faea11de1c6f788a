import { formStart } from '@/lib/forms/form-state';

/**
 * What the heart's action answers: the prop and whether it is now a favourite (the server's word
 * wins). Apart from the schema, so the heart's bundle carries no zod (its JIT trips the CSP).
 */
export const FAVOURITE_START = formStart({ itemId: '', favourite: false });
