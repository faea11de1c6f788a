// A second process for the folder-lock test: opens the embedded database, writes a row, says READY and waits.
import { openDatabase } from '@/lib/db/open';
import { contactMessages } from '@/lib/db/schema';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: hold-database.ts DATA_DIR');
const handle = await openDatabase({ dataDir });
await handle.db.insert(contactMessages).values({ id: 'written-by-holder', name: 'Holder', email: 'holder@example.com', message: 'Still here after the crash.' });
process.on('SIGTERM', async () => {
  await handle.close();
  process.exit(0);
});
console.log('READY');
setInterval(() => {}, 1000);
