'use client';

import Link from 'next/link';
import { useHydrated } from '@/components/use-hydrated';
import { useSetLists } from './SetListsProvider';

/**
 * "Add to set list" on every card and item page: opens the one chooser dialog; before the page's
 * script runs (or without it), a link to the chooser's own page.
 */
export function AddToSetListButton({ itemId, title, className }: { itemId: string; title: string; className?: string }) {
  const hydrated = useHydrated();
  const { choose } = useSetLists();
  if (!hydrated) {
    return (
      <Link href={`/set-lists/add?${new URLSearchParams({ itemId })}`} className={className} prefetch={false}>
        Add to set list
      </Link>
    );
  }
  return (
    <button type="button" className={className} aria-haspopup="dialog" onClick={() => choose({ id: itemId, title })}>
      Add to set list
    </button>
  );
}

/** On an item page: which of the person's lists already hold this prop. */
export function OnYourSetLists({ itemId }: { itemId: string }) {
  const { choices } = useSetLists();
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
