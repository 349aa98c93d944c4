/** Starts Counsel: migrate, seed the demo firm on first run, serve the API and the web app on one port. */
import v8 from 'node:v8';
import { buildApp } from './app.js';
import { listeningOrigin, loadConfig } from './config.js';
import { DEMO_PASSWORD, seedDemoFirm } from './seed/demo.js';
import { seedDemoCards } from './seed/payment-cards.js';
import { closeServices, createServices } from './services.js';

/** Above this, the server was started without `npm run serve`'s heap limit. */
const MAX_EXPECTED_HEAP_MB = 2048;

const config = loadConfig();
const services = await createServices(config, console);
const seeded = config.seedDemo
  ? await seedDemoFirm(services.db, services.mailer, services.storage, config.publicOrigin)
  : null;
const app = await buildApp(services);

/**
 * SIGTERM (or SIGINT): stop accepting connections, let the requests in flight finish (Fastify answers a new
 * request on a kept-alive connection 503 meanwhile), then the running jobs, the worker pools and the database, and
 * exit 0. All of it within SHUTDOWN_TIMEOUT_MS, else exit 1 at once; a second signal exits 1 at once too.
 */
let stopping = false;
const stop = async (signal: string) => {
  if (stopping) {
    app.log.warn(`${signal} received again, exiting now`);
    process.exit(1);
  }
  stopping = true;
  const deadline = Date.now() + config.shutdownTimeoutMs;
  setTimeout(() => {
    app.log.error(`shutdown took longer than ${config.shutdownTimeoutMs} ms, exiting now`);
    process.exit(1);
  }, config.shutdownTimeoutMs).unref();
  app.log.info(`${signal} received, shutting down`);
  try {
    await app.close();
    app.log.info('requests finished');
    await closeServices(services, { jobsTimeoutMs: Math.max(0, deadline - Date.now()) });
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
  app.log.info('shut down');
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
// The demo's cards go to the Stripe sandbox over HTTP, which answers only now; a failure leaves the demo without them.
if (seeded) await seedDemoCards(services.db, services.stripe).catch((error) => console.error('demo cards', error));
const address = listeningOrigin(config.host, config.port);
const engine = services.database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL';
console.log(`\nCounsel is running at ${address}  (database: ${engine})`);
console.log(`API documentation: ${address}/api/docs`);
if (seeded) console.log(`Demo sign-in: ${seeded.email} / ${DEMO_PASSWORD}\n`);

// Without a heap limit V8 sizes the heap from the machine's memory and lets a busy server's heap grow
// far past what it holds before collecting it; `npm run serve` sets the limit (README, "Run it").
const heapLimitMb = Math.round(v8.getHeapStatistics().heap_size_limit / 1_048_576);
if (heapLimitMb > MAX_EXPECTED_HEAP_MB) {
  console.warn(
    `The V8 heap limit is ${heapLimitMb} MB: start the server with node --max-old-space-size=1024 (npm run serve) to keep its memory in bounds.`,
  );
}
