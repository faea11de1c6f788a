import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { DATABASE_AWAY_HEADER } from '@/lib/db/away';

export const metadata: Metadata = { title: 'Briefly unavailable', robots: { index: false } };

/**
 * What a page answers while the house's database does not answer (issue 36 §4.2): proxy.ts sends
 * it with 503 and Retry-After in place of the page asked for, whose address stays in the browser, so
 * "Try again" is that page. It reads no database, and says nobody was signed out. Asked for by its
 * own address, it is not there.
 */
export default async function DatabaseAway() {
  if ((await headers()).get(DATABASE_AWAY_HEADER) !== '1') notFound();
  return (
    <div className="page">
      <h1>The house’s system is briefly unavailable</h1>
      <p className="lead">
        Nothing is lost: you are still signed in, and your holds, favourites and set lists are as you left them. Please try again in a few seconds.
      </p>
      <div className="button-row">
        {/* The page asked for: its address is the browser's. */}
        <a href="" className="button">
          Try again
        </a>
      </div>
    </div>
  );
}
