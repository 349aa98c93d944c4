/**
 * Graceful shutdown of the real server process (server.ts, bundled as `npm run build` bundles it, on a copy of the
 * tests' migrated PGlite database): a request is held in flight by sending its body in two halves, SIGTERM arrives,
 * the listening socket closes at once while the held request is still answered, and the process exits 0; with a
 * request that never finishes, the process exits 1 when SHUTDOWN_TIMEOUT_MS has passed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { bundle } from '../bundle.mjs';

const apiRoot = path.resolve(import.meta.dirname, '..');
// Directly under apps/api, as dist/ is: the bundle finds the migrations and assets from its own place.
const bundleDir = path.join(apiRoot, '.vitest-tmp');
const entry = `server-shutdown-${randomUUID()}`;
let dataDir: string;
let server: ChildProcess | undefined;
let output = '';

beforeAll(async () => {
  const testDb = inject('testDb');
  if (testDb.kind !== 'pglite') throw new Error('runs on the PGlite pass');
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'counsel-shutdown-'));
  fs.mkdirSync(path.join(dataDir, 'db'));
  // The migrated snapshot, so the start skips the migrations: the server opens it as its data directory.
  await extractTar(testDb.snapshot, path.join(dataDir, 'db'));
  await bundle([path.join(apiRoot, 'src/server.ts')], bundleDir, {
    entryNames: entry,
    chunkNames: `${entry}-[name]-[hash]`,
  });
});

afterAll(() => {
  if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  // The entry and its chunks (the PDF renderer's among them) all start with the entry's name.
  for (const file of fs.readdirSync(bundleDir).filter((name) => name.startsWith(entry))) {
    fs.rmSync(path.join(bundleDir, file), { force: true });
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function extractTar(file: string, into: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const tar = spawn('tar', ['-xf', file, '-C', into], { stdio: 'ignore' });
    tar.on('error', reject);
    tar.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`tar exited ${code}`))));
  });
}

/** Resolves with the first log line (parsed) that `match` accepts, from what the server wrote so far or later. */
function logLine(match: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>> {
  const find = () =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find(match);
  return new Promise((resolve, reject) => {
    const found = find();
    if (found) return resolve(found);
    const onData = () => {
      const line = find();
      if (!line) return;
      server!.stdout!.off('data', onData);
      resolve(line);
    };
    server!.stdout!.on('data', onData);
    server!.once('exit', (code) => reject(new Error(`server exited ${code} before the line came:\n${output}`)));
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Connects, and answers whether the server took the connection (false: refused). */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNREFUSED' ? resolve(false) : reject(error),
    );
  });
}

/** Starts the bundled server; resolves with its port once it listens. */
async function start(shutdownTimeoutMs: number): Promise<number> {
  output = '';
  server = spawn(process.execPath, [path.join(bundleDir, `${entry}.js`)], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  server.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  const listening = await logLine((line) => String(line.msg).startsWith('Server listening at http://127.0.0.1:'));
  return Number(/:(\d+)$/.exec(String(listening.msg))![1]);
}

const FORGOT_BODY = JSON.stringify({ email: 'nobody@nowhere.example' });

/** Sends a request's headers and the first part of its body: it stays in flight until `finish` sends the rest. */
async function holdRequest(port: number, requestId: string) {
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => {
    answer += chunk;
  });
  socket.on('error', () => {});
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(
    [
      'POST /api/auth/forgot-password HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(FORGOT_BODY)}`,
      `X-Request-Id: ${requestId}`,
      '',
      '',
    ].join('\r\n') + FORGOT_BODY.slice(0, 10),
  );
  // Fastify logs a request when its headers are in: from then on it is in flight.
  await logLine((line) => line.reqId === requestId && line.msg === 'incoming request');
  return {
    ended,
    answer: () => answer,
    async finish() {
      socket.end(FORGOT_BODY.slice(10));
      await ended;
      return answer;
    },
  };
}

it('on SIGTERM stops accepting, answers the request in flight, and exits 0', { timeout: 180_000 }, async () => {
  const port = await start(60_000);
  expect(await accepts(port)).toBe(true);
  const held = await holdRequest(port, 'held-request-1');

  server!.kill('SIGTERM');
  await logLine((line) => line.msg === 'SIGTERM received, shutting down');
  // The listening socket closes as the shutdown starts; new connections are refused while the request is held.
  let refused = false;
  for (let attempt = 0; attempt < 100 && !refused; attempt += 1) {
    refused = !(await accepts(port));
    if (!refused) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(refused).toBe(true);
  expect(server!.exitCode).toBeNull();
  expect(held.answer()).toBe('');

  const answer = await held.finish();
  expect(answer).toMatch(/^HTTP\/1\.1 202 /);
  expect(answer.toLowerCase()).toContain('x-request-id: held-request-1');
  expect(answer).toContain('reset_link_sent');

  expect(await exited(server!)).toBe(0);
  const messages = output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => (JSON.parse(line) as { msg: string }).msg);
  expect(messages.slice(messages.indexOf('SIGTERM received, shutting down'))).toEqual(
    expect.arrayContaining(['requests finished', 'shut down']),
  );
});

it('exits 1 once SHUTDOWN_TIMEOUT_MS passes with a request still in flight', { timeout: 180_000 }, async () => {
  const port = await start(300);
  const held = await holdRequest(port, 'held-request-2');
  server!.kill('SIGTERM');
  expect(await exited(server!)).toBe(1);
  expect(output).toContain('shutdown took longer than 300 ms, exiting now');
  await held.ended;
  expect(held.answer()).toBe('');
});
