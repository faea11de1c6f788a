/**
 * A customer of the hosted platform, moved by `npm run import` before the browser tests' server
 * starts (e2e/seed-import.ts, issue 27): their old password, two favourites and a set list of the
 * demo's props. Never exists outside the browser tests.
 */
export const IMPORTED_CUSTOMER = {
  uid: 'hosted-uid-e2e-1',
  email: 'moved.customer@e2e.example.com',
  password: 'the password from the old platform',
  favourites: ['prop-000052', 'prop-000053'],
  setList: { id: 'hosted-list-e2e-1', name: 'Moved — Ep 901', lines: ['prop-000054'] },
} as const;
