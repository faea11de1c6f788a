import { formStart } from '@/lib/forms/form-state';
import type { FileRefusal } from './photo-rules';

/** What the upload form answers besides the common answer: how many photos were added, and each file refused by name. */
export type UploadAnswer = { added: number; refused: FileRefusal[] };

export const UPLOAD_START = formStart<UploadAnswer>({ added: 0, refused: [] });
