import { gzipSync } from 'node:zlib';

export type FirstLoadJs = { scriptsKb: number; files: number; inlinePayloadKb: number };

/**
 * The JavaScript a first visit downloads, gzip-compressed: every module script the HTML loads
 * (not `noModule` polyfills, which modern browsers skip), and separately the inline scripts that
 * carry the page's React Server Components payload.
 */
export async function firstLoadJs(url: string): Promise<FirstLoadJs> {
  const html = await (await fetch(url)).text();
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script([^>]*)\ssrc="([^"]+)"[^>]*>/g)) {
    if (!/\snomodule/i.test(match[0])) sources.add((match[2] as string).replaceAll('&amp;', '&'));
  }
  let bytes = 0;
  for (const source of sources) bytes += gzipSync(Buffer.from(await (await fetch(new URL(source, url))).arrayBuffer())).length;
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]).join('\n');
  return { scriptsKb: bytes / 1024, files: sources.size, inlinePayloadKb: gzipSync(inline).length / 1024 };
}
