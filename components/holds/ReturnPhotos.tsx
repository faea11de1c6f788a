'use client';

import { useActionState, type ChangeEvent } from 'react';
import { returnPhotosAction } from '@/app/staff/holds/actions';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { UPLOAD_START } from '@/lib/media/upload-answer';
import { MAX_RETURN_PHOTOS } from '@/lib/holds/return-photo-rules';

/**
 * "Add photos" of a line's condition, back or out (issue 26 §4, decision 136): a real file picker in
 * one post, which works without JavaScript; the server judges each file as it judges item photos, and
 * each refused one is named below with its reason. At the counter (issue 38 §2, `counterOrder`) the
 * picker opens the phone's camera, a photo taken is sent at once, and the answer lands on the order.
 */
export function ReturnPhotos({ lineId, title, count, counterOrder }: { lineId: string; title: string; count: number; counterOrder?: string }) {
  const hydrated = useHydrated();
  const [state, act, pending] = useActionState(returnPhotosAction, UPLOAD_START);
  useFormAnswer(state);
  if (count >= MAX_RETURN_PHOTOS) return null;
  const inputId = `${counterOrder ? 'counter' : 'return'}-photos-${lineId}`;
  const sendAtOnce = (event: ChangeEvent<HTMLInputElement>) => {
    if (event.currentTarget.files?.length) event.currentTarget.form?.requestSubmit();
  };
  return (
    <form action={act} aria-busy={pending || undefined} className="button-row" aria-label={`Photos of the condition of ${title}`}>
      <input type="hidden" name="lineId" value={lineId} />
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      {counterOrder && <input type="hidden" name="counterOrder" value={counterOrder} />}
      <span className="field">
        <label htmlFor={inputId}>Photos of the condition</label>
        <input
          id={inputId}
          name="photos"
          type="file"
          multiple
          accept="image/*,.heic,.heif"
          {...(counterOrder ? { capture: 'environment' as const, onChange: sendAtOnce } : {})}
          aria-describedby={`${inputId}-hint`}
          aria-invalid={state.fieldErrors.photos ? true : undefined}
        />
        {/* At the counter the camera takes the photo: the file types are no news there, and the screen is small. */}
        <span id={`${inputId}-hint`} className={counterOrder ? 'visually-hidden' : 'field-hint'}>
          JPEG, PNG, WebP or HEIC, up to 15 MB each; at most {MAX_RETURN_PHOTOS} a line.
        </span>
      </span>
      <button type="submit" className="button button-secondary">
        Add photos<span className="visually-hidden"> of {title}</span>
      </button>
      <FormMessages state={state} />
      {state.data.refused.length > 0 && (
        <ul aria-label="Files not added">
          {state.data.refused.map((file, index) => (
            <li key={index}>
              {file.name}: {file.message}
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
