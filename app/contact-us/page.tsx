import type { Metadata } from 'next';
import { OpenMapButton } from '@/components/maps-layer/MapsLayerProvider';
import { vendorMapPlace } from '@/components/maps-layer/vendor-place';
import { VendorDistance } from '@/components/vendor-distance/VendorDistance';
import { cachePageAs } from '@/lib/page-cache/page-tags';
import type { PageProps } from '@/lib/site/page-props';
import { addressLines, telHref } from '@/lib/site/contact-links';
import { tenant } from '@/lib/tenant';
import { ContactForm } from './ContactForm';
import styles from './contact.module.css';

export const metadata: Metadata = {
  title: 'Contact',
  description: `How to reach ${tenant.vendor.displayName}: address, phone, email and visiting hours.`,
  alternates: { canonical: '/contact-us' },
};

export default async function ContactPage(_props: PageProps) {
  await cachePageAs();
  const { vendor } = tenant;
  const lines = addressLines(vendor.address);
  return (
    <div className="page">
      <h1>Contact</h1>
      <p className="lead">Call, write or come and see the props in person. Pulls and visits are {vendor.hours}.</p>
      <div className={styles.grid}>
        <section aria-labelledby="visit-us" className={styles.panel}>
          <h2 id="visit-us">Visit us</h2>
          <address className={styles.address}>
            {vendor.displayName}
            <br />
            {lines[0]}
            <br />
            {lines[1]}
          </address>
          <dl className={styles.details}>
            <dt>Hours</dt>
            <dd>{vendor.hours[0]?.toUpperCase() + vendor.hours.slice(1)}</dd>
            <dt>Phone</dt>
            <dd>
              <a href={telHref(vendor.phone)}>{vendor.phone}</a>
            </dd>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${vendor.email}`}>{vendor.email}</a>
            </dd>
            <dt>Distance</dt>
            <dd>
              <VendorDistance vendorName={vendor.displayName} vendorGeoloc={vendor._geoloc} locale={tenant.locale} />
            </dd>
          </dl>
          <div className="button-row">
            <OpenMapButton className="button" place={vendorMapPlace(tenant)}>
              Show on map
            </OpenMapButton>
            <a className="button button-secondary" href={vendor.mapsUrl} target="_blank" rel="noopener noreferrer">
              Directions
            </a>
          </div>
        </section>
        <section aria-labelledby="write-to-us" className={styles.panel}>
          <h2 id="write-to-us">Questions, quotes and holds</h2>
          <p>
            Tell us about your production and what you are looking for. To keep specific props for your dates, put them on {tenant.request.type} from the
            catalogue.
          </p>
          <ContactForm />
        </section>
      </div>
    </div>
  );
}
