// Runs the end-to-end suite in Chromium, or says clearly why it is skipped when none is installed.
//
// A whole run is two Playwright processes side by side, each with its own server, database and output
// folder: the accessibility scan (which only reads, and spends most of its time waiting for pages to
// settle) and every other walk-through. Arguments (files, -g ...) run one process as usual.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.log(`\nEnd-to-end tests SKIPPED: no Chromium at ${chromium}.`);
  console.log('Install Debian\'s "chromium" package or set CHROMIUM_PATH to run them.\n');
  process.exit(0);
}

const SCAN = 'tests/accessibility.spec.ts';
const basePort = Number(process.env.E2E_PORT ?? 3310);

function playwright(args, extraEnv = {}) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', ...args], {
      stdio: 'inherit',
      env: { ...process.env, CHROMIUM_PATH: chromium, ...extraEnv },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const args = process.argv.slice(2);
if (args.length > 0) {
  process.exit(await playwright(args));
}

const [walkThroughs, scan] = await Promise.all([
  playwright([], { E2E_PORT: String(basePort), E2E_WITHOUT_SCAN: 'true' }),
  playwright([SCAN, '--output', 'test-results-scan'], { E2E_PORT: String(basePort + 1) }),
]);
process.exit(walkThroughs || scan);
