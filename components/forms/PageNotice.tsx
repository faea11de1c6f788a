'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';

const Tell = createContext<(notice: string) => void>(() => {});

/**
 * A page's own status region, for answers whose form leaves the page with them: an approved customer
 * leaves the queue, and their entry's message would go with it unread.
 */
export function PageNotice({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Tell value={setNotice}>
      <div role="status">{notice && <p className="notice">{notice}</p>}</div>
      {children}
    </Tell>
  );
}

/** Puts a notice in the page's status region (a no-op outside a PageNotice). */
export function useTellPage(): (notice: string) => void {
  return useContext(Tell);
}
