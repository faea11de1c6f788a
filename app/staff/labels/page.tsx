import type { Metadata } from 'next';
import Link from 'next/link';
import { PrintButton } from '@/components/set-lists/PrintButton';
import { getDb } from '@/lib/db';
import { labelItemsBySku, requestSkus } from '@/lib/labels/label-items';
import { labelSkus, MAX_LABELS } from '@/lib/labels/label-skus';
import { skuQrDataUrl } from '@/lib/labels/sku-qr';
import { requireStaff } from '@/lib/identity/viewer';
import type { PageProps } from '@/lib/site/page-props';
import { siteUrl } from '@/lib/site/url';
import { tenant } from '@/lib/tenant';
import styles from './labels.module.css';

export const metadata: Metadata = { title: 'Print labels', robots: { index: false } };

/**
 * Printable prop labels (issue 13 §6): the title, the SKU in letters, where the prop lives (issue 38
 * §3) and a QR code of the counter's address on the SKU (issue 38 §2): a phone's camera opens it, a
 * scanner types it and the counter reads the SKU back; typed here, such an address gives its SKU too. Which props: the SKUs typed in the box (or
 * `?sku=`, one or several), or every line of a request (`?request=`, linked from the inbox). A GET
 * form and images drawn on the server, so it needs no script; the browser's print makes the sheet.
 */
export default async function LabelsPage({ searchParams }: PageProps) {
  await requireStaff();
  const db = await getDb();
  const { sku, skus: typed, request } = await searchParams;
  const fromRequest = typeof request === 'string' && request ? await requestSkus(db, tenant.vendor.id, request.slice(0, 100)) : [];
  const site = siteUrl();
  const asked = labelSkus([...[sku ?? []].flat(), ...[typed ?? []].flat(), ...fromRequest], site);
  const { found, unknown } = await labelItemsBySku(db, tenant.vendor.id, asked);
  const labels = await Promise.all(found.map(async (item) => ({ ...item, qr: await skuQrDataUrl(item.sku, site) })));
  return (
    <div className="page">
      <div data-no-print>
        <h1>Print labels</h1>
        <form method="get" action="/staff/labels">
          <div className="field">
            <label htmlFor="label-skus">SKUs</label>
            <textarea id="label-skus" name="skus" rows={4} defaultValue={asked.join('\n')} aria-describedby="label-skus-hint" spellCheck={false} />
            <p id="label-skus-hint" className="field-hint">
              One or more a line, typed or scanned; up to {MAX_LABELS}.
            </p>
          </div>
          <div className="button-row">
            <button type="submit" className="button">
              Show labels
            </button>
            {labels.length > 0 && <PrintButton />}
            <Link href="/staff/check-in">Check out and check in</Link>
          </div>
        </form>
        {unknown.length > 0 && (
          <p role="alert" className="notice notice-error">
            No prop has the SKU {unknown.join(', ')}.
          </p>
        )}
        {asked.length > 0 && (
          <p role="status">
            {labels.length} {labels.length === 1 ? 'label' : 'labels'}
          </p>
        )}
      </div>
      {labels.length > 0 && (
        <ul className={styles.sheet} aria-label="Labels">
          {labels.map((label) => (
            <li key={label.id} className={styles.label}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a data: SVG drawn on the server, nothing to optimise */}
              <img src={label.qr} alt={`QR code of SKU ${label.sku}`} width={96} height={96} />
              <div>
                <p className={styles.title}>{label.title}</p>
                <p className={styles.sku}>{label.sku}</p>
                {label.location && <p className={styles.location}>Location {label.location}</p>}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
