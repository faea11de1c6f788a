import http from 'node:http';

import { percentiles, type Percentiles } from './percentiles';

/**
 * Time to first byte under load: `connections` keep-alive clients request `url` back to back for
 * `seconds` (with `headers`, such as a session cookie); each sample is the time from sending to the response headers. Bounded in time, local only.
 */
export async function measureTtfb(url: string, connections = 20, seconds = 10, headers: Record<string, string> = {}): Promise<Percentiles> {
  const target = new URL(url);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(target.hostname)) throw new Error('load is sent to this machine only');
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const samples: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const once = () =>
    new Promise<void>((resolve) => {
      const sent = performance.now();
      const request = http.get(target, { agent, headers }, (response) => {
        const ttfb = performance.now() - sent;
        if (response.statusCode === 200) samples.push(ttfb);
        else errors++;
        response.resume().on('end', resolve);
      });
      request.on('error', () => {
        errors++;
        resolve();
      });
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) await once();
    }),
  );
  agent.destroy();
  return percentiles(samples, errors);
}
