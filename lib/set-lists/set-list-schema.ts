import { z } from 'zod';
import { PAST_PICK_UP, PAST_RETURN, periodRefusal } from '@/lib/rental-period/period-rules';
import { isCalendarDay, type CalendarDay } from '@/lib/text/calendar-day';
import { typedLine, typedLines } from '@/lib/text/typed-text';
import { SHARED_MARK } from './designer-name';

/** The forms of set lists (issue 11 §2, §5, §7): every field a person types, checked before anything is written. */

export const SET_LIST_NAME_MAX = 80;
/** Far beyond any prop house's stock of one prop; above it the number is a typo, not a wish. */
export const LINE_QUANTITY_MAX = 9999;
export const LINE_NOTE_MAX = 500;
export const COMMENT_MAX = 1000;

const id = (what: string) => typedLine(what).min(1, `Choose ${what}.`).max(100, `Choose ${what}.`);

export const setListName = typedLine('the name')
  .min(1, 'Give the set list a name, such as "Diner — Ep 104".')
  .max(SET_LIST_NAME_MAX, `Keep the name to ${SET_LIST_NAME_MAX} characters.`);

/** A whole number of units, 1 or more: typed as text in a form. */
export const lineQuantity = z
  .string()
  .trim()
  .regex(/^\d+$/, 'Enter a whole number of 1 or more.')
  .transform(Number)
  .pipe(
    z
      .number()
      .min(1, 'Enter a whole number of 1 or more.')
      .max(LINE_QUANTITY_MAX, `That is more than we could have; enter a number up to ${LINE_QUANTITY_MAX}.`),
  );

const lineNote = typedLines('the note').max(LINE_NOTE_MAX, `Keep the note to ${LINE_NOTE_MAX} characters.`).default('');

const calendarDay = (what: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || isCalendarDay(value), `Enter the ${what} as a date.`)
    .transform((value) => (value === '' ? null : value));

/** What a list is and who it is for. Its days are a form of their own (below): a list keeps one period (issue 28 §4). */
export const setListDetailsSchema = z.object({
  setListId: id('a set list'),
  name: setListName,
  production: typedLine('the production').max(120, 'Keep the production to 120 characters.').default(''),
  scene: typedLine('the set or scene').max(120, 'Keep the set or scene to 120 characters.').default(''),
  notes: typedLines('the notes').max(2000, 'Keep the notes to 2,000 characters.').default(''),
});

export type SetListDetails = z.infer<typeof setListDetailsSchema>;

/** A list's pick-up and return days; either may be left empty until they are known. */
export type ListDays = { pickUpOn: CalendarDay | null; returnOn: CalendarDay | null };

/**
 * A list's rental days (issue 28 §4): the one period its quote, its lines' availability and its Hold
 * request use. Refused beside the field: a pick-up day before the house's `today`, a return before
 * the pick-up, more than a year between them. Both empty clears them.
 */
export function setListDaysSchema(today: CalendarDay) {
  return z
    .object({ setListId: id('a set list'), pickUpOn: calendarDay('pick-up day').prefault(''), returnOn: calendarDay('return day').prefault('') })
    .superRefine((list, context) => {
      // Days that are not days were refused already, each beside its field.
      const pickUpOn = isCalendarDay(list.pickUpOn) ? list.pickUpOn : null;
      const returnOn = isCalendarDay(list.returnOn) ? list.returnOn : null;
      const refuse = (field: 'pickUpOn' | 'returnOn', message: string) => context.addIssue({ code: 'custom', message, path: [field] });
      if (pickUpOn && pickUpOn < today) refuse('pickUpOn', PAST_PICK_UP);
      else if (!pickUpOn && returnOn && returnOn < today) refuse('returnOn', PAST_RETURN);
      else if (pickUpOn && returnOn) {
        const refusal = periodRefusal(pickUpOn, returnOn, today);
        if (refusal) refuse(refusal.field === 'pickUp' ? 'pickUpOn' : 'returnOn', refusal.message);
      }
    });
}

export type SetListDays = z.infer<ReturnType<typeof setListDaysSchema>>;

