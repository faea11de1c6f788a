import { headers } from 'next/headers';
import { GUEST_START_COOKIE } from '@/lib/identity/guest-start-key';

/**
 * Gives the browser its guest-start key before anything can be tapped (issue 24 §1): two first taps
 * sent at once then carry the same key, and the server starts one guest for both. Inline, in the
 * page's HTML, so it runs before the page's own code; a cached page allows it by its hash (decision
 * 105). Random bytes by getRandomValues, which a page served over plain http has too.
 */
const SCRIPT = `(function(){try{if(/(?:^|;\\s*)${GUEST_START_COOKIE}=[0-9a-f]{32}(?:;|$)/.test(document.cookie))return;var b=new Uint8Array(16);crypto.getRandomValues(b);var v='';for(var i=0;i<16;i++)v+=(b[i]+256).toString(16).slice(1);document.cookie='${GUEST_START_COOKIE}='+v+'; path=/; max-age=31536000; samesite=lax'+(location.protocol==='https:'?'; secure':'')}catch(e){}})()`;

export async function GuestStartScript() {
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  return <script id="guest-start" nonce={nonce} dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
