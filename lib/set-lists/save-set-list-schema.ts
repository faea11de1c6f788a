import { z } from 'zod';
import type { CalendarDay } from '@/lib/text/calendar-day';
import { LINE_NOTE_MAX, lineQuantity, setListDaysSchema, setListDetailsSchema, type SetListDays, type SetListDetails } from './set-list-schema';
import { typedLines } from '@/lib/text/typed-text';
import { lineField } from './set-list-form-names';

/**
 * A set list's page is one form (issue 24 §2): its days, every line's quantity and note, and its
 * details travel together, whichever button sent them, so no button can save one part and drop
 * what was typed in another. The fields' names are set-list-form-names.ts.
 */

/** What the pressed button asks besides saving: nothing, removing a line, or swapping a line's prop (issue 28 §5). */
export type ListIntent = { kind: 'save' } | { kind: 'remove'; lineId: string } | { kind: 'swap'; lineId: string; itemId: string };

export type TypedLine = { lineId: string; quantity: number; note: string };
export type SaveSetList = { days: SetListDays; details: SetListDetails; lines: TypedLine[]; intent: ListIntent };

const ID = '[A-Za-z0-9_-]{1,100}';
const INTENT = new RegExp(`^(?:save|remove:(${ID})|swap:(${ID}):(${ID}))$`);
const LINE_FIELD = new RegExp(`^(quantity|note):(${ID})$`);
const lineNote = typedLines('the note').max(LINE_NOTE_MAX, `Keep the note to ${LINE_NOTE_MAX} characters.`);

function intentOf(value: string | undefined): ListIntent | null {
  const match = INTENT.exec(value ?? 'save');
  if (!match) return null;
  if (match[1]) return { kind: 'remove', lineId: match[1] };
  if (match[2] && match[3]) return { kind: 'swap', lineId: match[2], itemId: match[3] };
  return { kind: 'save' };
}

/** The whole form read at once; every refusal is kept beside its own field, so all of them show together. */
export function saveSetListSchema(today: CalendarDay) {
  const days = setListDaysSchema(today);
  return z.record(z.string(), z.string()).transform((fields, context): SaveSetList => {
    const refuse = (path: string, message: string) => context.addIssue({ code: 'custom', message, path: [path] });
    const parsedDays = days.safeParse(fields);
    const parsedDetails = setListDetailsSchema.safeParse(fields);
    for (const issue of [...(parsedDays.error?.issues ?? []), ...(parsedDetails.error?.issues ?? [])])
      refuse(String(issue.path[0] ?? 'setListId'), issue.message);

    const lines = new Map<string, { quantity?: string; note?: string }>();
    for (const [name, value] of Object.entries(fields)) {
      const match = LINE_FIELD.exec(name);
      if (!match) continue;
      const line = lines.get(match[2]!) ?? {};
      line[match[1] as 'quantity' | 'note'] = value;
      lines.set(match[2]!, line);
    }
    const typed: TypedLine[] = [];
    for (const [lineId, line] of lines) {
      const quantity = lineQuantity.safeParse(line.quantity ?? '');
      const note = lineNote.safeParse(line.note ?? '');
      if (!quantity.success) refuse(lineField('quantity', lineId), quantity.error.issues[0]?.message ?? 'Enter a whole number of 1 or more.');
      if (!note.success) refuse(lineField('note', lineId), note.error.issues[0]?.message ?? 'Check the note.');
      if (quantity.success && note.success) typed.push({ lineId, quantity: quantity.data, note: note.data });
    }

    const intent = intentOf(fields.intent);
    if (!intent) refuse('intent', 'Choose what to do with the list.');
    if (!parsedDays.success || !parsedDetails.success || !intent || typed.length !== lines.size) return z.NEVER;
    return { days: parsedDays.data, details: parsedDetails.data, lines: typed, intent };
  });
}
