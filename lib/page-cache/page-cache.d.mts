import type { IncomingMessage, ServerResponse } from 'node:http';

export function cacheKey(request: { method?: string; url?: string; headers: Record<string, string | string[] | undefined> }): string | undefined;
export function inlineScriptHashes(html: string): string[];
export function inlineStyleHashes(html: string): string[];
export function policyWithHashes(policy: string, hashes: string[], styleHashes?: string[]): string;
export type StoredPage = { headers: Record<string, unknown>; gzip: Buffer; tags: Set<string> };
export function storedPage(headers: Record<string, unknown>, html: string, tags: Iterable<string>): StoredPage;
export class PageCache {
  constructor(options?: { maxBytes?: number; maxAgeMs?: number; now?: () => number });
  readonly epoch: number;
  readonly size: number;
  readonly rendering: Map<string, Promise<StoredPage | undefined>>;
  get(key: string): (StoredPage & { expiresAt: number }) | undefined;
  put(key: string, page: StoredPage, epoch: number): boolean;
  invalidate(tags: Iterable<string>): void;
}
export type Renders = { begin(): string; end(renderId: string): Set<string> | undefined };
export function installBridge(cache: PageCache): Renders;
export function servePublicPage(
  server: { cache: PageCache; renders: Renders; handle: (request: IncomingMessage, response: ServerResponse) => unknown },
  request: IncomingMessage,
  response: ServerResponse,
): boolean;
export function holdResponse(response: ServerResponse, onEnd: (body: Buffer) => void): void;
