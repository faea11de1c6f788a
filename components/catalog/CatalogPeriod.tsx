'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import type { FacetDefinition } from '@/lib/catalog/facets';
import { searchHref, searchQueryParams, type SearchQuery } from '@/lib/catalog/search-query';
import { samePeriod } from '@/lib/rental-period/rental-period';
import { useHydrated } from '../use-hydrated';
import { useCatalogTransition } from './CatalogTransition';
import styles from './catalog.module.css';
import { askToFocusResults } from './focus-results';

type CatalogPeriodProps = { basePath: string; query: SearchQuery; facets: FacetDefinition[]; today: string };

/**
 * "When do you need them?" above the results (issue 28 §4): the rental period asked near the top, never
 * required; a catalogue without one lists every prop as before. A plain GET form that keeps the rest
 * of the search, so it works without JavaScript; with it, "Check" and the switch navigate in place.
 * The days land in the address, which makes them the person's period (decision 111). With a period,
 * "Only what's free" (`available=1`), the first filter offered (issue 39 §2), leaves out what is not
 * free on every day of it. After "Check", focus goes to the results' heading.
 */
export function CatalogPeriod({ basePath, query, facets, today }: CatalogPeriodProps) {
  const router = useRouter();
  const [, startTransition] = useCatalogTransition();
  const [days, setDays] = useState({ from: query.dates?.from ?? '', to: query.dates?.to ?? '' });
  const [onlyFree, setOnlyFree] = useState(Boolean(query.onlyAvailable));
  const [shown, setShown] = useState(query);
  // On a phone, once a period is chosen, its days fold behind "Change dates": the header and the chip
  // say them, and the first cards stay in the first screen. Without JavaScript they stay open.
  const enhanced = useHydrated();
  const [editing, setEditing] = useState(false);
  const folded = enhanced && Boolean(query.dates) && !editing;
  // A search from the server (the header's dates, a chip removed, Back): the fields follow it.
  if (shown !== query) {
    setShown(query);
    if (!samePeriod(shown.dates, query.dates)) setDays({ from: query.dates?.from ?? '', to: query.dates?.to ?? '' });
    setOnlyFree(Boolean(query.onlyAvailable));
    setEditing(false);
  }

  const go = (next: SearchQuery) => startTransition(() => router.push(searchHref(basePath, { ...next, page: 1 }, facets), { scroll: false }));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The browser has checked the fields first (required, the pick-up from today, the return not before it).
    event.preventDefault();
    askToFocusResults();
    go({ ...query, dates: days });
  };
  // The rest of the search rides along as it is, for the form sent without JavaScript.
  const kept = [...searchQueryParams({ ...query, dates: null, onlyAvailable: false, page: 1 }, facets)];

  return (
    <form id="rental-dates" aria-label="Rental dates" action={basePath} method="get" className={styles.period} onSubmit={onSubmit}>
      {kept.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <p className={`${styles.periodLead} ${query.dates ? styles.chosenLead : ''}`}>{query.dates ? 'Your rental dates' : 'When do you need them?'}</p>
      {/* With days chosen, the first filter offered (issue 39 §2): what is free on them. */}
      {query.dates && (
        <label className={styles.onlyFree}>
          <input
            type="checkbox"
            role="switch"
            name="available"
            value="1"
            checked={onlyFree}
            onChange={(event) => {
              setOnlyFree(event.target.checked);
              go({ ...query, onlyAvailable: event.target.checked });
            }}
          />
          Only what’s free
        </label>
      )}
      <div id="rental-dates-fields" className={`${styles.periodFields} ${folded ? styles.folded : ''}`}>
        <span className={styles.periodField}>
          <label htmlFor="period-from">Pick-up day</label>
          <input
            id="period-from"
            type="date"
            name="from"
            required
            min={today}
            value={days.from}
            onChange={(event) => setDays((current) => ({ ...current, from: event.target.value }))}
          />
        </span>
        <span className={styles.periodField}>
          <label htmlFor="period-to">Return day</label>
          <input
            id="period-to"
            type="date"
            name="to"
            required
            min={days.from || today}
            value={days.to}
            onChange={(event) => setDays((current) => ({ ...current, to: event.target.value }))}
          />
        </span>
        <button type="submit" className="button button-secondary">
          Check
        </button>
      </div>
      {query.dates && enhanced && (
        <button
          type="button"
          className={styles.changeDates}
          aria-expanded={!folded}
          aria-controls="rental-dates-fields"
          onClick={() => setEditing((value) => !value)}
        >
          Change dates
        </button>
      )}
    </form>
  );
}
