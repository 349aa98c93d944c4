// Bundles the API into dist/server.js. Packages from node_modules stay external (installed by
// `npm ci`); the workspace's own TypeScript packages (@counsel/*) are compiled into the bundle.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-node-modules',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@counsel/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
