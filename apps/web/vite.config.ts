import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { heicWorkerPlugin } from './build/heic-worker-plugin.ts';

/** Build and dev server. Tests use vitest.config.ts, which extends this file. */
export default defineConfig({
  plugins: [react(), heicWorkerPlugin()],
  server: {
    port: 5173,
    // The API runs beside the dev server; in production it serves the built app itself.
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rollupOptions: {
      // The shared domain package builds zod schemas at module level; the shell only needs its constants and
      // permission model. Declaring schema construction pure lets unused schemas (and most of zod) drop out of
      // the first download. Nothing in the web app relies on schema construction side effects (registries).
      treeshake: {
        manualPureFunctions: ['z', 'paginated', 'trimmed'],
        // false for the domain package; undefined leaves every other package to its own sideEffects field.
        moduleSideEffects: (id) => (id.includes('/packages/domain/') ? false : undefined),
      },
    },
  },
});
