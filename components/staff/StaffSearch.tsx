'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { MAX_SEARCH_TEXT, RESULT_GROUPS, squeezed, type SearchResult } from '@/lib/back-office-search/search-kinds';
import { useCombobox } from '@/components/search/use-combobox';
import styles from './staff-search.module.css';
import { useStaffSuggestions } from './use-staff-suggestions';

const ACTION = '/staff/search';
/** A result's key: two results may lead to one page (a customer and their production). */
const keyOf = (result: SearchResult) => result.href + result.label;

/** Whether a key was meant for a field, a menu or the browser, not for the page's shortcuts. */
function typingOrChorded(event: globalThis.KeyboardEvent): boolean {
  const target = event.target;
  return (
    event.ctrlKey ||
    event.metaKey ||
    event.altKey ||
    event.defaultPrevented ||
    (target instanceof Element && target.closest('input,textarea,select,[contenteditable]') !== null)
  );
}

/**
 * The back office's one search, in the staff shell on every staff page (issue 38 §1, decision 151).
 * Without JavaScript a GET form to the results page. With it, a combobox as the header's search
 * (decision 110): suggestions grouped by kind follow typing, Down and Up choose while focus stays in
 * the field, Enter opens the one chosen or, with none, the results page, Escape closes the list.
 * `/` anywhere but in a field brings focus here, as on most sites' search.
 */
export function StaffSearch() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const field = useRef<HTMLInputElement>(null);

  const urlText = pathname === ACTION ? (params.get('q') ?? '').slice(0, MAX_SEARCH_TEXT) : '';
  const [text, setText] = useState(urlText);
  const [shownUrlText, setShownUrlText] = useState(urlText);
  if (urlText !== shownUrlText) {
    setShownUrlText(urlText);
    setText(urlText);
  }

  const results = useStaffSuggestions(text);
  const { id, enhanced, open, active, optionId, listId, close, typed, onKeyDown } = useCombobox(results, keyOf, {
    text,
    setText,
    choose: (result) => choose(result),
  });

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== '/' || typingOrChorded(event)) return;
      event.preventDefault();
      field.current?.focus();
      field.current?.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const go = (href: string) => {
    close();
    if (window.matchMedia('(pointer: coarse)').matches) field.current?.blur();
    router.push(href);
  };

  const choose = (result: SearchResult) => {
    setText('');
    go(result.href);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = squeezed(text);
    go(q ? `${ACTION}?${new URLSearchParams({ q })}` : ACTION);
  };

  return (
    <form role="search" aria-label="Back office" action={ACTION} method="get" className={styles.search} onSubmit={onSubmit}>
      <label htmlFor={`${id}-q`} className="visually-hidden">
        Search orders, customers, props
      </label>
      <input
        ref={field}
        id={`${id}-q`}
        type="search"
        name="q"
        value={text}
        maxLength={MAX_SEARCH_TEXT}
        placeholder="Search (press /)"
        autoComplete="off"
        enterKeyHint="search"
        className={styles.field}
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
          'aria-keyshortcuts': '/',
        })}
      />
      <button type="submit" className={styles.button}>
        Search
      </button>
      {enhanced && (
        <>
          <div id={listId} role="listbox" aria-label="Search suggestions" className={styles.list} hidden={!open}>
            {RESULT_GROUPS.map(({ kind, heading }) => {
              const members = results.filter((result) => result.kind === kind);
              if (members.length === 0) return null;
              return (
                <div key={kind} role="group" aria-labelledby={`${id}-${kind}`}>
                  <div id={`${id}-${kind}`} role="presentation" className={styles.heading}>
                    {heading}
                  </div>
                  {members.map((result) => {
                    const index = results.indexOf(result);
                    return (
                      <div
                        key={keyOf(result)}
                        id={optionId(index)}
                        role="option"
                        aria-selected={index === active}
                        className={styles.option}
                        onMouseDown={(event) => event.preventDefault()}
                        onClick={() => choose(result)}
                      >
                        <span className={styles.label}>{result.label}</span>
                        {result.detail && (
                          <span className={styles.detail}>
                            <span className="visually-hidden">, </span>
                            {result.detail}
                          </span>
                        )}
                      </div>
                    );
                  })}
                </div>
              );
            })}
          </div>
          <p aria-live="polite" className="visually-hidden">
            {open ? `${results.length} ${results.length === 1 ? 'suggestion' : 'suggestions'}` : ''}
          </p>
        </>
      )}
    </form>
  );
}
