import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { CatalogSearchProvider } from '@/components/catalog/CatalogSearchProvider';
import { ConfirmDialogProvider } from '@/components/confirm-dialog/ConfirmDialogProvider';
import { MapsLayerProvider } from '@/components/maps-layer/MapsLayerProvider';
import { Analytics } from '@/components/Analytics';
import { AuthProvider } from '@/components/auth/AuthProvider';
import { ImpersonationBanner } from '@/components/auth/ImpersonationBanner';
import { FavouritesProvider } from '@/components/favourites/FavouritesProvider';
import { SetListsProvider } from '@/components/set-lists/SetListsProvider';
import { SiteFooter } from '@/components/site-footer/SiteFooter';
import { SiteHeader } from '@/components/site-header/SiteHeader';
import { getDb } from '@/lib/db';
import { listFavouriteIds } from '@/lib/favourites/list-favourites';
import { listSetListChoices } from '@/lib/set-lists/read-set-lists';
import { startUpForRequest } from '@/lib/identity/viewer';
import { audienceFor } from '@/lib/navigation/links';
import { houseDay, rememberedPeriod } from '@/lib/rental-period/period-cookie';
import { siteUrl } from '@/lib/site/url';
import { personName } from '@/lib/vendor-users/person-name';
import { tenant } from '@/lib/tenant';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: siteUrl(),
  title: { default: tenant.metaTitle, template: `%s | ${tenant.appTitle}` },
  description: tenant.metaDescription,
  applicationName: tenant.appTitle,
  icons: { icon: tenant.faviconUrl, apple: tenant.logomark.url },
  openGraph: {
    type: 'website',
    siteName: tenant.appTitle,
    title: tenant.metaTitle,
    description: tenant.metaDescription,
    locale: tenant.locale,
    images: [{ url: tenant.thumbnail.largeUrl, width: 1200, height: 630, alt: tenant.appTitle }],
  },
  twitter: { card: 'summary_large_image', images: [tenant.thumbnail.largeUrl] },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#9a3b12' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every response carries its own CSP nonce, so pages render per request.
  await connection();
  // Spec §4 start-up, once per page load; the browser provider starts from its answer.
  const startUp = await startUpForRequest();
  const owner = startUp.viewer.user ? { vendorId: tenant.vendor.id, uid: startUp.viewer.user.uid } : null;
  const [favouriteIds, setListChoices] = owner
    ? await Promise.all([listFavouriteIds(await getDb(), owner), listSetListChoices(await getDb(), owner)])
    : [[], []];
  // The person's rental period for the header (issue 28 §4): none for a visitor with no cookie, so a cached page shows none.
  const period = await rememberedPeriod();
  const audience = audienceFor(startUp.decision.event.outcome === 'authenticated' ? 'authenticated' : 'notAuthenticated');
  return (
    <html lang={tenant.locale}>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <AuthProvider server={{ event: startUp.decision.event, idToken: startUp.idToken }}>
          {startUp.viewer.impersonatedBy && startUp.viewer.vendorUser && <ImpersonationBanner name={personName(startUp.viewer.vendorUser)} />}
          <FavouritesProvider initial={favouriteIds}>
            <ConfirmDialogProvider>
              <SetListsProvider initial={setListChoices}>
                <MapsLayerProvider>
                  <CatalogSearchProvider>
                    {tenant.hasNavBar && <SiteHeader audience={audience} period={period} today={houseDay()} />}
                    <main id="main" tabIndex={-1}>
                      {children}
                    </main>
                    <SiteFooter audience={audience} />
                  </CatalogSearchProvider>
                </MapsLayerProvider>
              </SetListsProvider>
            </ConfirmDialogProvider>
          </FavouritesProvider>
        </AuthProvider>
        <Analytics />
      </body>
    </html>
  );
}
