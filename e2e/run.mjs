// Runs the end-to-end suite in Chromium, or says clearly why it is skipped when none is installed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.log(`\nEnd-to-end tests SKIPPED: no Chromium at ${chromium}.`);
  console.log('Install Debian\'s "chromium" package or set CHROMIUM_PATH to run them.\n');
  process.exit(0);
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);
