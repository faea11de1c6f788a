import 'server-only';
import { headers } from 'next/headers';
import { z } from 'zod';
import { BRIDGE, RENDER_HEADER } from './shared-pages.mjs';

/** What a public page shows, as the database's triggers name it (migrations 0019, 0024: a prop's kind, issue 28 §5). */
export type PageTag = 'catalog' | 'availability' | `item:${string}` | `category:${string}` | `kind:${string}`;

/** What page-cache.mjs puts on globalThis when `npm start` serves the pages. */
type Bridge = { declare(renderId: string, tags: readonly string[]): void; invalidate(tags: readonly string[]): void };

function bridge(): Bridge | undefined {
  return (globalThis as Record<symbol, Bridge | undefined>)[BRIDGE];
}

/**
 * Lets the cache keep this render for everyone, to be dropped when a write changes
 * one of `tags` (every page is also dropped by 'all'). A page that never calls this is never kept.
 */
export async function cachePageAs(...tags: PageTag[]): Promise<void> {
  const renderId = (await headers()).get(RENDER_HEADER);
  if (renderId) bridge()?.declare(renderId, tags);
}

const payloadSchema = z.array(z.string().max(200)).max(500);

/** Empties the pages a notification names; anything but a list of tags is not ours and is ignored. */
export function pagesChanged(payload: string): void {
  let tags: string[];
  try {
    tags = payloadSchema.parse(JSON.parse(payload));
  } catch {
    return;
  }
  bridge()?.invalidate(tags);
}

/** After a lost connection: a change may have passed unheard, so every page goes. */
export function everyPageChanged(): void {
  bridge()?.invalidate(['all']);
}

/** Whether this process serves cached pages (`npm start`, not `next dev` or the tests). */
export function pageCacheRunning(): boolean {
  return bridge() !== undefined;
}
