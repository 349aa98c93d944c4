/**
 * WORKERS=N: the primary process prepares what must happen once (the signing and encryption keys under
 * DATA_DIR, migrations, the public workflow library, the demo firm), then starts N API processes that share
 * the port (node:cluster hands them the connections in turn). Everything they share lives in PostgreSQL: rate
 * limits, sessions, the job queue (pg-boss runs each job once, whichever process takes it). A process that
 * dies is replaced; one that dies before it ever listened stops the whole server, rather than restarting in a loop.
 */
import cluster, { type Worker } from 'node:cluster';
import { type Config, listeningOrigin } from './config.js';
import { DEMO_PASSWORD, seedDemoFirmOnce } from './seed/demo.js';
import { seedDemoCards } from './seed/payment-cards.js';
import { closeServices, createServices } from './services.js';

/** The exit code of a server refused for its settings (sysexits' EX_CONFIG). */
export const EXIT_BAD_SETTINGS = 78;

/** Why WORKERS above 1 is refused on the embedded database, or null when it is not. */
export function workersRefusal(config: Pick<Config, 'workers' | 'databaseUrl'>): string | null {
  if (config.workers <= 1 || config.databaseUrl) return null;
  return (
    `WORKERS=${config.workers} needs PostgreSQL: the embedded PGlite database (no DATABASE_URL) is a single ` +
    'connection inside one process. Set DATABASE_URL, or run one process (WORKERS=1).'
  );
}

/** How long the primary waits for its processes to finish their requests at shutdown. */
const STOP_GRACE_MS = 15_000;

export async function runPrimary(config: Config): Promise<void> {
  const refusal = workersRefusal(config);
  if (refusal) {
    console.error(refusal);
    process.exit(EXIT_BAD_SETTINGS);
  }
  // Keys generated into DATA_DIR, migrations and the seed, once, before any API process starts.
  const services = await createServices(config, console, { jobs: false });
  const seeded = config.seedDemo ? await seedDemoFirmOnce(services) : null;

  let servicesOpen = true;
  const closeOnce = async () => {
    if (!servicesOpen) return;
    servicesOpen = false;
    await closeServices(services);
  };
  let stopping = false;
  const everListened = new WeakSet<Worker>();
  const exited = (worker: Worker) =>
    new Promise<void>((resolve) => (worker.isDead() ? resolve() : worker.once('exit', () => resolve())));
  const stop = async (reason: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    console.log(`Stopping the API processes (${reason})`);
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    for (const worker of workers) worker.process.kill('SIGTERM');
    const late = setTimeout(() => {
      for (const worker of workers) worker.process.kill('SIGKILL');
    }, STOP_GRACE_MS);
    await Promise.all(workers.map(exited));
    clearTimeout(late);
    await closeOnce().catch(() => {});
    process.exit(code);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  cluster.on('listening', (worker) => everListened.add(worker));
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (!everListened.has(worker)) {
      console.error(`An API process failed to start (${how}); stopping the server.`);
      void stop('one failed to start', 1);
      return;
    }
    console.error(`API process ${worker.process.pid} exited (${how}); starting another.`);
    cluster.fork();
  });

  const listening: Promise<void>[] = [];
  for (let i = 0; i < config.workers; i += 1) {
    const worker = cluster.fork();
    listening.push(new Promise((resolve) => worker.once('listening', () => resolve())));
  }
  await Promise.all(listening);

  // The demo's cards go to the Stripe sandbox over HTTP, which the API processes now answer.
  if (seeded) await seedDemoCards(services.db, services.stripe).catch((error) => console.error('demo cards', error));
  // The primary serves no request: its connections go back.
  await closeOnce();
  const address = listeningOrigin(config.host, config.port);
  console.log(`\nCounsel is running at ${address}  (database: PostgreSQL, ${config.workers} API processes)`);
  console.log(`API documentation: ${address}/api/docs`);
  if (seeded) console.log(`Demo sign-in: ${seeded.email} / ${DEMO_PASSWORD}\n`);
}
