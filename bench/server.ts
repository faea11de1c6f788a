import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type RunningServer = { baseUrl: string; coldStartMs: number; stop(): Promise<void> };

/**
 * Starts `npm start`'s server and times it to the first 200 on `/`: on a fresh embedded database, or
 * on `dataDir` when given (a catalogue seeded beforehand, left in place afterwards).
 */
export async function startServer(port: number, given?: { dataDir: string }): Promise<RunningServer> {
  const dataDir = given?.dataDir ?? mkdtempSync(join(tmpdir(), 'storefront-bench-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  // Another server on the port would answer for ours, and every figure would be its.
  const taken = await fetch(baseUrl).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already taken: stop what listens there, or set BENCH_PORT`);
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), PGLITE_DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('the server did not answer within 120 s');
    const ok = await fetch(`${baseUrl}/`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const coldStartMs = performance.now() - started;
  return {
    baseUrl,
    coldStartMs,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      if (!given) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
