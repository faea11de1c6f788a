import { SHORTCUT_ROW } from './shortcut-row';

const ROW = `[${SHORTCUT_ROW}]`;

/**
 * The staff keys (issue 25 §2, decision 124), one listener on the document: j and k move focus to the
 * next and the previous row (rows have tabIndex -1, so focus lands on them and shows), a clicks the
 * focused line's Accept button (the move still goes through its form, its action and the database),
 * Enter on a focused queue row follows its request's link. Deaf to keys typed into a field and to any
 * with Ctrl, Alt or Meta. Answers the function that removes it.
 */
export function listenForShortcuts(): () => void {
  const onKey = ({ key, target, ctrlKey, metaKey, altKey }: KeyboardEvent) => {
    if (ctrlKey || metaKey || altKey || (target instanceof Element && target.closest('input,textarea,select,[contenteditable]'))) return;
    const rows = Array.from(document.querySelectorAll<HTMLElement>(ROW));
    const focused = document.activeElement;
    const row = focused?.closest<HTMLElement>(ROW);
    const at = row ? rows.indexOf(row) : -1;
    if (key === 'j' || key === 'k') rows[key === 'j' ? Math.min(at + 1, rows.length - 1) : at < 0 ? rows.length - 1 : Math.max(at - 1, 0)]?.focus();
    else if (key === 'a' || (key === 'Enter' && row === focused))
      row?.querySelector<HTMLElement>(key === 'a' ? 'button[value="accept"]' : '[data-shortcut="open"]')?.click();
  };
  document.addEventListener('keydown', onKey);
  return () => document.removeEventListener('keydown', onKey);
}
