import type { Plugin } from 'vite';

/** The file name of heic2any's decoder worker in the built app; the API serves it with its own CSP. */
export const HEIC_WORKER_FILE = 'heic2any-worker.js';

const WORKER_START =
  /var workerString = ("(?:[^"\\]|\\.)*");\s*var blob = new Blob\(\[workerString\][^;]*;\s*window\.__heic2any__worker = new Worker\(URL\.createObjectURL\(blob\)\);/;

/**
 * heic2any starts its HEIC decoder in a Worker made from a blob: URL. Such a worker inherits the page's
 * Content-Security-Policy, and the decoder (Emscripten's embind) compiles functions with `new Function`,
 * which that policy rightly forbids. In the build, the worker's code is emitted as a file of its own and
 * heic2any starts it from that same-origin URL instead: a worker loaded from a URL gets the policy sent
 * with its own response (apps/api allows eval for that one file), and the app keeps its strict policy.
 * The dev server sends no CSP, so it leaves heic2any as it is.
 */
export function heicWorkerPlugin(): Plugin {
  return {
    name: 'counsel-heic2any-worker',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!id.replace(/\\/g, '/').endsWith('/heic2any/dist/heic2any.js')) return null;
      const match = WORKER_START.exec(code);
      if (!match?.[1])
        throw new Error('heic2any changed: its worker start was not found (see build/heic-worker-plugin.ts)');
      const workerSource = JSON.parse(match[1]) as string;
      this.emitFile({ type: 'asset', fileName: HEIC_WORKER_FILE, source: workerSource });
      const start = `window.__heic2any__worker = new Worker(new URL(${JSON.stringify(`/${HEIC_WORKER_FILE}`)}, window.location.origin));`;
      return { code: code.replace(match[0], () => start), map: null };
    },
  };
}
