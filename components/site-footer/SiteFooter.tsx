import { IntentLink } from '@/components/IntentLink';
import { SignedInOnly } from '@/components/auth/SignedInOnly';
import { EVERYONE, footerEntries } from '@/lib/navigation/links';
import { addressLines, telHref } from '@/lib/site/contact-links';
import { tenant } from '@/lib/tenant';
import styles from './site-footer.module.css';

/** The same for everyone (decision 126): a link for the signed in only (decision 3) is shown in the browser. */
export function SiteFooter() {
  const { vendor } = tenant;
  const lines = addressLines(vendor.address);
  return (
    <footer className={styles.footer} data-no-print>
      <div className={styles.inner}>
        <section aria-labelledby="footer-vendor" className={styles.vendor}>
          <h2 id="footer-vendor" className={styles.heading}>
            {vendor.displayName}
          </h2>
          <address className={styles.address}>
            {lines[0]}
            <br />
            {lines[1]}
            <br />
            <a href={telHref(vendor.phone)}>{vendor.phone}</a>
            <br />
            <a href={`mailto:${vendor.email}`}>{vendor.email}</a>
          </address>
          <p className={styles.hours}>Visits {vendor.hours}</p>
        </section>
        <nav aria-label="Footer" className={styles.links}>
          <ul>
            {footerEntries(tenant.footerLinks, EVERYONE).map((link) => {
              const item = (
                <li key={link.href}>
                  <IntentLink href={link.href}>{link.label}</IntentLink>
                </li>
              );
              return link.auth ? <SignedInOnly key={link.href}>{item}</SignedInOnly> : item;
            })}
          </ul>
        </nav>
        <ul aria-label="Social media" className={styles.social}>
          {tenant.socialLinks.map((link) => (
            <li key={link.url}>
              <a href={link.url} rel="noopener noreferrer" target="_blank" aria-label={link.label}>
                <SocialIcon network={link.network} />
              </a>
            </li>
          ))}
        </ul>
      </div>
      <p className={styles.legal}>
        © {new Date().getFullYear()} {vendor.legalName}
      </p>
    </footer>
  );
}

function SocialIcon({ network }: { network: string }) {
  if (network === 'instagram') {
    return (
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="17.5" cy="6.5" r="1.2" fill="currentColor" />
      </svg>
    );
  }
  if (network === 'facebook') {
    return (
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M14 8h3V4h-3c-2.8 0-4 1.9-4 4.5V11H7v4h3v7h4v-7h3l1-4h-4V8.8c0-.5.3-.8 1-.8Z" fill="currentColor" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
