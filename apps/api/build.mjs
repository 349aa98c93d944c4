// Bundles the API into dist/server.js, and the parser workers' entry into dist/parse-worker.js beside
// it (platform/parsing/pool.ts starts workers on the file next to the bundle).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle } from './bundle.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

await bundle([path.join(here, 'src/server.ts'), path.join(here, 'src/parse-worker.ts')], path.join(here, 'dist'));
