'use client';

import { useActionState } from 'react';
import { returnPhotosAction } from '@/app/staff/holds/actions';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { UPLOAD_START } from '@/lib/media/upload-answer';
import { MAX_RETURN_PHOTOS } from '@/lib/holds/return-photo-rules';

/**
 * "Add photos" of a returned line's condition (issue 26 §4, decision 136): a real file picker in one
 * post, which works without JavaScript; the server judges each file as it judges item photos, and
 * each refused one is named below with its reason.
 */
export function ReturnPhotos({ lineId, title, count }: { lineId: string; title: string; count: number }) {
  const hydrated = useHydrated();
  const [state, act, pending] = useActionState(returnPhotosAction, UPLOAD_START);
  useFormAnswer(state);
  if (count >= MAX_RETURN_PHOTOS) return null;
  const inputId = `return-photos-${lineId}`;
  return (
    <form action={act} aria-busy={pending || undefined} className="button-row" aria-label={`Photos of the condition of ${title}`}>
      <input type="hidden" name="lineId" value={lineId} />
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      <span className="field">
        <label htmlFor={inputId}>Photos of the condition</label>
        <input
          id={inputId}
          name="photos"
          type="file"
          multiple
          accept="image/*,.heic,.heif"
          aria-describedby={`${inputId}-hint`}
          aria-invalid={state.fieldErrors.photos ? true : undefined}
        />
        <span id={`${inputId}-hint`} className="field-hint">
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
