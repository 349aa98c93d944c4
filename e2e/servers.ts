/**
 * The end-to-end servers: one per Playwright worker, each the built app on its own port with its own fresh
 * embedded database and demo firm, so that two workers never meet in one firm's data. Worker n (its
 * parallel index, stable for the run) talks only to server n.
 */
import os from 'node:os';

/** The first server's port; server n listens on the next ones. */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3310);

/**
 * How many workers (and servers): E2E_WORKERS, else two on a machine of two cores or more. Much of a spec's
 * time is spent waiting (on the browser's rendering, the server's PDFs, axe), so two workers finish the
 * suite in about two thirds of one worker's time even on two cores.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? (os.availableParallelism() >= 2 ? 2 : 1)));

export const serverUrl = (index: number) => `http://127.0.0.1:${E2E_BASE_PORT + index}`;
