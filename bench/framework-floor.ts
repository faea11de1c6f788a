import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const SOURCES = resolve('bench', 'framework-floor');
const require = createRequire(import.meta.url);
const versionOf = (name: string) => (require(`${name}/package.json`) as { version: string }).version;
/** What the floor is built with: the storefront's own Next.js, React and TypeScript, at their locked versions. */
const PACKAGES = ['next', 'react', 'react-dom', 'typescript', '@types/react'].map((name) => `${name}@${versionOf(name)}`);

function run(command: string, args: string[], cwd: string) {
  const done = spawnSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (done.status !== 0) throw new Error(`the framework's floor: \`${command} ${args.join(' ')}\` exited with ${done.status}`);
}

/**
 * The bare Next.js page of bench/framework-floor, built once in a folder of its own outside the
 * project with the same versions (`npm install` from the registry), and served by `next start` on
 * `port`. Outside, because Next.js builds the project's proxy.ts and instrumentation.ts into any app
 * under the project's folder, and Turbopack follows no link to the project's node_modules.
 */
export async function startFrameworkFloor(port: number): Promise<{ url: string; stop(): Promise<void> }> {
  const dir = join(tmpdir(), `storefront-framework-floor-next-${versionOf('next')}-react-${versionOf('react')}`);
  if (!existsSync(join(dir, '.next', 'BUILD_ID'))) {
    mkdirSync(dir, { recursive: true });
    cpSync(SOURCES, dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'framework-floor', private: true }));
    run('npm', ['install', '--no-audit', '--no-fund', ...PACKAGES], dir);
    run(join('node_modules', '.bin', 'next'), ['build'], dir);
  }
  const child = spawn(join('node_modules', '.bin', 'next'), ['start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the framework's floor exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('the framework’s floor did not answer within 60 s');
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
