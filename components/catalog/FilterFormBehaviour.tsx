'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import { defaultSort, parseSearchQuery, searchHref, type SearchOptions } from '@/lib/catalog/search-query';
import { useHydrated } from '../use-hydrated';
import { useCatalogTransition } from './CatalogTransition';
import styles from './catalog.module.css';

const TYPING_PAUSE_MS = 300;

/**
 * What JavaScript adds to the catalogue's GET form (FilterForm, rendered on the server): every
 * change navigates at once (choices push a history entry, typing replaces the current one), the
 * address made canonical as the server makes it. The boxes, the sort and the text are the form's
 * own, so hydrating it renders none of its hundreds of options again (issue 29); after a navigation
 * the form is set to the server's search (`serverKey`) in one pass.
 */
export function FilterFormBehaviour({
  basePath,
  options,
  serverText,
  serverKey,
  children,
}: {
  basePath: string;
  options: SearchOptions;
  serverText: string;
  /** The server's search as its canonical address: a new one sets the form. */
  serverKey: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const [isPending, startTransition] = useCatalogTransition();
  const enhanced = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);

  // A new search from the server (a choice made here, back or forward, a chip removed): the form shows it.
  useEffect(() => {
    for (const field of form.current?.elements ?? []) {
      if (field instanceof HTMLInputElement && field.type === 'checkbox') field.checked = field.defaultChecked;
      // React sets a select's default only when it mounts: the server's choice rides on the element.
      else if (field instanceof HTMLSelectElement && field.dataset.serverValue) field.value = field.dataset.serverValue;
      else if (field instanceof HTMLInputElement && field.name === 'q' && field.value.trim() !== serverText) field.value = serverText;
    }
  }, [serverKey, serverText]);
  useEffect(() => () => clearTimeout(typing.current), []);

  const go = (mode: 'push' | 'replace') => {
    clearTimeout(typing.current);
    if (!form.current) return;
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form.current)) if (typeof value === 'string' && value !== '') params.append(name, value);
    // The sort the server chose for the old words follows the new ones, unless the crew member chose it.
    if (params.get('sort') === defaultSort(serverText)) params.delete('sort');
    const href = searchHref(basePath, { ...parseSearchQuery(params, options), page: 1 }, options.facets);
    startTransition(() => (mode === 'push' ? router.push(href, { scroll: false }) : router.replace(href, { scroll: false })));
  };

  return (
    <form
      ref={form}
      role="search"
      aria-label="Catalogue"
      action={basePath}
      method="get"
      className={styles.filters}
      aria-busy={isPending}
      data-enhanced={enhanced || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        go('push');
      }}
      onChange={(event) => {
        if ((event.target as EventTarget & { name?: string }).name !== 'q') return go('push');
        clearTimeout(typing.current);
        typing.current = setTimeout(() => go('replace'), TYPING_PAUSE_MS);
      }}
    >
      {children}
    </form>
  );
}
