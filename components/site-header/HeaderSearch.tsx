'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { headerSearchHref, KEPT_FILTER, keptFilterValues } from '@/lib/catalog/header-search-href';
import { MAX_SUGGESTION_TEXT, type Suggestion, type SuggestionKind } from '@/lib/catalog/suggestion-types';
import { useCombobox } from '@/components/search/use-combobox';
import styles from './site-header.module.css';
import { suggestionText, useSuggestions } from './use-suggestions';

/** The list's groups, in its order; the whole search closes it, under no heading. */
const GROUPS: { kind: Exclude<SuggestionKind, 'search'>; heading: string }[] = [
  { kind: 'category', heading: 'Categories' },
  { kind: 'period', heading: 'Periods' },
  { kind: 'prop', heading: 'Props' },
];

const props = (count: number) => (count === 1 ? '1 prop' : `${count.toLocaleString('en')} props`);

/**
 * The search in every page's header (issue 28 §3, decision 110). Without JavaScript it is a plain
 * GET form to the catalogue (`?q=`). With it, the field is a combobox (WAI-ARIA's pattern with a
 * listbox): suggestions follow typing, arrows move through them while focus stays in the field
 * (`aria-activedescendant`), Enter opens the one chosen or, with none chosen, searches the typed text,
 * Escape closes the list, then empties the field. On the catalogue the field shows the page's search.
 */
export function HeaderSearch({ action }: { action: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();

  const urlText = pathname === action ? (params.get('q') ?? '').slice(0, MAX_SUGGESTION_TEXT) : '';
  // Rentals or Free Props, kept by a search typed on them (issue 39 §1).
  const kept = keptFilterValues(action, pathname, new URLSearchParams(params.toString()));
  const [text, setText] = useState(urlText);
  const [shownUrlText, setShownUrlText] = useState(urlText);
  // A new search in the address (this form, the catalogue's own field, Back): the field follows it.
  if (urlText !== shownUrlText) {
    setShownUrlText(urlText);
    setText(urlText);
  }

  const suggestions = useSuggestions(text);
  const { id, enhanced, open, active, optionId, listId, close, typed, onKeyDown } = useCombobox(suggestions, (suggestion: Suggestion) => suggestion.href, {
    text,
    setText,
    choose: (suggestion) => choose(suggestion),
  });

  const go = (href: string) => {
    close();
    // On a touch screen the keyboard would hide the results it opens.
    if (window.matchMedia('(pointer: coarse)').matches) (document.activeElement as HTMLElement | null)?.blur();
    router.push(href);
  };

  const choose = (suggestion: Suggestion) => {
    // A prop, category or period opens its own page; the field is left for the next search.
    if (suggestion.kind !== 'search') setText('');
    go(suggestion.href);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = suggestionText(text);
    go(headerSearchHref(action, q, kept));
  };

  const option = (suggestion: Suggestion) => {
    const index = suggestions.indexOf(suggestion);
    return (
      <div
        key={suggestion.href}
        id={optionId(index)}
        role="option"
        aria-selected={index === active}
        className={styles.option}
        // Focus stays in the field; a click chooses.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => choose(suggestion)}
      >
        {suggestion.kind === 'prop' &&
          (suggestion.thumbnail ? (
            // eslint-disable-next-line @next/next/no-img-element -- a 36 px thumbnail, already the smallest stored width
            <img src={suggestion.thumbnail.src} width={suggestion.thumbnail.width} height={suggestion.thumbnail.height} alt="" className={styles.thumbnail} />
          ) : (
            <span className={styles.thumbnail} />
          ))}
        {suggestion.kind === 'search' ? (
          <span className={styles.optionLabel}>
            All {props(suggestion.count)} for “{suggestion.label}”
          </span>
        ) : (
          <>
            <span className={styles.optionLabel}>{suggestion.label}</span>
            <span className={styles.optionDetail}>
              {/* Heard as "Oil Lamp, SKU LGT-000012", not run together. */}
              <span className="visually-hidden">{suggestion.kind === 'prop' ? ', SKU ' : ', '}</span>
              {suggestion.kind === 'prop' ? suggestion.sku : props(suggestion.count)}
            </span>
          </>
        )}
      </div>
    );
  };

  const search = suggestions.find((suggestion) => suggestion.kind === 'search');
  return (
    <form role="search" aria-label="Site" action={action} method="get" className={styles.search} onSubmit={onSubmit}>
      <label htmlFor={`${id}-q`} className="visually-hidden">
        Search props
      </label>
      {kept.map((value) => (
        <input key={value} type="hidden" name={KEPT_FILTER} value={value} />
      ))}
      <div className={styles.searchField}>
        <input
          id={`${id}-q`}
          type="search"
          name="q"
          value={text}
          maxLength={MAX_SUGGESTION_TEXT}
          placeholder="Search props"
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => {
            setText(event.target.value);
            typed();
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
          {...(enhanced && {
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': open,
            'aria-controls': listId,
            'aria-activedescendant': active >= 0 ? optionId(active) : undefined,
          })}
        />
        <button type="submit" className={styles.searchButton}>
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
            <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">Search</span>
        </button>
      </div>
      {enhanced && (
        <>
          <div id={listId} role="listbox" aria-label="Suggestions" className={styles.suggestions} hidden={!open}>
            {GROUPS.map(({ kind, heading }) => {
              const members = suggestions.filter((suggestion) => suggestion.kind === kind);
              if (members.length === 0) return null;
              return (
                <div key={kind} role="group" aria-labelledby={`${id}-${kind}`}>
                  <div id={`${id}-${kind}`} role="presentation" className={styles.groupHeading}>
                    {heading}
                  </div>
                  {members.map(option)}
                </div>
              );
            })}
            {search && option(search)}
          </div>
          {/* Announced, not a status landmark of the page: pages keep their own role="status" answers. */}
          <p aria-live="polite" className="visually-hidden">
            {open ? `${suggestions.length} ${suggestions.length === 1 ? 'suggestion' : 'suggestions'}` : ''}
          </p>
        </>
      )}
    </form>
  );
}
