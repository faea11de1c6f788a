import { headers } from 'next/headers';
import { tenant } from '@/lib/tenant';

/**
 * With an empty tracking id there is no analytics code on the page at all. Both scripts are in the
 * page's HTML, not inserted later by next/script: a cached page allows its inline scripts by their
 * hash and the analytics origin by name (decision 105), and a script inserted after load has neither.
 */
export async function Analytics() {
  const id = tenant.analyticsTrackingId;
  if (!id) return null;
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  const init = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${JSON.stringify(id)});`;
  return (
    <>
      <script async src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`} nonce={nonce} />
      <script id="analytics-init" nonce={nonce} dangerouslySetInnerHTML={{ __html: init }} />
    </>
  );
}
