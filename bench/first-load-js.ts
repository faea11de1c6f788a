import { gzipSync } from 'node:zlib';

/** The JavaScript a first visit downloads: every script the HTML loads, gzip-compressed, summed. */
export async function firstLoadJsKb(url: string): Promise<{ kb: number; files: number }> {
  const html = await (await fetch(url)).text();
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) sources.add(match[1] as string);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) sources.add(match[1] as string);
  let bytes = Buffer.byteLength(gzipSync(inlineScripts(html)));
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source.replaceAll('&amp;', '&'), url))).arrayBuffer());
    bytes += gzipSync(body).length;
  }
  return { kb: bytes / 1024, files: sources.size };
}

function inlineScripts(html: string): string {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]).join('\n');
}
