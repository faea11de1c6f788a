'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useAuth } from '@/components/auth/AuthProvider';
import { Modal } from '@/components/modal/Modal';
import type { SetListChoice } from '@/lib/set-lists/set-list-state';
import type { AddedLine } from './AddedNotice';
import styles from './add-to-set-list.module.css';

const FINDING = <p role="status">Finding your set lists…</p>;
/** Fetched when a chooser first opens: most pages are read, not added from (issue 29's first-load budget). */
const SetListChooser = dynamic(() => import('./SetListChooser').then((module) => module.SetListChooser), { loading: () => FINDING });
/** Fetched at the first add: the notice's "Open" and "Undo" (issue 39 §4). */
const AddedActions = dynamic(() => import('./AddedNotice').then((module) => module.AddedActions), { loading: () => null });

/** What the notice says after an add or its undo; `added` while there is an add to undo. */
type Notice = { words: string; added: AddedLine | null; seq: number };

type Choose = (item: { id: string; title: string }) => void;

const NONE: SetListChoice[] = [];

const ChoicesContext = createContext<SetListChoice[]>(NONE);
/** Apart from the lists, and never changing: the buttons on 48 cards do not render again when the lists arrive. */
const ChooseContext = createContext<Choose>(() => {});

export function useSetListChoices(): SetListChoice[] {
  return useContext(ChoicesContext);
}

export function useChooseSetList(): Choose {
  return useContext(ChooseContext);
}

type ListEntry = { name?: unknown; archived?: unknown; updatedAt?: unknown };
type LineEntry = { setListId?: unknown; itemId?: unknown };

/** The chooser's lists from the live profile's §3 maps: active lists, most recently changed first. */
function choicesFromProfile(lists: Record<string, unknown>, lines: Record<string, unknown>): SetListChoice[] {
  const byList = new Map<string, string[]>();
  for (const entry of Object.values(lines) as LineEntry[]) {
    if (typeof entry.setListId === 'string' && typeof entry.itemId === 'string')
      byList.set(entry.setListId, [...(byList.get(entry.setListId) ?? []), entry.itemId]);
  }
  return Object.entries(lists as Record<string, ListEntry>)
    .filter(([, entry]) => entry.archived !== true && typeof entry.name === 'string')
    .sort(([, a], [, b]) => Number(b.updatedAt ?? 0) - Number(a.updatedAt ?? 0))
    .map(([id, entry]) => ({ id, name: String(entry.name), itemIds: byList.get(id) ?? [] }));
}

/**
 * The person's set lists for every "Add to set list" on the page, and the one chooser dialog they
 * open. A guest's lists come with the page's personal state (the layout's, or /api/me's on a shared page); for a signed-in customer the live profile's maps
 * then take over, so a list made in one tab shows in every other (spec §4).
 */
export function SetListsProvider({ children }: { children: ReactNode }) {
  const { state, personal } = useAuth();
  const initial = personal?.setListChoices ?? NONE;
  const profile = state.status === 'authenticated' ? state.vendorUser : null;
  const choices = useMemo(() => (profile ? choicesFromProfile(profile.setLists, profile.setListItems) : initial), [profile, initial]);
  const [item, setItem] = useState<{ id: string; title: string } | null>(null);
  // The chooser belongs to the page it was opened on: following its "Open …" link closes it.
  const pathname = usePathname();
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setItem(null);
  }
  // Issue 39 §4: a successful add closes the dialog and says so here, with "Undo"; the page's next add or page replaces it.
  const [notice, setNotice] = useState<Notice | null>(null);
  const [noticeOn, setNoticeOn] = useState(pathname);
  if (noticeOn !== pathname) {
    setNoticeOn(pathname);
    setNotice(null);
  }
  // The list just added to is offered first for the next prop (issue 39 §4), and at once: the live
  // profile that lists a list made a moment ago may not have arrived yet.
  const lastId = notice?.added?.setListId;
  const lastName = notice?.added?.setListName ?? '';
  const chooserChoices = useMemo(
    () => (lastId && !choices.some((choice) => choice.id === lastId) ? [{ id: lastId, name: lastName, itemIds: [] }, ...choices] : choices),
    [choices, lastId, lastName],
  );
  const choose = useCallback((chosen: { id: string; title: string }) => setItem(chosen), []);
  const added = useCallback((line: AddedLine, words: string) => {
    setItem(null);
    setNotice((previous) => ({ words, added: line, seq: (previous?.seq ?? 0) + 1 }));
  }, []);
  return (
    <ChooseContext.Provider value={choose}>
      <ChoicesContext.Provider value={choices}>{children}</ChoicesContext.Provider>
      <Modal open={item !== null} title={item ? `Add “${item.title}” to a set list` : ''} onClose={() => setItem(null)}>
        {/* On a shared page the person's lists come a moment after it is drawn (decision 126): the
            chooser waits for them rather than offer only "New set list". */}
        {item && (state.status === 'unknown' ? FINDING : <SetListChooser itemId={item.id} choices={chooserChoices} preferred={lastId} onAdded={added} />)}
      </Modal>
      {/* Issue 39 §4: the notice after an add. Its live container is there before anything is said in it, so
          each add and undo is read out; the notice itself (with its status line) only while there is one, so
          a page has no status of ours at rest. */}
      <div aria-live="polite">
        {notice && (
          <section aria-label="Set list notice" className={styles.notice}>
            <p role="status" className={styles.noticeWords}>
              {notice.words}
            </p>
            {notice.added && <AddedActions key={notice.seq} added={notice.added} onUndone={(words) => setNotice({ words, added: null, seq: notice.seq })} />}
            <button type="button" className={styles.noticeDismiss} aria-label="Dismiss" onClick={() => setNotice(null)}>
              ×
            </button>
          </section>
        )}
      </div>
    </ChooseContext.Provider>
  );
}
