import { describe, expect, it } from 'vitest';
import { designerNameCookieOptions, designerNameNow, markAwaitingName } from './designer-name';
import { designerNameFromCookie } from './designer-name-cookie';
import { sharedResponseSchema } from './set-list-schema';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const LINE = '0f8fad5b-d9cb-469f-a165-70867728950e';

/** The shared form's answer to a submission, as lib/entry-points/form-action.ts makes it: the schema's field errors, the fields echoed. */
function answer(fields: Record<string, string>) {
  const parsed = sharedResponseSchema.safeParse(fields);
  const fieldErrors: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
  return { status: parsed.success ? 'done' : 'failed', fieldErrors, values: fields };
}

describe('issue 36 §3: the designer’s name, asked once at the first mark', () => {
  it('a mark sent without a name waits for it: the answer names the mark to send again', () => {
    expect(markAwaitingName(answer({ token: TOKEN, authorName: '', mark: `approved:${LINE}` }))).toBe(`approved:${LINE}`);
    expect(markAwaitingName(answer({ token: TOKEN, authorName: '  ', mark: `rejected:${LINE}` }))).toBe(`rejected:${LINE}`);
    // A comment waits too, its text kept in the box.
    expect(markAwaitingName(answer({ token: TOKEN, authorName: '', mark: 'comment', body: 'Love the booth.' }))).toBe('comment');
  });

  it('once the name is given, the same mark goes through the schema as a review under that name', () => {
    const waiting = markAwaitingName(answer({ token: TOKEN, authorName: '', mark: `approved:${LINE}` }))!;
    expect(sharedResponseSchema.parse({ token: TOKEN, authorName: 'Ada (designer)', mark: waiting })).toEqual({
      kind: 'review',
      token: TOKEN,
      authorName: 'Ada (designer)',
      lineId: LINE,
      review: 'approved',
    });
  });

  it('nothing waits when the name was there, or the mark is not one of the page’s', () => {
    expect(markAwaitingName(answer({ token: TOKEN, authorName: 'Ada', mark: `approved:${LINE}` }))).toBeNull();
    expect(markAwaitingName(answer({ token: TOKEN, authorName: 'Ada', mark: 'comment', body: '' }))).toBeNull();
    expect(markAwaitingName({ status: 'failed', fieldErrors: { authorName: 'Tell the set decorator your name.' }, values: { mark: 'drop:table' } })).toBeNull();
    expect(markAwaitingName({ status: 'idle', fieldErrors: {}, values: {} })).toBeNull();
  });

  it('remembers the name for the session: typed on the page first, else the cookie; only a name a person could type', () => {
    expect(designerNameFromCookie('Ada (designer)')).toBe('Ada (designer)');
    expect(designerNameFromCookie('  Ada  ')).toBe('Ada');
    expect(designerNameFromCookie('')).toBeNull();
    expect(designerNameFromCookie(undefined)).toBeNull();
    expect(designerNameFromCookie('x'.repeat(81))).toBeNull();
    expect(designerNameNow({ status: 'done', fieldErrors: {}, values: { authorName: 'Bo' } }, 'Ada')).toBe('Bo');
    expect(designerNameNow({ status: 'idle', fieldErrors: {}, values: {} }, 'Ada')).toBe('Ada');
    expect(designerNameNow({ status: 'idle', fieldErrors: {}, values: {} }, null)).toBeNull();
    // A session cookie: no expiry, the shared lists only, out of scripts' reach.
    expect(designerNameCookieOptions(true)).toEqual({ path: '/shared/', sameSite: 'lax', httpOnly: true, secure: true });
  });
});
