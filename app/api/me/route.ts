import { NextResponse } from 'next/server';
import { getDb } from '@/lib/db';
import { currentRequestHeaders, requestAuthExchange } from '@/lib/identity/auth/auth-exchange';
import { personalStateOf } from '@/lib/identity/personal-state/personal-state-of';
import { answerPersonalState } from '@/lib/identity/personal-state/personal-state-answer';
import { startUpFromSession } from '@/lib/identity/viewer';

/**
 * The person's own part of a shared page (issue 29, decision 126), asked for after it loads.
 * POST is the §4 start-up of a browser tab: the vendor user fetched or created and lastLoginAt
 * touched (§7), the session extended or signed out. GET, every later page of the tab, only reads.
 * Anyone may ask; each is answered about themselves, and never from a cache. Under `npm start` a
 * GET is answered before Next.js routes it (lib/page-cache/personal-state-path.mjs), the same way.
 */
export async function GET() {
  return answerPersonalState(await currentRequestHeaders());
}

export async function POST() {
  const [exchange, headers, db] = await Promise.all([requestAuthExchange(), currentRequestHeaders(), getDb()]);
  const startUp = await startUpFromSession(exchange, { db, headers, touch: true });
  return NextResponse.json(await personalStateOf(startUp, db), { headers: { 'Cache-Control': 'private, no-store' } });
}
