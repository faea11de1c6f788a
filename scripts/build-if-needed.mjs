// Builds the production app when any source is newer than the last build, or the locked
// dependencies differ from the ones it was built with.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['app', 'components', 'lib', 'tenant', 'public', 'proxy.ts', 'instrumentation.ts', 'next.config.ts'];
const LOCK = 'package-lock.json';
// What the last build was made with: `npm install` rewrites the lock file even when nothing in it
// changes, so its time says nothing; its content does.
const LOCK_STAMP = join('.next', 'package-lock.sha256');

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestChange(join(path, entry))), stat.mtimeMs);
}

const lockHash = (root) => {
  const lock = join(root, LOCK);
  return existsSync(lock) ? createHash('sha256').update(readFileSync(lock)).digest('hex') : '';
};

/** Why the app in `root` must be built, or null when its last build is current. */
export function buildReason(root = '.') {
  const buildId = join(root, '.next', 'BUILD_ID');
  if (!existsSync(buildId)) return 'No build yet: building…';
  const builtAt = statSync(buildId).mtimeMs;
  if (Math.max(...SOURCES.map((source) => newestChange(join(root, source)))) > builtAt) return 'Sources changed since the last build: building…';
  const stamp = join(root, LOCK_STAMP);
  // A build made some other way (`npm run build`) has no stamp: the lock file's time decides.
  const lockChanged = existsSync(stamp) ? readFileSync(stamp, 'utf8') !== lockHash(root) : newestChange(join(root, LOCK)) > builtAt;
  return lockChanged ? 'The locked dependencies changed since the last build: building…' : null;
}

export function buildIfNeeded() {
  const reason = buildReason();
  if (!reason) return;
  console.log(reason);
  const build = spawnSync(join('node_modules', '.bin', 'next'), ['build'], { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(LOCK_STAMP, lockHash('.'));
}
