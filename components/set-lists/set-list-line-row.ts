import { pillClassName } from '@/components/holds/StatePill';
import { itemHref } from '@/lib/catalog/item-card';
import { PHOTO_SIZES, photoImageProps } from '@/lib/media/photo-image';
import { lineFacts, lineStatePill, lineWarning, reviewLabel } from '@/lib/set-lists/line-status';
import type { SetListLine } from '@/lib/set-lists/read-set-lists';
import type { SetListLineRow } from './SetListLine';

/** A line's row in words, on the server: its state, warning and review, and its units free for the list's days when it has them. */
export function setListLineRow(
  line: SetListLine,
  { showSku, total, free, locale }: { showSku: boolean; total: string | null; free: number | null; locale: string },
): SetListLineRow {
  const pill = lineStatePill(line, free);
  const review = reviewLabel(line);
  return {
    id: line.id,
    title: line.title,
    href: line.itemId ? itemHref(line.itemId) : null,
    sku: showSku ? line.sku : null,
    facts: lineFacts(line, locale),
    itemId: line.itemId,
    quantity: line.quantity,
    note: line.note,
    image: line.photo ? photoImageProps(line.photo, PHOTO_SIZES.line) : null,
    total,
    available: free !== null && line.stock !== null ? `${free} of ${line.stock} available for these dates` : null,
    pill: pill ? { word: pill.word, className: pillClassName(pill.tone) } : null,
    warning: lineWarning(line),
    review: review ? { words: review, approved: line.review === 'approved' } : null,
  };
}
