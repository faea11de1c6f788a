// CI's first step (issue 9): do what a newcomer does on a fresh clone. Run the README's start command
// (no build, no data yet), wait for the storefront to answer, check the home, a catalogue and an item
// page, stop it, then start it again on the same data and check again.
// Usage: node .ci/first-run.mjs RESULTS_FILE. Writes {passed, failed} for the CI totals.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';

const resultsFile = process.argv[2];
const port = 3000; // the README's default: the command is run as written, with no PORT
const base = `http://127.0.0.1:${port}`;
const FIRST_START_LIMIT_MS = 15 * 60_000; // install and build on 2 cores take a few minutes
const RESTART_LIMIT_MS = 3 * 60_000;
const checks = { passed: 0, failed: 0 };

function check(name, ok, detail = '') {
  checks[ok ? 'passed' : 'failed'] += 1;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
  return ok;
}

/** The start command exactly as README.md's Quick start gives it (its first line that runs `npm start`). */
function readmeStartCommand() {
  const quickStart = readFileSync('README.md', 'utf8').split('## Quick start')[1] ?? '';
  const line = quickStart.split('\n').find((text) => /\bnpm start\b/.test(text) && !text.startsWith('`'));
  if (!line) throw new Error('README.md has no Quick start line with `npm start`.');
  return line.replace(/\s+#.*$/, '').trim();
}

function portIsFree() {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => socket.destroy() || resolve(false));
    socket.once('error', () => resolve(true));
  });
}

async function get(path) {
  try {
    const response = await fetch(base + path, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });
    return { status: response.status, body: await response.text() };
  } catch (error) {
    return { status: 0, body: String(error) };
  }
}

function start(command, logFile) {
  const log = [];
  // Its own process group, so stopping it stops npm, the build and the server together.
  const child = spawn('bash', ['-c', command], { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, PORT: '' } });
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => log.push(chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, exited, output: () => (writeFileSync(logFile, log.join('')), log.join('')) };
}

async function waitForHome(run, limitMs) {
  const deadline = Date.now() + limitMs;
  let exit;
  run.exited.then((value) => (exit = value));
  while (Date.now() < deadline) {
    if (exit) return `the command exited (${exit.code ?? exit.signal}) before / answered`;
    if ((await get('/')).status === 200) return null;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return `/ did not answer 200 within ${limitMs / 1000} s`;
}

async function stop(run) {
  try {
    process.kill(-run.child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
  const timeout = new Promise((resolve) => setTimeout(() => resolve('timeout'), 20_000));
  if ((await Promise.race([run.exited, timeout])) === 'timeout') {
    process.kill(-run.child.pid, 'SIGKILL');
    return false;
  }
  return true;
}

async function gone(path, withinMs) {
  for (const deadline = Date.now() + withinMs; existsSync(path); await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (Date.now() > deadline) return false;
  }
  return true;
}

async function runOnce(label, command, limitMs) {
  const started = Date.now();
  const run = start(command, `ci-first-run-${label}.log`);
  const problem = await waitForHome(run, limitMs);
  if (!check(`${label}: \`${command}\` serves / with 200`, !problem, problem ?? `${((Date.now() - started) / 1000).toFixed(1)} s`)) {
    console.log(run.output().split('\n').slice(-40).join('\n'));
    await stop(run);
    return false;
  }
  const catalog = await get('/catalog');
  check(`${label}: /catalog answers 200`, catalog.status === 200, String(catalog.status));
  const item = catalog.body.match(/href="(\/items\/[^"?#]+)"/)?.[1];
  const itemPage = item ? await get(item) : { status: 0 };
  check(`${label}: an item page from the catalogue answers 200`, itemPage.status === 200, `${item ?? 'no item link on /catalog'} ${itemPage.status}`);
  const category = await get('/categories');
  check(`${label}: /categories answers 200`, category.status === 200, String(category.status));
  // Issue 23 §13: a newcomer's first run prints nothing that looks wrong (better-auth once warned "Base URL is not set").
  const alarming = run
    .output()
    .split('\n')
    .filter((line) => /\b(warn(ing)?|error|deprecated|failed)\b/i.test(line));
  check(`${label}: it printed no warning or error`, alarming.length === 0, alarming.slice(0, 5).join(' | '));
  check(`${label}: the server stops on SIGTERM`, await stop(run));
  // npm may exit before the server's own exit handlers have run: give the lock a moment to go.
  check(`${label}: the stopped server leaves no lock on ./data`, await gone('data/storefront.pid', 10_000));
  run.output();
  return true;
}

const fresh = !existsSync('.next') && !existsSync('data') && !existsSync('node_modules');
if (!check('a fresh clone: no node_modules, no .next, no data', fresh, fresh ? '' : 'run this on a fresh clone (git clone) as CI does')) {
  writeFileSync(resultsFile, JSON.stringify(checks));
  process.exit(1);
}
if (!check(`port ${port} is free for the README's command`, await portIsFree())) {
  writeFileSync(resultsFile, JSON.stringify(checks));
  process.exit(1);
}
const command = readmeStartCommand();
if (await runOnce('first start', command, FIRST_START_LIMIT_MS)) {
  await runOnce('second start on the same data', command, RESTART_LIMIT_MS);
}
writeFileSync(resultsFile, JSON.stringify(checks));
console.log(`first run: ${checks.passed} passed, ${checks.failed} failed`);
process.exit(checks.failed > 0 ? 1 : 0);
