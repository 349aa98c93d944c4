/**
 * The real API server (apps/api/dist/server.js) as its own process on loopback, on the bench's
 * database, with its memory watched through /proc.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { BenchDatabase } from './database.js';
import { env, repoRoot } from './env.js';

export const serverEntry = path.join(repoRoot, 'apps/api/dist/server.js');

/**
 * Node's flags from the root package.json's `serve` script (`npm start` runs it), so the bench measures the server
 * as it is started in production: its heap limit is what keeps the memory a busy server holds in bounds.
 */
export function serveNodeFlags(): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    scripts: { serve: string };
  };
  const [command, ...args] = pkg.scripts.serve.split(/\s+/);
  if (command !== 'node' || args.at(-1) !== 'apps/api/dist/server.js') {
    throw new Error(`The serve script is no longer "node [flags] apps/api/dist/server.js": ${pkg.scripts.serve}`);
  }
  return args.slice(0, -1);
}

export interface RunningServer {
  url: string;
  pid: number;
  /** Resident memory now, in bytes. */
  rss(): number;
  stop(): Promise<void>;
}

/** `workers`: API processes on the port (WORKERS; more than 1 needs PostgreSQL); `port`: BENCH_PORT unless told. */
export async function startServer(
  database: BenchDatabase,
  webDist: string | null,
  workers = 1,
  port = env.port,
): Promise<RunningServer> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...serveNodeFlags(), serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...database.serverEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      APP_URL: url,
      SEED_DEMO: 'false',
      COOKIE_SECURE: 'false',
      LOG_LEVEL: 'warn',
      WORKERS: String(workers),
      // The login measurement signs in thousands of times from one address.
      LOGIN_RATE_LIMIT: '1000000000',
      LOGIN_ADDRESS_RATE_LIMIT: '1000000000',
      ...(webDist ? { WEB_DIST: webDist } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API server exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The API server did not answer /api/health within 2 minutes:\n${output}`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const pid = child.pid!;
  return {
    url,
    pid,
    rss: () => (workers > 1 ? apiProcessesRssOf(pid) : rssOf(pid)),
    stop: () => stop(child, exited),
  };
}

async function stop(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

function rssOf(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** A cluster's API processes (the primary's children; the primary itself serves nothing): their memory summed. */
function apiProcessesRssOf(primary: number): number {
  try {
    return fs
      .readFileSync(`/proc/${primary}/task/${primary}/children`, 'utf8')
      .split(/\s+/)
      .filter(Boolean)
      .reduce((sum, child) => sum + rssOf(Number(child)), 0);
  } catch {
    return 0;
  }
}

/** Runs `work` while sampling the server's memory every 100 ms; answers its result and the peak. */
export async function withPeakRss<T>(
  server: RunningServer,
  work: () => Promise<T>,
): Promise<{ result: T; peak: number }> {
  let peak = server.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, server.rss());
  }, 100);
  try {
    const result = await work();
    peak = Math.max(peak, server.rss());
    return { result, peak };
  } finally {
    clearInterval(timer);
  }
}
