'use server';

import { z } from 'zod';
import { actorOf } from '@/lib/identity/audit-actor';
import { getDb } from '@/lib/db';
import { AppError } from '@/lib/errors/app-error';
import { formAction } from '@/lib/entry-points/form-action';
import { FORM_START } from '@/lib/forms/form-state';
import type { Navigation } from '@/lib/forms/form-state';
import { describePhoto } from '@/lib/inventory/photos/describe-photo';
import { MAX_ALT_LENGTH, MAX_PHOTOS_PER_ITEM, photosPageHref } from '@/lib/media/photo-rules';
import { UPLOAD_START } from '@/lib/media/upload-answer';
import { removePhoto } from '@/lib/inventory/photos/remove-photo';
import { reorderPhotos } from '@/lib/inventory/photos/reorder-photos';
import { uploadPhotos } from '@/lib/inventory/photos/upload-photos';
import type { Viewer } from '@/lib/identity/viewer';
import { fileStore } from '@/lib/storage/app-file-store';
import { tenant } from '@/lib/tenant';
import { typedLine } from '@/lib/text/typed-text';

const itemId = typedLine('the item').min(1).max(100);
const photo = typedLine('the photo').min(1, 'Choose a photo.').max(500);

const item = (id: string, viewer: Viewer) => ({ vendorId: tenant.vendor.id, itemId: id, actor: actorOf(viewer) });
/** Without JavaScript the page is loaded again after a change, so reloading it does not send the form twice. */
const backToPage = (id: string): Navigation => ({ method: 'replace', href: photosPageHref(id) });

const uploadSchema = z.object({
  itemId,
  photos: z.array(z.file()).min(1, 'Choose one or more photos to upload.').max(MAX_PHOTOS_PER_ITEM, `Choose at most ${MAX_PHOTOS_PER_ITEM} photos at a time.`),
});

/**
 * Staff upload one or several photos of an item (issue 13 §3). The page's script sends each file on its
 * own, to say how each one went; without JavaScript they come together. Each refused file is named
 * with its reason in `data.refused`.
 */
export const uploadPhotosAction = formAction(
  { access: 'staff', schema: uploadSchema, start: UPLOAD_START, files: ['photos'] },
  async ({ itemId, photos }, { viewer }) => {
    const answer = await uploadPhotos(await getDb(), fileStore(), { ...item(itemId, viewer), files: photos });
    if (!answer.ok) return { error: answer.error, data: { added: 0, refused: [] } };
    const { added, refused } = answer.data;
    const data = { added: added.length, refused };
    if (added.length === 0) {
      const message = refused.length === 1 ? refused[0]!.message : 'None of those files could be added: each one’s reason is below.';
      return { error: new AppError('invalid', message, { reason: 'refused' }), data };
    }
    const what = added.length === 1 ? 'Photo added' : `${added.length} photos added`;
    if (refused.length > 0)
      return { message: `${what}; ${refused.length === 1 ? 'one file was' : `${refused.length} files were`} refused, as said below.`, data };
    return { message: `${what}.`, data, navigation: backToPage(itemId) };
  },
);

const moveSchema = z.object({ itemId, photo, direction: z.enum(['earlier', 'later'], { error: 'Choose earlier or later.' }) });

/** "Move earlier" and "Move later": the first photo is the card's. */
export const movePhotoAction = formAction({ access: 'staff', schema: moveSchema, start: FORM_START }, async ({ itemId, photo, direction }, { viewer }) => {
  const moved = await reorderPhotos(await getDb(), item(itemId, viewer), { url: photo, direction });
  if (!moved.ok) return { error: moved.error };
  const { position } = moved.data;
  return {
    message: position === 0 ? 'Moved: it is now the first photo, the one cards show.' : `Moved: it is now photo ${position + 1}.`,
    navigation: backToPage(itemId),
  };
});

const describeSchema = z.object({
  itemId,
  photo,
  alt: typedLine('the alt text')
    .min(1, 'Describe the photo: its alt text is what a screen reader says of it.')
    .max(MAX_ALT_LENGTH, `Keep the alt text to ${MAX_ALT_LENGTH} characters.`),
});

export const describePhotoAction = formAction({ access: 'staff', schema: describeSchema, start: FORM_START }, async ({ itemId, photo, alt }, { viewer }) => {
  const described = await describePhoto(await getDb(), item(itemId, viewer), photo, alt);
  if (!described.ok) return { error: described.error };
  return { message: 'Alt text saved.', navigation: backToPage(itemId) };
});

const removeSchema = z.object({ itemId, photo });

/** "Remove", asked first in the confirm dialog; the photo's files leave the store once it is off the item. */
export const removePhotoAction = formAction({ access: 'staff', schema: removeSchema, start: FORM_START }, async ({ itemId, photo }, { viewer }) => {
  const removed = await removePhoto(await getDb(), fileStore(), item(itemId, viewer), photo);
  if (!removed.ok) return { error: removed.error };
  return { message: 'Photo removed.', navigation: { method: 'replace', href: `${photosPageHref(itemId)}?removed=1` } };
});
