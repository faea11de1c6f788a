import Link from 'next/link';

/**
 * The least a page of this stack can be: Next.js and React with one heading, a paragraph and a link,
 * nothing of ours. `npm run bench -- --only lighthouse` audits it beside the storefront's pages, in
 * the same run, so a page's main-thread figures read against what the framework alone costs on the
 * machine at hand (issue 29, decision 126).
 */
export default function FloorPage() {
  return (
    <main>
      <h1>A bare page</h1>
      <p>Next.js and React alone, for the Lighthouse bench to measure the framework’s own cost on load.</p>
      <Link href="/">Home</Link>
    </main>
  );
}
