import 'server-only';
import { Cron } from 'croner';
import { database } from '@/lib/db';
import { env } from '@/lib/env/env';
import { sweepReminders } from '@/lib/reminders/sweep-reminders';
import { tenant } from '@/lib/tenant';
import { sweepHolds } from './sweep-holds';

let job: Cron | null = null;

/**
 * Runs the holds sweep every minute in this server process (croner; decision 88), then the order
 * reminders' (issue 38 §4, decision 156). `protect` skips a run while the last one is still going;
 * several instances may each run it, since every move is guarded in the database and every reminder
 * claimed by its order_reminders row.
 */
export function scheduleHoldSweeps(): void {
  if (job) return;
  job = new Cron('* * * * *', { protect: true, name: 'holds-sweep' }, async () => {
    try {
      // Outside any request: the process's database itself, not getDb() (which waits for a request).
      const swept = await sweepHolds((await database()).db, tenant);
      if (swept.expired || swept.promoted || swept.reminded)
        console.log(`Holds sweep: ${swept.expired} expired, ${swept.promoted} promoted, ${swept.reminded} reminded.`);
    } catch (error) {
      console.error('Holds sweep failed; it runs again in a minute:', error);
    }
    try {
      // The browser tests run at any hour: their server sends reminders all day (REMINDERS_ALL_DAY).
      const house = env().REMINDERS_ALL_DAY === 'true' ? { ...tenant, reminders: { ...tenant.reminders, sendFrom: '00:00', sendUntil: '24:00' } } : tenant;
      const reminders = await sweepReminders((await database()).db, house);
      if (reminders.sent) console.log(`Reminders sweep: ${reminders.sent} sent.`);
    } catch (error) {
      console.error('Reminders sweep failed; it runs again in a minute:', error);
    }
  });
}
