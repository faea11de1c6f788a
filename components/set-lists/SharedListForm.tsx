'use client';

import Link from 'next/link';
import { useActionState, useEffect } from 'react';
import { respondToSharedListAction } from '@/app/shared/set-lists/[token]/actions';
import { Field, TextAreaField } from '@/components/forms/Field';
import { CommentList } from './CommentList';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { itemHref } from '@/lib/catalog/item-card';
import { FORM_START } from '@/lib/forms/form-state';
import type { SetListComment, SetListLine } from '@/lib/set-lists/read-set-lists';
import { designerNameNow, markAwaitingName } from '@/lib/set-lists/designer-name';
import { lineFacts, lineWarning } from '@/lib/set-lists/line-status';
import styles from './set-lists.module.css';
import { PHOTO_SIZES, photoImageProps } from '@/lib/media/photo-image';

const MARK_WORDS = { approved: '“Approved”', rejected: '“Not this one”', clear: 'taken back' } as const;

/** The waiting mark in words: "“Approved” on 1940s Chrome Desk Lamp". */
function waitingMarkWords(mark: string, lines: SetListLine[]): string {
  const [review, lineId] = mark.split(':') as [keyof typeof MARK_WORDS, string];
  const title = lines.find((line) => line.id === lineId)?.title;
  return title ? `${MARK_WORDS[review]} on ${title}` : MARK_WORDS[review];
}

type Props = {
  token: string;
  lines: SetListLine[];
  comments: SetListComment[];
  showSku: boolean;
  locale: string;
  timeZone: string;
  rememberedName: string | null;
};

/**
 * The shared list for the designer: every line with "Approved" and "Not this one", and a comment
 * box, in one form under the name they give. Comments show as the text they are, never as HTML.
 * The name is asked at the first mark (or comment), which is then saved with it, and is remembered
 * for the session (issue 36 §3); without JavaScript the same question comes back from the server.
 */
