'use client';

import { useHydrated } from '@/components/use-hydrated';

/** Opens the browser's print dialog, where "Save as PDF" makes the document. Not printed itself. */
export function PrintButton() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button type="button" className="button" data-no-print onClick={() => window.print()}>
      Print or save as PDF
    </button>
  );
}
