import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { CatalogSearchProvider } from '@/components/catalog/CatalogSearchProvider';
import { ConfirmDialogProvider } from '@/components/confirm-dialog/ConfirmDialogProvider';
import { MapsLayerProvider } from '@/components/maps-layer/MapsLayerProvider';
import { Analytics } from '@/components/Analytics';
import { AuthProvider } from '@/components/auth/AuthProvider';
import { GuestStartScript } from '@/components/auth/GuestStartScript';
import { ImpersonationBanner } from '@/components/auth/ImpersonationBanner';
import { FavouritesProvider } from '@/components/favourites/FavouritesProvider';
import { SetListsProvider } from '@/components/set-lists/SetListsProvider';
import { PublicOnly } from '@/components/site-chrome/PublicOnly';
import { SiteFooter } from '@/components/site-footer/SiteFooter';
import { SiteHeader } from '@/components/site-header/SiteHeader';
import { getDb } from '@/lib/db';
import { personalStateOf } from '@/lib/identity/personal-state/personal-state-of';
import { startUpForRequest } from '@/lib/identity/viewer';
import { SHARED_PAGE_HEADER } from '@/lib/page-cache/shared-pages.mjs';
import { houseDay, rememberedPeriod } from '@/lib/rental-period/period-cookie';
import { siteUrl } from '@/lib/site/url';
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
  // A shared page is the same for everyone (issue 29, decision 126): who is asking is not read, and
  // the person's own part comes from /api/me. A personal page reads it here, writing nothing.
  const shared = (await headers()).get(SHARED_PAGE_HEADER) === '1';
  const personal = shared ? null : await personalStateOf(await startUpForRequest(), await getDb());
  // The person's rental period for the header (issue 28 §4): a shared page is kept by it too.
  const period = await rememberedPeriod();
  return (
    <html lang={tenant.locale}>
      <body>
        <GuestStartScript />
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <AuthProvider server={personal} renderId={crypto.randomUUID()}>
          <ImpersonationBanner />
          <FavouritesProvider>
            <ConfirmDialogProvider>
              <SetListsProvider>
                <MapsLayerProvider>
                  <CatalogSearchProvider>
                    {/* The staff area wears its own shell (issue 25 §1). */}
                    <PublicOnly>{tenant.hasNavBar && <SiteHeader period={period} today={houseDay()} />}</PublicOnly>
                    <main id="main" tabIndex={-1}>
                      {children}
                    </main>
                    <PublicOnly>
                      <SiteFooter />
                    </PublicOnly>
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
