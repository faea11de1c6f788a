import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/site/url';

export default function robots(): MetadataRoute.Robots {
  return {
    // /api/ answers scripts, not readers; /dev/ is the development kit.
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/dev/'] },
    sitemap: new URL('/sitemap.xml', siteUrl()).toString(),
  };
}
