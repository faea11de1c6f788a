import { NextResponse } from 'next/server';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env/env';
import { sweepHolds } from '@/lib/holds/sweep-holds';
import { can, startUpForRequest } from '@/lib/identity/viewer';
import { canSeeDevOutbox } from '@/lib/notifications/outbox-visibility';
import { tenant } from '@/lib/tenant';

/**
 * Runs the holds sweep now, the one the server runs every minute (lib/holds/hold-schedule.ts), for
 * whoever may read the dev outbox: a browser test waits for two sweeps by running them, not by
 * waiting two minutes (issue 36 §1). Anyone else gets a 404, as the outbox answers.
 */
export async function POST() {
  const startUp = await startUpForRequest();
  if (!canSeeDevOutbox({ nodeEnv: process.env.NODE_ENV, devOutbox: env().DEV_OUTBOX, isAdmin: can(startUp.viewer, 'admin') }))
    return NextResponse.json({ error: 'Not found.' }, { status: 404 });
  return NextResponse.json(await sweepHolds(await getDb(), tenant), { headers: { 'Cache-Control': 'no-store' } });
}
