'use client';

import Link from 'next/link';
import { useActionState } from 'react';
import { respondToSharedListAction } from '@/app/shared/set-lists/[token]/actions';
import { Field, TextAreaField } from '@/components/forms/Field';
import { CommentList } from './CommentList';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { itemHref } from '@/lib/catalog/item-card';
import { FORM_START } from '@/lib/forms/form-state';
import type { SetListComment, SetListLine } from '@/lib/set-lists/read-set-lists';
import { lineWarning } from '@/lib/set-lists/line-status';
import styles from './set-lists.module.css';
import { PHOTO_SIZES, photoImageProps } from '@/lib/media/photo-image';

type Props = { token: string; lines: SetListLine[]; comments: SetListComment[]; showSku: boolean; locale: string };

/**
 * The shared list for the designer: every line with "Approved" and "Not this one", and a comment
 * box, in one form under the name they give. Comments show as the text they are, never as HTML.
 */
export function SharedListForm({ token, lines, comments, showSku, locale }: Props) {
  const hydrated = useHydrated();
  const [state, formAction, pending] = useActionState(respondToSharedListAction, FORM_START);
  useFormAnswer(state);
  const errors = state.fieldErrors;
  return (
    <form action={formAction} noValidate aria-busy={pending || undefined}>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      <div className="form-narrow">
        <Field
          id="author-name"
          name="authorName"
          label="Your name"
          hint="The set decorator sees it beside your marks and comments."
          errors={errors}
          defaultValue={state.values.authorName}
          maxLength={80}
          autoComplete="name"
        />
      </div>
      <FormMessages state={state} />
      <ul className={styles.lines}>
        {lines.map((line) => {
          const warning = lineWarning(line);
          return (
            <li key={line.id} className={styles.line} aria-labelledby={`shared-${line.id}`}>
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
                {line.note && <p className={styles.muted}>{line.note}</p>}
                {warning && <p className={styles.warning}>{warning}</p>}
              </div>
              <div className={styles.reviewButtons} role="group" aria-label={`Your mark on ${line.title}`}>
                <button
                  type="submit"
                  name="mark"
                  value={`${line.review === 'approved' ? 'clear' : 'approved'}:${line.id}`}
                  className="button button-secondary"
                  aria-pressed={line.review === 'approved'}
                >
                  Approved<span className="visually-hidden"> {line.title}</span>
                </button>
                <button
                  type="submit"
                  name="mark"
                  value={`${line.review === 'rejected' ? 'clear' : 'rejected'}:${line.id}`}
                  className="button button-secondary"
                  aria-pressed={line.review === 'rejected'}
                >
                  Not this one<span className="visually-hidden"> {line.title}</span>
                </button>
                {line.reviewedBy && <span className={styles.muted}>Marked by {line.reviewedBy}</span>}
              </div>
            </li>
          );
        })}
      </ul>
      <section aria-labelledby="shared-comments" className="section">
        <h2 id="shared-comments">Comments</h2>
        {comments.length > 0 && <CommentList comments={comments} locale={locale} />}
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
