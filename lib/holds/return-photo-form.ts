import { z } from 'zod';
import { UPLOAD_START } from '@/lib/media/upload-answer';
import { typedLine } from '@/lib/text/typed-text';
import { MAX_RETURN_PHOTOS } from './return-photo-rules';

/**
 * "Add photos" of a returned line's condition (issue 26 §4): staff only, checked before the files are
 * read (lib/forms/form-action.ts); the form's answer names each refused file, as the item photos' does.
 */
export const RETURN_PHOTOS_FORM = {
  access: 'staff',
  schema: z.object({
    lineId: typedLine('the line').min(1).max(100),
    // Issue 38 §2: taken at the counter, the answer goes back to the counter's order.
    counterOrder: z
      .string()
      .regex(/^ORD-\d{4}-\d{6,}$/)
      .optional()
      .catch(undefined),
    photos: z.array(z.file()).min(1, 'Choose one or more photos to add.').max(MAX_RETURN_PHOTOS, `Choose at most ${MAX_RETURN_PHOTOS} photos at a time.`),
  }),
  start: UPLOAD_START,
  files: ['photos'],
} as const;
