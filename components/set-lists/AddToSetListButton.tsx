'use client';

import Link from 'next/link';
import { useChooseSetList, useSetListChoices } from './SetListsProvider';
import styles from './add-to-set-list.module.css';

/**
 * "Add to set list" on every card and item page: opens the one chooser dialog. It is a button of a
 * form that asks for the chooser's own page, so without JavaScript (or before the page's script
 * runs) it goes there, and nothing needs drawing again once the page has hydrated.
 */
export function AddToSetListButton({ itemId, title, className }: { itemId: string; title: string; className?: string }) {
  const choose = useChooseSetList();
  return (
    <form action="/set-lists/add" method="get" className={styles.form}>
      <input type="hidden" name="itemId" value={itemId} />
      <button
        type="submit"
        className={className}
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          choose({ id: itemId, title });
        }}
      >
        Add to set list
      </button>
    </form>
  );
}

/** On an item page: which of the person's lists already hold this prop. */
export function OnYourSetLists({ itemId }: { itemId: string }) {
  const choices = useSetListChoices();
  const holding = choices.filter((choice) => choice.itemIds.includes(itemId));
  if (holding.length === 0) return null;
  return (
    <p>
      On your set lists:{' '}
      {holding.map((choice, index) => (
        <span key={choice.id}>
          {index > 0 && ', '}
          <Link href={`/set-lists/${encodeURIComponent(choice.id)}`}>{choice.name}</Link>
        </span>
      ))}
    </p>
  );
}
