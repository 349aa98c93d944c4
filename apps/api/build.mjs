// Bundles the API into dist/server.js, and the parser workers' entry into dist/parse-worker.js beside
// it (platform/parsing/pool.ts starts workers on the file next to the bundle).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle } from './bundle.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

// Chunks are named by their contents: last build's would otherwise stay beside the new ones.
fs.rmSync(path.join(here, 'dist'), { recursive: true, force: true });
await bundle([path.join(here, 'src/server.ts'), path.join(here, 'src/parse-worker.ts')], path.join(here, 'dist'));
