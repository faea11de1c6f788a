// `npm start`: build when the sources are newer than the last build, then serve on PORT (default 3000).
// The server itself migrates the database and seeds the demo prop house at start (instrumentation.ts).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
buildIfNeeded();

const port = process.env.PORT || '3000';
const server = spawn(join('node_modules', '.bin', 'next'), ['start', '--port', port, ...process.argv.slice(2)], { stdio: 'inherit' });
// Pass stop signals on, so the server releases the embedded database folder before exiting.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
