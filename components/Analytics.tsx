import Script from 'next/script';
import { headers } from 'next/headers';
import { tenant } from '@/lib/tenant';

/** With an empty tracking id there is no analytics code on the page at all. */
export async function Analytics() {
  const id = tenant.analyticsTrackingId;
  if (!id) return null;
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  return (
    <>
      <Script src={`https://www.googletagmanager.com/gtag/js?id=${id}`} strategy="afterInteractive" nonce={nonce} />
      <Script id="analytics-init" strategy="afterInteractive" nonce={nonce}>
        {`window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${JSON.stringify(id)});`}
      </Script>
    </>
  );
}
