import { IntentLink } from '@/components/IntentLink';
import { EVERYONE, headerEntries, isGroup } from '@/lib/navigation/links';
import { AccountLinks } from '@/components/auth/AccountLinks';
import { SignedInOnly } from '@/components/auth/SignedInOnly';
import { HeaderRentalPeriod } from '@/components/rental-period/HeaderRentalPeriod';
import type { RentalPeriod } from '@/lib/rental-period/rental-period';
import { tenant } from '@/lib/tenant';
import { HeaderSearch } from './HeaderSearch';
import { MenuDisclosure } from './MenuDisclosure';
import styles from './site-header.module.css';

/**
 * The same for everyone who has the same rental period (decision 126): links for the signed in only
 * (decision 3) and the account links are decided in the browser. The search is on every page, a
 * phone's too (issue 28 §3); so is the person's rental period (`period`, from their cookie; issue 28
 * §4), on a phone a row of its own once chosen.
 */
export function SiteHeader({ period, today }: { period: RentalPeriod | null; today: string }) {
  return (
    <header className={styles.header} data-no-print>
      <div className={styles.inner}>
        <IntentLink href="/" className={styles.brand} aria-label={`${tenant.appTitle} home`}>
          {/* eslint-disable-next-line @next/next/no-img-element -- tenant logos may be SVG or external; sizes come from the tenant */}
          <img src={tenant.headerLogo.url} width={tenant.headerLogo.width} height={tenant.headerLogo.height} alt="" className={styles.logo} />
          {/* eslint-disable-next-line @next/next/no-img-element -- as above */}
          <img src={tenant.logomark.url} width={tenant.logomark.width} height={tenant.logomark.height} alt="" className={styles.logomark} />
        </IntentLink>
        <HeaderSearch action={tenant.basepath} />
        <nav aria-label="Main" className={styles.nav}>
          {headerEntries(tenant.headerLinks, EVERYONE).map((entry) => {
            const shown = isGroup(entry) ? (
              <MenuDisclosure key={entry.label} label={entry.label} links={entry.children} />
            ) : (
              <IntentLink key={entry.href} href={entry.href} className={styles.topLink}>
                {entry.label}
              </IntentLink>
            );
            return entry.auth ? <SignedInOnly key={isGroup(entry) ? entry.label : entry.href}>{shown}</SignedInOnly> : shown;
          })}
        </nav>
        {tenant.showAvailability && <HeaderRentalPeriod remembered={period} today={today} basePath={tenant.basepath} locale={tenant.locale} />}
        <AccountLinks requests={`${tenant.request.type}s`} />
      </div>
    </header>
  );
}
