'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** The first wait, and the longest: an import of a few rows is done in a second; one of 100,000 takes minutes. */
const FIRST_MS = 1_000;
const LONGEST_MS = 10_000;

/**
 * While an import runs, its page asks the server again by itself (issue 38 §6: it stayed on
 * "Imported 0 of 20 rows" until reloaded): router.refresh() after 1 s, then each wait half as long
 * again, up to 10 s. The page stops drawing this once the import has ended, which stops the asking.
 * Without JavaScript the page's Refresh link does the same.
 */
export function RefreshWhileImporting() {
  const router = useRouter();
  useEffect(() => {
    let wait = FIRST_MS;
    let timer: ReturnType<typeof setTimeout>;
    const ask = () => {
      router.refresh();
      wait = Math.min(Math.round(wait * 1.5), LONGEST_MS);
      timer = setTimeout(ask, wait);
    };
    timer = setTimeout(ask, wait);
    return () => clearTimeout(timer);
  }, [router]);
  return null;
}
