import 'server-only';
import { cookies, headers } from 'next/headers';
import { NO_SCRIPT_COOKIE } from '@/lib/page-cache/shared-pages.mjs';

/**
 * Issue 39 §5, decision 160: a log-in made without JavaScript marks its browser, so the shared pages
 * are rendered for it and its header shows it signed in (it never asks /api/me, where a shared page
 * from the cache learns who is looking). A log-in with JavaScript takes the mark away.
 */
export async function markScriptless(withoutScript: boolean): Promise<void> {
  const jar = await cookies();
  if (!withoutScript) {
    if (jar.has(NO_SCRIPT_COOKIE)) jar.delete(NO_SCRIPT_COOKIE);
    return;
  }
  const https = (await headers()).get('x-forwarded-proto') === 'https';
  jar.set(NO_SCRIPT_COOKIE, '1', { httpOnly: true, sameSite: 'lax', path: '/', secure: https, maxAge: 400 * 24 * 60 * 60 });
}
