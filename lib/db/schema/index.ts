/**
 * The database schema, one file per domain (issue 10). Only lib/ reads and writes tables: pages,
 * layouts, actions and route handlers call a domain's functions instead. A new domain adds its file
 * here (favourites.ts, set-lists.ts, holds.ts, inventory.ts, customers.ts) and its migration with
 * `npm run db:generate`.
 */
export * from './captcha';
export * from './catalog';
export * from './contact';
export * from './customers';
export * from './favourites';
export * from './holds';
export * from './identity';
export * from './imports';
export * from './inventory';
export * from './invoices';
export * from './notifications';
export * from './orders';
export * from './productions';
export * from './rate-limits';
export * from './set-lists';
export * from './vendor-users';