export function SharedListForm({ token, lines, comments, showSku, locale, timeZone, rememberedName }: Props) {
  const hydrated = useHydrated();
  const [state, formAction, pending] = useActionState(respondToSharedListAction, FORM_START);
  useFormAnswer(state);
  const errors = state.fieldErrors;
  // Issue 36 §3: the name is asked once, at the first mark, and that mark waits beside the question.
  const awaiting = markAwaitingName(state);
  const name = designerNameNow(state, rememberedName);
  // The first ask is a question, not a mistake; an empty answer to it, or a name refused, is.
  const nameRefused = awaiting !== null && (state.values.asked === '1' || Boolean(state.values.authorName?.trim()));
  // The question is at the top of the list and the mark was pressed further down: take the person to it.
  useEffect(() => {
    if (awaiting) document.getElementById('author-name')?.focus();
  }, [awaiting, state.seq]);
  return (
    <form action={formAction} noValidate aria-busy={pending || undefined}>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      {awaiting ? (
        <section aria-labelledby="name-question" className={`form-narrow ${styles.nameQuestion}`}>
          <h2 id="name-question">Your name, please</h2>
          <p>
            {awaiting === 'comment'
              ? 'The set decorator sees it beside your comment, which is posted as soon as you give it.'
              : `The set decorator sees it beside your marks. Your mark (${waitingMarkWords(awaiting, lines)}) is saved as soon as you give it, and we remember your name until you close the browser.`}
          </p>
          <input type="hidden" name="asked" value="1" />
          <Field
            id="author-name"
            name="authorName"
            label="Your name"
            errors={nameRefused ? errors : {}}
            defaultValue={state.values.authorName ?? ''}
            maxLength={80}
            autoComplete="name"
          />
          <button type="submit" name="mark" value={awaiting} className="button">
            {awaiting === 'comment' ? 'Save my name and post' : 'Save my mark'}
          </button>
        </section>
      ) : (
        <div className="form-narrow">
          <Field
            id="author-name"
            name="authorName"
            label="Your name"
            hint={
              name
                ? 'The set decorator sees it beside your marks and comments.'
                : 'The set decorator sees it beside your marks and comments. Leave it for now and we ask at your first mark.'
            }
            errors={errors}
            defaultValue={name ?? ''}
            maxLength={80}
            autoComplete="name"
          />
        </div>
      )}
      <FormMessages state={awaiting && !nameRefused ? { ...state, status: 'idle' } : state} />
      {/* The lines' headings are h3: this h2 puts them under the page's h1 in order (axe's heading-order). */}
      <h2 className="visually-hidden">Props on this list</h2>
      <ul className={styles.lines}>
        {lines.map((line) => {
          const warning = lineWarning(line);
          const facts = lineFacts(line, locale);
          return (
            <li
              key={line.id}
              className={`${styles.line} ${line.review === 'approved' ? styles.markedApproved : line.review === 'rejected' ? styles.markedRejected : ''}`}
              aria-labelledby={`shared-${line.id}`}
            >
              {line.photo ? (
                // eslint-disable-next-line @next/next/no-img-element -- photos are resized at upload (lib/inventory/photos) or are SVG
                <img {...photoImageProps(line.photo, PHOTO_SIZES.line)} alt={line.photo.alt} loading="lazy" />
              ) : (
                <span aria-hidden="true" />
              )}
              <div>
                <h3 id={`shared-${line.id}`}>{line.itemId ? <Link href={itemHref(line.itemId)}>{line.title}</Link> : line.title}</h3>
                <p className={styles.muted}>
                  Quantity {line.quantity}
                  {showSku && ` · SKU ${line.sku}`}
                </p>
                {/* Issue 39 §4: what a designer judges a prop by, beside its photo. */}
                {facts && <p className={styles.muted}>{facts}</p>}
                {line.note && <p className={styles.muted}>{line.note}</p>}
                {warning && <p className={styles.warning}>{warning}</p>}
                {/* Issue 39 §4: the mark said in words with a tick or a cross, not by a button's border alone. */}
                {line.review && (
                  <p className={`${styles.review} ${line.review === 'approved' ? styles.approved : styles.rejected}`}>
                    <span aria-hidden="true">{line.review === 'approved' ? '✓ ' : '✗ '}</span>
                    {line.review === 'approved' ? 'Approved' : 'Not this one'}
                    {line.reviewedBy && `. Marked by ${line.reviewedBy}`}
                  </p>
                )}
              </div>
              <div className={styles.reviewButtons} role="group" aria-label={`Your mark on ${line.title}`}>
                <button
                  type="submit"
                  name="mark"
                  value={`${line.review === 'approved' ? 'clear' : 'approved'}:${line.id}`}
                  className="button button-secondary"
                  aria-pressed={line.review === 'approved'}
                >
                  {line.review === 'approved' && <span aria-hidden="true">✓</span>}
                  Approved<span className="visually-hidden"> {line.title}</span>
                </button>
                <button
                  type="submit"
                  name="mark"
                  value={`${line.review === 'rejected' ? 'clear' : 'rejected'}:${line.id}`}
                  className="button button-secondary"
                  aria-pressed={line.review === 'rejected'}
                >
                  {line.review === 'rejected' && <span aria-hidden="true">✗</span>}
                  Not this one<span className="visually-hidden"> {line.title}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <section aria-labelledby="shared-comments" className="section">
        <h2 id="shared-comments">Comments</h2>
        {comments.length > 0 && <CommentList comments={comments} locale={locale} timeZone={timeZone} />}
        <div className="form-narrow">
          <TextAreaField
            id="comment-body"
            name="body"
            label="Your comment"
            rows={4}
            maxLength={1000}
            errors={errors}
            key={state.status === 'done' ? state.seq : 'typing'}
            defaultValue={state.status === 'failed' ? state.values.body : ''}
          />
          <button type="submit" name="mark" value="comment" className="button">
            Post comment
          </button>
        </div>
      </section>
    </form>
  );
}
