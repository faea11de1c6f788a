import 'server-only';
import { once } from 'node:events';
import { chmodSync, createReadStream, createWriteStream, existsSync, unlinkSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join, relative, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { manifestSchema } from './backup-manifest';
import type { MadeBackup } from './create-backup';

/**
 * `npm run backup` while the storefront runs (issue 23 §8). Only one process may open the embedded
 * folder, and the server holds it, so the server makes the backup and hands the archive over a Unix
 * socket in the data folder: only someone who can reach the data folder, and so read the whole
 * business anyway, can ask. The socket is the owner's alone (0600) and answers one request: a JSON
 * line `{"command":"backup"}`, answered by a JSON line (`ok`, the archive's `name`, `bytes` and
 * `manifest`, or `error`) and then the archive's bytes. The archive travels rather than being
 * written by the server where the caller names, so it lands where `npm run backup` runs, even when
 * the server runs in a container that sees other paths.
 */
const SOCKET = 'backup.sock';
/** Room for the request line; anything longer is not a request. */
const MAX_LINE = 64 * 1024;

type Answer = { ok: true; name: string; bytes: number; manifest: unknown } | { ok: false; error: string };

/**
 * Where the socket is for a data folder. A Unix socket's path is limited to 107 bytes, so it is
 * named from the current folder when that is shorter (the server and `npm run backup` both run in
 * the app's folder).
 */
export function backupSocketPath(dataDir: string): string {
  const absolute = resolve(dataDir, SOCKET);
  const fromHere = relative(process.cwd(), absolute);
  return fromHere.length < absolute.length ? fromHere : absolute;
}

/**
 * Answers backup requests on the data folder's socket until the process ends. Called by the process
 * holding the folder's lock, so a socket file already there is a dead server's and is replaced.
 */
export async function answerBackupRequests(socketPath: string, backUp: (outDir: string) => Promise<MadeBackup>): Promise<Server> {
  if (existsSync(socketPath)) unlinkSync(socketPath);
  const server = createServer((socket) => void answer(socket, backUp));
  server.listen(socketPath);
  await once(server, 'listening');
  chmodSync(socketPath, 0o600);
  // Node removes the socket file on close(), not on exit: remove it, so it never outlives the server.
  const removeSocket = () => {
    try {
      unlinkSync(socketPath);
    } catch {
      // already gone
    }
  };
  process.once('exit', removeSocket);
  server.once('close', () => process.off('exit', removeSocket));
  return server;
}

async function answer(socket: Socket, backUp: (outDir: string) => Promise<MadeBackup>): Promise<void> {
  socket.on('error', () => socket.destroy()); // the caller went away: nothing to answer
  const folder = await mkdtemp(join(tmpdir(), 'storefront-backup-answer-'));
  try {
    const request = JSON.parse((await readLine(socket)).toString('utf8')) as { command?: unknown };
    if (request.command !== 'backup') throw new Error(`unknown command ${JSON.stringify(request.command)}`);
    const made = await backUp(folder);
    socket.write(`${JSON.stringify({ ok: true, name: basename(made.path), bytes: made.bytes, manifest: made.manifest } satisfies Answer)}\n`);
    await pipeline(createReadStream(made.path), socket);
  } catch (error) {
    if (!socket.destroyed) socket.end(`${JSON.stringify({ ok: false, error: error instanceof Error ? error.message : String(error) } satisfies Answer)}\n`);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Asks the server holding the data folder for a backup and writes the archive it sends into
 * `outDir`, under a temporary name until every byte has arrived.
 */
export async function requestBackup(socketPath: string, outDir: string): Promise<MadeBackup> {
  const started = performance.now();
  const socket = connect(socketPath);
  await once(socket, 'connect');
  socket.write(`${JSON.stringify({ command: 'backup' })}\n`);
  const answer = JSON.parse((await readLine(socket)).toString('utf8')) as Answer;
  if (!answer.ok) {
    socket.destroy();
    throw new Error(`The running storefront could not make the backup: ${answer.error}`);
  }
  const name = basename(answer.name);
  const path = join(outDir, name);
  if (existsSync(path)) throw new Error(`${path} already exists: a backup was made this same second. Run it again.`);
  await mkdir(outDir, { recursive: true });
  const partial = join(outDir, `.${name}.partial`);
  let bytes = 0;
  try {
    const file = createWriteStream(partial);
    await pipeline(socket, file);
    bytes = file.bytesWritten;
    if (bytes !== answer.bytes) throw new Error(`The archive from the running storefront stopped after ${bytes} of ${answer.bytes} bytes.`);
    await rename(partial, path);
  } finally {
    await rm(partial, { force: true });
  }
  return { path, bytes, seconds: (performance.now() - started) / 1000, manifest: manifestSchema.parse(answer.manifest) };
}

/**
 * The first line the socket sends. What came after it is put back, for whoever reads on (the
 * archive's bytes); the line's own bytes are taken.
 */
function readLine(socket: Socket): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    let buffered = Buffer.alloc(0);
    const stop = () => {
      socket.off('data', onData);
      socket.off('end', onEnd);
      socket.off('error', onError);
      socket.pause();
    };
    const onData = (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      const at = buffered.indexOf(0x0a);
      if (at >= 0) {
        stop();
        if (at + 1 < buffered.length) socket.unshift(buffered.subarray(at + 1));
        resolve(buffered.subarray(0, at));
      } else if (buffered.length > MAX_LINE) {
        stop();
        reject(new Error('The line is too long.'));
      }
    };
    const onEnd = () => {
      stop();
      reject(new Error('The connection closed before an answer.'));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    socket.on('data', onData).on('end', onEnd).on('error', onError);
  });
}
