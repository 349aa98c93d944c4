// Bundles the API into dist/server.js, and the parser workers' entry into dist/parse-worker.js beside
// it (platform/parsing/pool.ts starts workers on the file next to the bundle). Packages from
// node_modules stay external (installed by `npm ci`); the workspace's own TypeScript packages
// (@counsel/*) are compiled into the bundles, including the invoice PDF's React components (JSX with
// the automatic runtime: react/jsx-runtime, like react and @react-pdf/renderer themselves, stays external).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));

await build({
  entryPoints: [path.join(here, 'src/server.ts'), path.join(here, 'src/parse-worker.ts')],
  outdir: path.join(here, 'dist'),
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  jsx: 'automatic',
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-node-modules',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.kind === 'entry-point' || args.path.startsWith('@counsel/')
            ? undefined
            : { path: args.path, external: true },
        );
      },
    },
  ],
});
