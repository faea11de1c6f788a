// `npm start`: build when the sources are newer than the last build, then serve on PORT (default 3000).
// The server itself migrates the database and seeds the demo prop house at start (instrumentation.ts).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

process.env.NEXT_TELEMETRY_DISABLED = '1';
const next = join('node_modules', '.bin', 'next');
const SOURCES = ['app', 'components', 'lib', 'tenant', 'public', 'proxy.ts', 'instrumentation.ts', 'next.config.ts', 'package-lock.json'];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestChange(join(path, entry))), stat.mtimeMs);
}

const buildId = join('.next', 'BUILD_ID');
const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
if (builtAt < Math.max(...SOURCES.map(newestChange))) {
  console.log(builtAt ? 'Sources changed since the last build: building…' : 'No build yet: building…');
  const build = spawnSync(next, ['build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = process.env.PORT || '3000';
const server = spawn(next, ['start', '--port', port, ...process.argv.slice(2)], { stdio: 'inherit' });
// Pass stop signals on, so the server releases the embedded database folder before exiting.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
