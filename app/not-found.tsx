import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

export default function NotFound() {
  return (
    <div className="page">
      <h1>We couldn’t find that page</h1>
      <p className="lead">The link may be old, or the prop may have gone back to the shelves.</p>
      <div className="button-row">
        <Link href="/catalog" className="button">
          Browse the catalogue
        </Link>
        <Link href="/" className="button button-secondary">
          Go to the home page
        </Link>
      </div>
    </div>
  );
}
