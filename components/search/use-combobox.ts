'use client';

import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useHydrated } from '../use-hydrated';

type Field<T> = { text: string; setText: (text: string) => void; choose: (item: T) => void };

/**
 * A search field as a combobox (WAI-ARIA's pattern with a listbox): the header's (decision 110) and
 * the staff's (issue 38 §1). Typing opens the list with nothing chosen; Down and Up choose while
 * focus stays in the field (`aria-activedescendant`), past either end back to the typed text;
 * Alt+Down opens the list; Enter opens the one chosen; Escape closes the list, then empties the field.
 * Before hydration there is no list: the field is a plain GET form's.
 */
export function useCombobox<T>(items: T[], keyOf: (item: T) => string, { text, setText, choose }: Field<T>) {
  const enhanced = useHydrated();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  // The chosen option by its key, so a list that changes under it never moves the choice.
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const open = enhanced && expanded && items.length > 0;
  const active = open ? items.findIndex((item) => keyOf(item) === activeKey) : -1;
  const optionId = (index: number) => `${id}-option-${index}`;
  const keyAt = (index: number) => {
    const item = items.at(index);
    return item === undefined ? null : keyOf(item);
  };

  useEffect(() => {
    if (active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, id]);

  const close = () => {
    setExpanded(false);
    setActiveKey(null);
  };

  /** The field's text changed: the list opens afresh, nothing chosen. */
  const typed = () => {
    setExpanded(true);
    setActiveKey(null);
  };

  const move = (step: 1 | -1) => {
    setExpanded(true);
    if (!open) return setActiveKey(keyAt(step === 1 ? 0 : -1));
    // Past either end the choice returns to the typed text, then goes round.
    const next = active + step;
    setActiveKey(next < -1 ? keyAt(-1) : next >= items.length || next === -1 ? null : keyAt(next));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (items.length === 0) return;
      event.preventDefault();
      if (event.altKey) setExpanded(true);
      else move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      choose(items[active]!);
    } else if (event.key === 'Escape' && (open || text)) {
      // The list closes; a second Escape clears the field, as a search field does.
      event.preventDefault();
      if (open) close();
      else setText('');
    }
  };

  return { id, enhanced, open, active, optionId, listId: `${id}-list`, close, typed, onKeyDown };
}
