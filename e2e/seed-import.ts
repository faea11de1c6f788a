// Run by playwright.config.ts after e2e/seed-admin.ts, before the browser tests' server opens its fresh
// embedded database: the demo catalogue seeded as the server would seed it, then one customer moved
// from the hosted platform with the import (issue 27), from exports in the providers' own formats
// with the provider's real hash parameters.
import { randomBytes } from 'node:crypto';
import { demoCatalogOptions, DEMO_ITEM_COUNT, isCatalogEmpty, seedCatalog } from '@/demo/seed-catalog';
import { openDatabase } from '@/lib/db/open';
import { env } from '@/lib/env/env';
import { formatReport } from '@/lib/import/report';
import { tenantMoveOptions } from '@/lib/import/tenant-move-options';
import { runMove } from '@/lib/import/run-move';
import { tenant } from '@/lib/tenant';
import { authExport, customerDocuments } from '@/test/import-fixtures';
import { IMPORTED_CUSTOMER } from './imported-customer';

const settings = env();
const handle = await openDatabase({ dataDir: settings.PGLITE_DATA_DIR });
// The server seeds an empty catalogue at start; the favourites below name its props, so seed it now, the same way.
if (settings.SEED_DEMO === 'true' && (await isCatalogEmpty(handle.db))) await seedCatalog(handle.db, demoCatalogOptions(DEMO_ITEM_COUNT));

const config = { algorithm: 'SCRYPT', base64_signer_key: randomBytes(64).toString('base64'), base64_salt_separator: 'Bw==', rounds: 8, mem_cost: 14 };
const { uid, email, password, favourites, setList } = IMPORTED_CUSTOMER;
const report = await runMove(
  handle.db,
  {
    auth: { name: 'users.json', text: await authExport([{ localId: uid, email, password, displayName: 'Moved Customer' }], config) },
    hashConfig: { name: 'hash.json', text: JSON.stringify(config) },
    users: {
      name: 'users-docs.json',
      text: customerDocuments(tenant.vendor.id, {
        [uid]: {
          email,
          firstName: 'Morgan',
          lastName: 'Moved',
          favorites: Object.fromEntries(favourites.map((id) => [id, { at: Date.now() }])),
          setLists: { [setList.id]: { name: setList.name } },
          setListItems: Object.fromEntries(setList.lines.map((itemId, index) => [`hosted-line-e2e-${index}`, { setListId: setList.id, itemId, quantity: 2 }])),
        },
      }),
    },
  },
  tenantMoveOptions(false),
);
await handle.close();
if (report.problems.length > 0 || report.counts.customers.created !== 1) {
  console.error(formatReport(report));
  process.exit(1);
}
console.log(`Imported the browser tests' customer ${email} from the hosted platform's exports.`);
