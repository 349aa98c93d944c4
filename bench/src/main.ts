/**
 * npm run bench. Builds the API and the web app, creates a fresh database, signs the bench firm up
 * through the API, then:
 *   1. seeds a tenth of the firm and measures the reads (the growth comparison's small side);
 *   2. seeds the rest, replays each read's SQL straight through the driver (the physical limit);
 *   3. measures every call against the full firm, and times three screens in Chromium;
 *   4. renders the 200-line invoice PDF in English and Arabic;
 *   5. uploads ten 25 MiB documents at once and weighs the server's memory growth;
 * prints the table, writes results/latest.{md,json}, and removes the database and its files.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { TIME_ENTRIES_PAGE_SIZE } from '@counsel/domain';
import { createLongInvoice, readInvoice, registerFirm, signIn } from './api.js';
import { type BenchDatabase, connect, createBenchDatabase, type Query } from './database.js';
import { EMPLOYEES, env, FULL_SIZE, GROWTH_FACTOR, repoRoot } from './env.js';
import { type ApiMeasure, measureAlone, measureApi, measureRaw, type RawMeasure } from './load.js';
import { describeMachine } from './machine.js';
import { timePdf } from './pdf.js';
import { type ApiResult, loadBudgets, overBudget, type Results, renderMarkdown, writeResults } from './report.js';
import { reads, rotating, staffEmails, writes } from './scenarios.js';
import { type Counts, NO_ROWS, type SeededFirm, seedRows, seedStaff } from './seed.js';
import { type RunningServer, serverEntry, startServer } from './server.js';
import { measureUploads } from './uploads.js';
import { buildWeb, timeScreens, webDist, weighBundle } from './web.js';

const started = Date.now();
const log = (message: string) => {
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`[${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}] ${message}`);
};

const scaled = (factor: number): Counts => ({
  clients: Math.max(1, Math.round(FULL_SIZE.clients * factor)),
  cases: Math.max(1, Math.round(FULL_SIZE.cases * factor)),
  timeEntries: Math.max(4, Math.round(FULL_SIZE.timeEntries * factor)),
  invoices: Math.max(1, Math.round(FULL_SIZE.invoices * factor)),
  payments: Math.max(1, Math.round(FULL_SIZE.payments * factor)),
  meetings: Math.max(1, Math.round(FULL_SIZE.meetings * factor)),
});

function buildApi(): void {
  const build = spawnSync(process.execPath, ['apps/api/build.mjs'], { cwd: repoRoot, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`The API build failed:\n${build.stdout}\n${build.stderr}`);
  log(`API built (${serverEntry})`);
}

/** Cleanup that must run however the bench ends (error, Ctrl-C). */
const cleanups: Array<() => Promise<void>> = [];
async function cleanUp() {
  while (cleanups.length > 0) await cleanups.pop()!().catch((error) => console.error('cleanup:', error));
}
process.once('SIGINT', () => {
  log('interrupted; cleaning up');
  void cleanUp().then(() => process.exit(130));
});

async function withServer<T>(
  database: BenchDatabase,
  web: boolean,
  work: (server: RunningServer) => Promise<T>,
  workers = 1,
  port = env.port,
) {
  const server = await startServer(database, web ? webDist : null, workers, port);
  const stop = () => server.stop();
  cleanups.push(stop);
  try {
    return await work(server);
  } finally {
    cleanups.splice(cleanups.indexOf(stop), 1);
    await server.stop();
  }
}

/** One server per count of API processes after the first (BENCH_WORKERS), each on its own port, all running at once. */
async function withMoreServers<T>(
  database: BenchDatabase,
  counts: number[],
  work: (servers: Array<{ server: RunningServer; workers: number }>) => Promise<T>,
  started: Array<{ server: RunningServer; workers: number }> = [],
): Promise<T> {
  const [workers, ...rest] = counts;
  if (workers === undefined) return work(started);
  return withServer(
    database,
    false,
    (server) => withMoreServers(database, rest, work, [...started, { server, workers }]),
    workers,
    env.port + started.length + 1,
  );
}

async function withConnection<T>(
  database: BenchDatabase,
  work: (conn: Awaited<ReturnType<typeof connect>>) => Promise<T>,
) {
  const conn = await connect(database);
  try {
    return await work(conn);
  } finally {
    await conn.close();
  }
}

