/**
 * Real API servers as processes of their own, for the suites that need more than the in-process app: the bundled
 * server (src/server.ts bundled as `npm run build` bundles it, into a folder one below apps/api) started with its
 * settings, waited for, called over HTTP and stopped.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_PASSWORD } from './app.js';

/** apps/api: the servers' working folder (they find the migrations and the forms from there). */
export const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Server {
  url: string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  child: ChildProcess;
  output(): string;
}

/** Starts the bundled server in `serverDir` with `env`. */
export function startServer(serverDir: string, env: Record<string, string>): Server {
  const child = spawn(process.execPath, ['--max-old-space-size=1024', path.join(serverDir, 'server.js')], {
    cwd: apiDir,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { url: `http://127.0.0.1:${env.PORT ?? 3000}`, exited, child, output: () => output };
}

/** Waits for the start-up banner, which a cluster's primary prints once every API process listens. */
export async function ready(server: Server): Promise<void> {
  const started = new Promise<void>((resolve) => {
    const look = () => {
      if (server.output().includes('Counsel is running at')) resolve();
    };
    server.child.stdout?.on('data', look);
    look();
  });
  const died = server.exited.then((code) => {
    throw new Error(`The server exited (${code}) before it listened:\n${server.output()}`);
  });
  await Promise.race([started, died]);
}

export async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  await server.exited;
}

/**
 * A JSON call to a server. `fresh` opens a connection of its own, so the cluster's primary hands it to its next
 * process in turn (one kept-alive connection would stay with one process).
 */
export async function call(
  server: Server,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; fresh?: boolean } = {},
) {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.fresh ? { connection: 'close' } : {}),
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: tests read JSON bodies loosely, asserting on shape with expect()
  const body: any = res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
  return { status: res.status, body };
}

export const signIn = async (server: Server, email: string, password = TEST_PASSWORD) =>
  call(server, 'POST', '/api/auth/login', { body: { email, password } });
