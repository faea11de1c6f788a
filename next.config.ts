import type { NextConfig } from 'next';
import { PHOTO_UPLOAD_BODY_LIMIT } from './lib/http/body-limits';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // PGlite loads its WebAssembly and data files from its own package folder at run time; so do its
  // pg_dump (the backups), libheif (heic-decode), which reads iPhones' HEIC photos, and pdf.js, which
  // checks certificates of insurance.
  serverExternalPackages: ['@electric-sql/pglite', '@electric-sql/pglite-tools', 'heic-decode', 'libheif-js', 'pdfjs-dist'],
  images: { unoptimized: true },
  experimental: {
    // Next.js would load every page's code the moment the server is ready, that is while it renders
    // the first request: up to a second of a cold start on two cores (issue 29). scripts/start.mjs
    // runs the same preload once the first answer has gone.
    preloadEntriesOnStart: false,
    // Next.js's limit is one for every action, so it is the largest (the photo upload's); the proxy
    // keeps every other address to 1 MB (lib/http/malformed-post.ts, decision 97).
    serverActions: { bodySizeLimit: PHOTO_UPLOAD_BODY_LIMIT },
    // The proxy reads a post's body to check it; past this size Next.js would hand on only a part of it.
    proxyClientMaxBodySize: PHOTO_UPLOAD_BODY_LIMIT + 1024 * 1024,
    // The stylesheets go in the page itself (about 7 KB gzip): three stylesheets fetched apart held
    // the first paint on a phone's connection, and the largest paint with it (issue 29, decision 126).
    // The content security policy allows them by this response's nonce, a cached page's by hash (lib/security/headers.ts).
    inlineCss: true,
  },
};

export default nextConfig;
