// How the API's entries are bundled (build.mjs for dist/, and the test setup for the parser workers):
// packages from node_modules stay external (installed by `npm ci`); the workspace's own TypeScript
// packages (@counsel/*) are compiled in, including the invoice PDF's React components (JSX with the
// automatic runtime: react/jsx-runtime, like react and @react-pdf/renderer themselves, stays external).
import { build } from 'esbuild';

/** Bundles each entry point into `outdir` as `<name>.js` (or as `entryNames` says, esbuild's template). */
export function bundle(entryPoints, outdir, { entryNames = '[name]' } = {}) {
  return build({
    entryPoints,
    outdir,
    entryNames,
    bundle: true,
    platform: 'node',
    target: 'node22',
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
}
