import type { AppErrorCode, FieldErrors } from '@/lib/errors/app-error';

/** Where the browser goes after an answer: a new history entry, or in place of this one (spec §2). */
export type Navigation = { method: 'push' | 'replace'; href: string };

/**
 * What every server action answers (issue 10), so every form reads it the same way:
 * - `seq` changes with each answer, so a client effect runs once per answer;
 * - `status` is idle before the first answer, then done or failed;
 * - `message` is the notice when done and the error when failed; `code` is the failure's AppError code;
 * - `fieldErrors` put a message beside each field; `values` are what was typed (passwords, codes and
 *   bot-check payloads never come back), so a form posted without JavaScript is not emptied;
 * - `navigation` is where to go next; without JavaScript the action redirects there itself;
 * - `data` is what this form needs besides (its step, the record it saved, the §4 result event).
 */
export type FormState<Data extends object = Record<string, never>> = {
  seq: number;
  status: 'idle' | 'done' | 'failed';
  message: string | null;
  code: AppErrorCode | null;
  fieldErrors: FieldErrors;
  values: Record<string, string>;
  navigation: Navigation | null;
  data: Data;
};

export function formStart<Data extends object>(data: Data): FormState<Data> {
  return { seq: 0, status: 'idle', message: null, code: null, fieldErrors: {}, values: {}, navigation: null, data };
}

/** The start of a form that needs nothing besides the common answer. */
export const FORM_START: FormState = formStart({});
