/** Starts Counsel: migrate, seed the demo firm on first run, serve the API and the web app on one port. */
import { buildApp } from './app.js';
import { listeningOrigin, loadConfig } from './config.js';
import { DEMO_PASSWORD, seedDemoFirm } from './seed/demo.js';
import { seedDemoCards } from './seed/payment-cards.js';
import { closeServices, createServices } from './services.js';

const config = loadConfig();
const services = await createServices(config, console);
const seeded = config.seedDemo
  ? await seedDemoFirm(services.db, services.mailer, services.storage, config.publicOrigin)
  : null;
const app = await buildApp(services);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal} received, shutting down`);
  await app.close();
  await closeServices(services);
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
