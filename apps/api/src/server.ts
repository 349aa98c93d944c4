/**
 * Starts Counsel: migrate, seed the demo firm on first run, serve the API and the web app on one port.
 * WORKERS=N (more than 1) starts N API processes on that port instead (cluster.ts); each runs the rest of this file.
 */
import cluster from 'node:cluster';
import v8 from 'node:v8';
import { buildApp } from './app.js';
import { EXIT_BAD_SETTINGS, runPrimary } from './cluster.js';
import { listeningOrigin, loadConfig } from './config.js';
import { readReplicaRefusal } from './db/read-replica.js';
import { inFlightOf } from './platform/in-flight.js';
import { DEMO_PASSWORD, seedDemoFirmOnce } from './seed/demo.js';
import { seedDemoCards } from './seed/payment-cards.js';
import { closeServices, createServices } from './services.js';

/** Above this, the server was started without `npm run serve`'s heap limit. */
const MAX_EXPECTED_HEAP_MB = 2048;

const config = loadConfig();
const replicaRefusal = readReplicaRefusal(config);
if (replicaRefusal) {
  console.error(replicaRefusal);
  process.exit(EXIT_BAD_SETTINGS);
}
if (config.workers > 1 && cluster.isPrimary) {
  await runPrimary(config);
  warnWithoutHeapLimit();
} else {
  await serve();
}

async function serve(): Promise<void> {
  // In a cluster the primary has migrated, seeded and will print the banner; a process of it only serves.
  const single = cluster.isPrimary;
  const services = await createServices(config, console);
  const seeded = single && config.seedDemo ? await seedDemoFirmOnce(services) : null;
  const app = await buildApp(services);

  /**
   * SIGTERM (or SIGINT): stop accepting connections, let the requests in flight finish (Fastify answers a new
   * request on a kept-alive connection 503 meanwhile; a handler whose client has hung up finishes too), then the running jobs, the worker pools and the database,
   * and exit 0. All of it within SHUTDOWN_TIMEOUT_MS, else exit 1 at once; a second signal exits 1 at once too.
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
      // close() waits for open connections; a handler whose client has gone may still be running.
      await inFlightOf(app).drained();
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
  if (!single) return;
  // The demo's cards go to the Stripe sandbox over HTTP, which answers only now; a failure leaves the demo without them.
  if (seeded) await seedDemoCards(services.db, services.stripe).catch((error) => console.error('demo cards', error));
  const address = listeningOrigin(config.host, config.port);
  const engine =
    services.database.kind === 'pglite'
      ? `embedded PGlite in ${config.dataDir}`
      : `PostgreSQL${config.databaseReadUrl ? ', lists and reports from the read replica' : ''}`;
  console.log(`\nCounsel is running at ${address}  (database: ${engine})`);
  console.log(`API documentation: ${address}/api/docs`);
  if (seeded) console.log(`Demo sign-in: ${seeded.email} / ${DEMO_PASSWORD}\n`);
  warnWithoutHeapLimit();
}

/** The API processes of a cluster inherit the primary's Node flags, so the primary's limit is theirs. */
function warnWithoutHeapLimit(): void {
  // Without a heap limit V8 sizes the heap from the machine's memory and lets a busy server's heap grow
  // far past what it holds before collecting it; `npm run serve` sets the limit (README, "Run it").
  const heapLimitMb = Math.round(v8.getHeapStatistics().heap_size_limit / 1_048_576);
  if (heapLimitMb > MAX_EXPECTED_HEAP_MB) {
    console.warn(
      `The V8 heap limit is ${heapLimitMb} MB: start the server with node --max-old-space-size=1024 (npm run serve) to keep its memory in bounds.`,
    );
  }
}
