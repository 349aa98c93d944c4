// How the API's entries are bundled (build.mjs for dist/, and the test setup for the parser workers):
// packages from node_modules stay external (installed by `npm ci`); the workspace's own TypeScript
// packages (@counsel/*) are compiled in, including the invoice PDF's React components (JSX with the
// automatic runtime: react/jsx-runtime, like react and @react-pdf/renderer themselves, stays external).
import { build } from 'esbuild';

/**
 * Bundles each entry point into `outdir` as `<name>.js` (or as `entryNames` says, esbuild's template). A module
 * the code imports with import() becomes a chunk of its own beside the entries (named as `chunkNames` says), and
 * what it imports from node_modules loads with it: the PDF renderer (react-pdf and React) stays out of a process
 * that renders no PDF. Shared code goes into chunks beside the entries too, so import.meta.url still names the
 * folder the entries are in.
 */
export function bundle(entryPoints, outdir, { entryNames = '[name]', chunkNames = '[name]-[hash]' } = {}) {
  return build({
    entryPoints,
    outdir,
    entryNames,
    chunkNames,
    splitting: true,
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
