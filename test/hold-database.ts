// A second process for the folder-lock tests: opens the embedded database, writes a row, says READY and
// waits; with --crash it dies at once instead, leaving its lock file behind.
import { openDatabase } from '@/lib/db/open';
import { contactMessages } from '@/lib/db/schema';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: hold-database.ts DATA_DIR [--crash]');
const handle = await openDatabase({ dataDir });
await handle.db
  .insert(contactMessages)
  .values({ id: 'written-by-holder', name: 'Holder', email: 'holder@example.com', message: 'Still here after the crash.' });
console.log('READY');
if (process.argv.includes('--crash')) process.kill(process.pid, 'SIGKILL');
process.on('SIGTERM', async () => {
  await handle.close();
  process.exit(0);
});
setInterval(() => {}, 1000);