export const newSetListSchema = z.object({
  name: setListName,
  production: typedLine('the production').max(120, 'Keep the production to 120 characters.').default(''),
  scene: typedLine('the set or scene').max(120, 'Keep the set or scene to 120 characters.').default(''),
});

export type NewSetList = z.infer<typeof newSetListSchema>;

/** "Add to set list": a list of the person's, or "new" with the new list's name. */
export const addToSetListSchema = z
  .object({
    itemId: id('a prop'),
    setListId: id('a set list'),
    newName: z.string().default(''),
    quantity: lineQuantity,
    note: lineNote,
  })
  .transform((input, context) => {
    if (input.setListId !== 'new') return { ...input, newName: null };
    const name = setListName.safeParse(input.newName);
    if (name.success) return { ...input, newName: name.data };
    context.addIssue({ code: 'custom', message: name.error.issues[0]?.message ?? 'Give the set list a name.', path: ['newName'] });
    return z.NEVER;
  });

export type AddToSetList = z.infer<typeof addToSetListSchema>;

/** "Undo" after an add (issue 39 §4): the line it added to, and what the add's answer said it did there. */
export const undoAddSchema = z.object({
  lineId: id('a line'),
  added: lineQuantity,
  lineMade: z.enum(['true', 'false'], { error: 'Say whether the add made the line.' }).transform((value) => value === 'true'),
  listMade: z.enum(['true', 'false'], { error: 'Say whether the add made the list.' }).transform((value) => value === 'true'),
});

export type UndoAdd = z.infer<typeof undoAddSchema>;

export const lineSchema = z.object({ lineId: id('a line'), quantity: lineQuantity, note: lineNote });
export type LineChange = z.infer<typeof lineSchema>;

export const setListIdSchema = z.object({ setListId: id('a set list') });

export const archiveSchema = z.object({
  setListId: id('a set list'),
  archived: z.enum(['true', 'false'], { error: 'Say whether to archive the list.' }).transform((value) => value === 'true'),
});

/** A share link lasts until revoked, or for this many days. */
export const SHARE_EXPIRY_DAYS = ['', '7', '30', '90'] as const;
export const shareSchema = z.object({
  setListId: id('a set list'),
  expiresInDays: z.enum(SHARE_EXPIRY_DAYS, { error: 'Choose how long the link lasts.' }).default(''),
});

/** A share token: base64url, as made by lib/set-lists/share-set-list.ts. */
export const shareToken = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'That link is not one of ours.');

/** The name a designer gives on a shared list (issue 11 §5), and remembers for the session (issue 36 §3). */
export const authorName = typedLine('your name').min(1, 'Tell the set decorator your name.').max(80, 'Keep your name to 80 characters.');

/**
 * The shared page is one form: the designer's name, then either a line's button ("approved:<line>",
 * "rejected:<line>", "clear:<line>") or "Post comment" with the comment.
 */
export const sharedResponseSchema = z
  .object({
    token: shareToken,
    authorName,
    mark: z.string().regex(SHARED_MARK, 'Choose "Approved" or "Not this one", or post a comment.'),
    body: typedLines('your comment')
      .max(COMMENT_MAX, `Keep the comment to ${COMMENT_MAX.toLocaleString('en')} characters.`)
      .default(''),
  })
  .transform((input, context) => {
    if (input.mark !== 'comment') {
      const [review, lineId] = input.mark.split(':') as ['approved' | 'rejected' | 'clear', string];
      return { kind: 'review' as const, token: input.token, authorName: input.authorName, lineId, review };
    }
    if (input.body === '') {
      context.addIssue({ code: 'custom', message: 'Write a comment first.', path: ['body'] });
      return z.NEVER;
    }
    return { kind: 'comment' as const, token: input.token, authorName: input.authorName, body: input.body };
  });

export type SharedResponse = z.infer<typeof sharedResponseSchema>;

/** Per address, so a link passed around cannot be used to flood the set decorator. */
export const COMMENT_RATE_LIMIT = { limit: 20, windowMs: 60 * 60 * 1000 };
export const REVIEW_RATE_LIMIT = { limit: 300, windowMs: 60 * 60 * 1000 };
