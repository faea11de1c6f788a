'use client';

import { useActionState, useState } from 'react';
import { revokeShareAction, shareSetListAction } from '@/app/set-lists/actions';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { SHARE_START } from '@/lib/set-lists/set-list-state';
import styles from './set-lists.module.css';

/**
 * Share with the designer (issue 11 §5): make a link (optionally expiring), copy it, turn it off.
 * Whoever has the link sees the list, can mark lines and comment, and nothing else.
 */
export function SharePanel({ id, link, expires }: { id: string; link: string | null; expires: string | null }) {
  const hydrated = useHydrated();
  const [made, make, making] = useActionState(shareSetListAction, SHARE_START);
  const [revoked, revoke, revoking] = useActionState(revokeShareAction, SHARE_START);
  const [copied, setCopied] = useState(false);
  useFormAnswer(made);
  useFormAnswer(revoked);
  const enhanced = <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />;
  return (
    <div>
      <FormMessages state={revoked.status !== 'idle' && revoked.seq > 0 && !link ? revoked : made} />
      {link ? (
        <>
          <div className="field">
            <label htmlFor="share-link">Share link</label>
            <input id="share-link" className={styles.shareLink} value={link} readOnly onFocus={(event) => event.currentTarget.select()} />
            <p className="field-hint">
              {expires ? `Works until ${expires}.` : 'Works until you turn it off.'} Anyone with it can see this list and leave marks and comments.
            </p>
          </div>
          <div className="button-row">
            {hydrated && (
              <button
                type="button"
                className="button button-secondary"
                onClick={() =>
                  void navigator.clipboard?.writeText(link).then(
                    () => setCopied(true),
                    () => setCopied(false),
                  )
                }
              >
                {copied ? 'Copied' : 'Copy link'}
              </button>
            )}
            <form action={revoke}>
              <input type="hidden" name="setListId" value={id} />
              {enhanced}
              <button type="submit" className="button button-secondary" aria-busy={revoking || undefined}>
                Turn off the link
              </button>
            </form>
          </div>
        </>
      ) : (
        <form action={make} className="form-narrow">
          <input type="hidden" name="setListId" value={id} />
          {enhanced}
          <div className="field">
            <label htmlFor="share-expiry">The link lasts</label>
            <select id="share-expiry" name="expiresInDays" defaultValue="">
              <option value="">Until I turn it off</option>
              <option value="7">7 days</option>
              <option value="30">30 days</option>
              <option value="90">90 days</option>
            </select>
          </div>
          <button type="submit" className="button" aria-busy={making || undefined}>
            Make a share link
          </button>
        </form>
      )}
    </div>
  );
}
