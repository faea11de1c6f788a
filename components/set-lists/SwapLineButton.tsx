import { intentValue } from '@/lib/set-lists/set-list-form-names';

/**
 * "Swap for …" (issue 28 §5): a button of the list's one form (issue 24 §2), so what was typed on
 * the page is saved with the swap. It puts the alternate on the line in place of its prop, with the
 * line's quantity and note.
 */
export function SwapLineButton({ lineId, itemId, title, lineTitle }: { lineId: string; itemId: string; title: string; lineTitle: string }) {
  return (
    <button type="submit" name="intent" value={intentValue.swap(lineId, itemId)} className="button button-secondary">
      Swap for {title}
      <span className="visually-hidden"> in place of {lineTitle}</span>
    </button>
  );
}