async function run(): Promise<Results> {
  const notes: string[] = [];
  buildApi();
  if (!env.skip('web')) {
    buildWeb();
    cleanups.push(async () => fs.rmSync(webDist, { recursive: true, force: true }));
    log(`web app built into ${webDist}`);
  }
  const database = await createBenchDatabase();
  cleanups.push(() => database.drop());
  log(`fresh ${database.version} database`);
  const machine = describeMachine(database.version);
  const full = scaled(env.scale);
  const small = scaled(env.scale / GROWTH_FACTOR);
  const api = !env.skip('api');
  const growth = api && !env.skip('growth');

  const signedUp = await withServer(database, false, registerFirm);
  let seedSeconds = 0;
  const seed = async (firm: SeededFirm | null, from: Counts, to: Counts) =>
    withConnection(database, async (conn) => {
      const t0 = Date.now();
      const seeded = firm ?? (await seedStaff(conn, signedUp.lawFirmId, signedUp.adminId));
      await seedRows(conn, seeded, from, to);
      seedSeconds += (Date.now() - t0) / 1000;
      log(`seeded ${to.timeEntries.toLocaleString('en-US')} time entries (${JSON.stringify(to)})`);
      const [employee] = await conn.sql<{ id: number }>(`SELECT id FROM users WHERE email = 'employee1@bench.example'`);
      return { firm: seeded, employeeId: employee!.id };
    });

  const { firm, employeeId } = await seed(null, NO_ROWS, growth ? small : full);
  const deepPage = Math.max(2, Math.round((small.timeEntries / TIME_ENTRIES_PAGE_SIZE) * 0.6));
  const readList = reads(firm, { invoiceId: 1, employeeId, deepPage }).filter((read) => env.only(read.name));
  const smallOf: ApiMeasure[] = [];
  const rawOf: RawMeasure[] = [];
  /** The captured queries of the reads measured one request at a time (Read.alone), by their index. */
  const aloneQueriesOf = new Map<number, Query[]>();
  const results: ApiResult[] = [];

  if (growth) {
    await withServer(database, false, async (server) => {
      const token = await signIn(server);
      for (const read of readList) {
        const measure = await measureApi(server, { ...read.call, token });
        smallOf.push(measure);
        log(`10× less data, ${read.name}: ${Math.round(measure.rps)} req/s, p50 ${measure.p50} ms`);
      }
    });
    await seed(firm, small, full);
  } else if (api) {
    notes.push('growth comparison skipped (BENCH_SKIP)');
  }

  const writeTargets = await withConnection(database, async (conn) => {
    if (!api) return null;
    for (const read of readList) {
      const queries = await conn.capture((db) => read.run(db));
      const measure = await measureRaw(conn, queries);
      rawOf.push(measure);
      if (read.alone) aloneQueriesOf.set(rawOf.length - 1, queries);
      log(`raw SQL, ${read.name}: ${Math.round(measure.rps)} req/s, p50 ${measure.p50.toFixed(1)} ms`);
    }
    return targetsForWrites(conn, firm.lawFirmId);
  });

  let web: Results['web'] = null;
  let pdf: Results['pdf'] = null;
  let uploads: Results['uploads'] = null;
  const [firstWorkers = 1, ...moreWorkers] = env.workers;
  const workersOf = (workers: number) => (workers > 1 ? { workers } : {});
  const writeList = writeTargets
    ? writes(firm, { ...writeTargets, employees: EMPLOYEES }).filter((call) => env.only(call.name))
    : [];
  /**
   * The writes, as the admin or the staff in turn, each on every server in turn (servers of different process
   * counts side by side: one write measured on each, back to back, so the machine's drift over the run and the
   * rows the writes add weigh on every count alike).
   */
  const measureWrites = async (servers: Array<{ server: RunningServer; token: string; workers: number }>) => {
    const tokensOf = [];
    for (const { server, token } of servers) {
      const staffTokens: string[] = [];
      for (const email of staffEmails(EMPLOYEES)) staffTokens.push(await signIn(server, email));
      tokensOf.push({ admin: token, staff: rotating(staffTokens) });
    }
    for (const write of writeList) {
      for (const [i, { server, workers }] of servers.entries()) {
        const tokenOf = tokensOf[i]!;
        const api = await measureApi(server, { ...write.call, ...(write.as ? { token: tokenOf[write.as] } : {}) });
        results.push({ name: write.name, kind: write.kind, api, ...workersOf(workers) });
        log(`API (${workers}), ${write.name}: ${Math.round(api.rps)} req/s, p50 ${api.p50} ms, p99 ${api.p99} ms`);
      }
    }
  };
  await withServer(
    database,
    !env.skip('web'),
    async (server) => {
      const token = await signIn(server);
      // Client 1 and its first case (case 1; see seed.ts).
      const longInvoice = await createLongInvoice(server, token, { clientId: 1, caseId: 1 });
      // One request at a time first, on this server alone: the other servers' timers would otherwise wake up among
      // the hundred slowest requests that decide a p99 (13 ms over raw instead of 4 with a second server idle beside).
      const aloneOf = new Map<number, ApiResult['alone']>();
      for (const [i, read] of (writeTargets ? readList : []).entries()) {
        const queries = aloneQueriesOf.get(i);
        if (!queries) continue;
        const alone = await measureAlone(
          () => measureApi(server, { ...read.call, token }, 1),
          () => withConnection(database, (conn) => measureRaw(conn, queries, 1)),
          database.kind === 'postgresql' ? env.aloneRounds : 1,
        );
        aloneOf.set(i, alone);
        log(
          `API one at a time, ${read.name}: p99 ${alone.api.p99} ms (raw ${alone.raw.p99.toFixed(1)} ms), over raw by round ${alone.rounds.map((r) => r.over.toFixed(1)).join(', ')} ms`,
        );
      }
      // The servers of more API processes (BENCH_WORKERS) run beside this one while the reads and writes are measured.
      await withMoreServers(database, writeTargets ? moreWorkers : [], async (others) => {
        const more: Array<{ server: RunningServer; token: string; workers: number }> = [];
        for (const { server: other, workers } of others)
          more.push({ server: other, workers, token: await signIn(other) });
        for (const [i, read] of (writeTargets ? readList : []).entries()) {
          const api = await measureApi(server, { ...read.call, token });
          const alone = aloneOf.get(i);
          results.push({
            name: read.name,
            kind: 'read',
            ...workersOf(firstWorkers),
            api,
            raw: rawOf[i]!,
            ...(growth ? { small: smallOf[i]! } : {}),
            ...(alone ? { alone } : {}),
          });
          log(`API, ${read.name}: ${Math.round(api.rps)} req/s, p50 ${api.p50} ms, p99 ${api.p99} ms`);
          // The same read on the servers of more processes, right after: side by side, under the same conditions.
          for (const other of more) {
            const measured = await measureApi(other.server, { ...read.call, token: other.token });
            results.push({ name: read.name, kind: 'read', workers: other.workers, api: measured, raw: rawOf[i]! });
            log(
              `API (${other.workers}), ${read.name}: ${Math.round(measured.rps)} req/s, p50 ${measured.p50} ms, p99 ${measured.p99} ms`,
            );
          }
        }
        await measureWrites([{ server, token, workers: firstWorkers }, ...more]);
      });
      if (!writeTargets) notes.push('API reads and writes skipped (BENCH_SKIP)');
      if (!env.skip('web')) {
        web = { ...weighBundle(), pages: await timeScreensIfPossible(server, full.clients, longInvoice, notes) };
      } else notes.push('web skipped (BENCH_SKIP)');
      if (!env.skip('pdf')) {
        pdf = await timePdf(await readInvoice(server, token, longInvoice));
        log('PDF rendered');
      } else notes.push('PDF skipped (BENCH_SKIP)');
      // Last: the documents it stores would otherwise sit in the data folder while the rest is measured.
      if (!env.skip('uploads')) {
        uploads = await measureUploads(server, token, { lawFirmId: signedUp.lawFirmId, clientId: 1 });
        log(
          `uploads: server RSS ${Math.round(uploads.baselineRss / 2 ** 20)} → ${Math.round(uploads.peakRss / 2 ** 20)} MB`,
        );
      } else notes.push('uploads skipped (BENCH_SKIP)');
    },
    firstWorkers,
  );

  return {
    startedAt: new Date(started).toISOString(),
    workers: env.workers,
    minutes: (Date.now() - started) / 60_000,
    scale: env.scale,
    database: database.kind,
    machine,
    seeded: {
      employees: EMPLOYEES,
      clients: full.clients,
      cases: full.cases,
      'time entries': full.timeEntries,
      invoices: full.invoices,
      payments: full.payments,
      meetings: full.meetings,
    },
    seedSeconds,
    api: results,
    web,
    pdf,
    uploads,
    notes,
  };
}

