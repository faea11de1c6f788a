'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { uploadPhotosAction } from '@/app/staff/items/[id]/photos/actions';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { MAX_PHOTOS_PER_ITEM, PHOTO_REFUSALS, refusalBySize, type FileRefusal } from '@/lib/media/photo-rules';
import { UPLOAD_START } from '@/lib/media/upload-answer';
import styles from './photos.module.css';

type Sent = { name: string; state: 'waiting' | 'uploading' | 'added' | 'refused'; message?: string };

const STATE_WORDS = { waiting: 'Waiting', uploading: 'Uploading…', added: 'Added' } as const;
const CUT_OFF = 'The upload did not finish: check the connection and try again.';

/**
 * The upload area of an item's photos (issue 13 §3): a real file picker that works without JavaScript
 * (all chosen photos in one post); with it, photos dropped on the area or chosen are sent one at a time,
 * each file's state and any refusal shown by its name, and the page's list refreshed at the end.
 */
export function PhotoUpload({ itemId, photoCount }: { itemId: string; photoCount: number }) {
  const hydrated = useHydrated();
  const router = useRouter();
  const [state, upload, pending] = useActionState(uploadPhotosAction, UPLOAD_START);
  useFormAnswer(state);
  const picker = useRef<HTMLInputElement>(null);
  const [sent, setSent] = useState<Sent[]>([]);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  const room = MAX_PHOTOS_PER_ITEM - photoCount;

  async function send(files: File[]) {
    if (busy || files.length === 0) return;
    setBusy(true);
    const list: Sent[] = files.map((file) => ({ name: file.name || 'Unnamed file', state: 'waiting' }));
    const mark = (at: number, change: Partial<Sent>) => {
      list[at] = { ...list[at]!, ...change };
      setSent([...list]);
    };
    setSent([...list]);
    for (const [at, file] of files.entries()) {
      const bySize = refusalBySize(file.size);
      if (bySize) {
        mark(at, { state: 'refused', message: PHOTO_REFUSALS[bySize] });
        continue;
      }
      mark(at, { state: 'uploading' });
      const form = new FormData();
      form.set('itemId', itemId);
      form.set('enhanced', '1');
      form.append('photos', file);
      try {
        const answer = await uploadPhotosAction(UPLOAD_START, form);
        if (answer.status === 'done' && answer.data.added > 0) mark(at, { state: 'added' });
        else mark(at, { state: 'refused', message: answer.data.refused[0]?.message ?? answer.message ?? CUT_OFF });
      } catch {
        mark(at, { state: 'refused', message: CUT_OFF });
      }
    }
    if (picker.current) picker.current.value = '';
    setBusy(false);
    router.refresh();
  }

  function sendChosen(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send([...(picker.current?.files ?? [])]);
  }

  function dragOver(event: DragEvent<HTMLDivElement>) {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  }

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void send([...event.dataTransfer.files]);
  }

  const added = sent.filter((file) => file.state === 'added').length;
  const refused = sent.filter((file) => file.state === 'refused');
  const uploading = sent.findIndex((file) => file.state === 'uploading');
  const progress = busy
    ? `Uploading ${uploading + 1} of ${sent.length}${uploading >= 0 ? `: ${sent[uploading]!.name}` : ''}…`
    : sent.length > 0
      ? `${added === 1 ? '1 photo' : `${added} photos`} added${refused.length > 0 ? `, ${refused.length} refused` : ''}.`
      : null;
  // Without a script, the answer of the one post names each refused file.
  const answered: FileRefusal[] = sent.length === 0 ? state.data.refused : [];

  return (
    <form action={upload} onSubmit={hydrated ? sendChosen : undefined} aria-busy={busy || pending || undefined}>
      <input type="hidden" name="itemId" value={itemId} />
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      <div
        className={`${styles.dropArea} ${dragging ? styles.dragging : ''}`}
        onDragEnter={hydrated ? dragOver : undefined}
        onDragOver={hydrated ? dragOver : undefined}
        onDragLeave={() => setDragging(false)}
        onDrop={hydrated ? drop : undefined}
      >
        <label htmlFor="photo-files" className={styles.dropLabel}>
          Choose photos{hydrated && <span className={styles.muted}> or drop them here</span>}
        </label>
        <input
          ref={picker}
          id="photo-files"
          name="photos"
          type="file"
          multiple
          accept="image/*,.heic,.heif"
          aria-describedby="photo-files-hint"
          aria-invalid={state.fieldErrors.photos ? true : undefined}
        />
        <p id="photo-files-hint" className={styles.muted}>
          JPEG, PNG, WebP, AVIF, GIF or HEIC, up to 15 MB each. An item has up to {MAX_PHOTOS_PER_ITEM} photos
          {room > 0 ? `: room for ${room} more.` : ': this one is full, so remove one first.'}
        </p>
      </div>
      <p className="button-row">
        <button type="submit" className="button" disabled={busy}>
          Upload photos
        </button>
      </p>
      <FormMessages state={state} notice={progress} error={refused.length > 0 && !busy ? refusalSummary(refused.length) : null} />
      {(sent.length > 0 || answered.length > 0) && (
        <ul className={styles.files} aria-label="Files sent">
          {sent.map((file, at) => (
            <li key={at} className={file.state === 'refused' ? styles.refused : undefined}>
              <strong>{file.name}</strong>: {file.state === 'refused' ? file.message : STATE_WORDS[file.state]}
            </li>
          ))}
          {answered.map((file, at) => (
            <li key={`answer-${at}`} className={styles.refused}>
              <strong>{file.name}</strong>: {file.message}
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}

function refusalSummary(count: number): string {
  return count === 1
    ? 'One file was not added: its reason is beside its name below.'
    : `${count} files were not added: each one’s reason is beside its name below.`;
}
