import { gzipSync } from 'node:zlib';

import { readFileSync } from 'node:fs';

export type FirstLoadJs = { scriptsKb: number; files: number; inlinePayloadKb: number; frameworkKb: number; ownKb: number };

/** The build's runtime chunks, loaded by every page: React and Next.js's own, which our code does not choose. */
function frameworkChunks(): Set<string> {
  const manifest = JSON.parse(readFileSync('.next/build-manifest.json', 'utf8')) as { rootMainFiles?: string[] };
  return new Set((manifest.rootMainFiles ?? []).map((file) => `/_next/${file}`));
}

/**
 * The JavaScript a first visit downloads, gzip-compressed: every module script the HTML loads
 * (not `noModule` polyfills, which modern browsers skip), and separately the inline scripts that
 * carry the page's React Server Components payload. `frameworkKb` is the part in the build's
 * runtime chunks (React and Next.js), `ownKb` the rest: our components and what they import.
 */
export async function firstLoadJs(url: string): Promise<FirstLoadJs> {
  const html = await (await fetch(url)).text();
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script([^>]*)\ssrc="([^"]+)"[^>]*>/g)) {
    if (!/\snomodule/i.test(match[0])) sources.add((match[2] as string).replaceAll('&amp;', '&'));
  }
  const framework = frameworkChunks();
  let bytes = 0;
  let frameworkBytes = 0;
  for (const source of sources) {
    const size = gzipSync(Buffer.from(await (await fetch(new URL(source, url))).arrayBuffer())).length;
    bytes += size;
    if (framework.has(new URL(source, url).pathname)) frameworkBytes += size;
  }
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]).join('\n');
  return {
    scriptsKb: bytes / 1024,
    files: sources.size,
    inlinePayloadKb: gzipSync(inline).length / 1024,
    frameworkKb: frameworkBytes / 1024,
    ownKb: (bytes - frameworkBytes) / 1024,
  };
}