/**
 * The screens need Chromium; the bundle's weight does not. A machine without it (or a browser that fails to start)
 * still gets every other figure and the table, with a note saying what was left out.
 */
async function timeScreensIfPossible(server: RunningServer, clients: number, invoice: number, notes: string[]) {
  if (!fs.existsSync(env.chromium)) {
    notes.push(`web screens not timed: no Chromium at ${env.chromium} (set CHROMIUM_PATH)`);
    return [];
  }
  try {
    const pages = await timeScreens(server, { clients, invoice: { clientId: 1, id: invoice } });
    log('web screens timed');
    return pages;
  } catch (error) {
    notes.push(`web screens not timed: ${(error as Error).message.split('\n')[0]}`);
    return [];
  }
}

/** Clients with a case of theirs, and invoices with room for many $1 payments. */
async function targetsForWrites(conn: Awaited<ReturnType<typeof connect>>, lawFirmId: number) {
  const matters = await conn.sql<{ clientId: number; caseId: number }>(
    `SELECT client_id AS "clientId", id AS "caseId" FROM cases WHERE law_firm_id = $1 ORDER BY id LIMIT 500`,
    [lawFirmId],
  );
  const invoices = await conn.sql<{ id: number }>(
    `SELECT id FROM invoices WHERE law_firm_id = $1 AND total_cents - paid_cents >= 10000 ORDER BY id LIMIT 2000`,
    [lawFirmId],
  );
  return { matters, invoiceIds: invoices.map((row) => row.id) };
}

try {
  const results = await run();
  await cleanUp();
  const budgets = loadBudgets();
  const markdown = renderMarkdown(results, budgets);
  console.log(`\n${markdown}`);
  console.log(`Written to ${writeResults(results, markdown)}/latest.{md,json}`);
  // A budget is a promise: a run that breaks one fails, so a script or CI step running the bench notices.
  const over = overBudget(results, budgets);
  if (over.length > 0) {
    console.error(`\nOver budget (${over.length}):\n- ${over.join('\n- ')}`);
    process.exitCode = 1;
  }
} catch (error) {
  await cleanUp();
  console.error(error);
  process.exitCode = 1;
}
