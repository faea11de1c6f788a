/**
 * The page a person is shown while the database does not answer (issue 36 §4.2): proxy.ts rewrites
 * a page's request to it, marked by this header (taken off every request from outside), and the
 * page shows itself only so marked: asked for by its address, it is not there.
 */
export const DATABASE_AWAY_PATH = '/away';
export const DATABASE_AWAY_HEADER = 'x-database-away';
