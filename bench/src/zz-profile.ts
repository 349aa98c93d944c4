import fs from 'node:fs';
import { chromium } from 'playwright';
import { ADMIN, createLongInvoice, registerFirm, signIn } from './api.js';
import { connect, createBenchDatabase } from './database.js';
import { env } from './env.js';
import { NO_ROWS, seedRows, seedStaff } from './seed.js';
import { startServer } from './server.js';
import { buildWeb, webDist } from './web.js';

buildWeb();
const database = await createBenchDatabase();
let server = await startServer(database, null);
const firm = await registerFirm(server);
await server.stop();
const conn = await connect(database);
const seeded = await seedStaff(conn, firm.lawFirmId, firm.adminId);
await seedRows(conn, seeded, NO_ROWS, { clients: 5, cases: 10, timeEntries: 10, invoices: 2, payments: 2 });
await conn.close();
server = await startServer(database, webDist);
try {
  const token = await signIn(server);
  const id = await createLongInvoice(server, token, { clientId: 1, caseId: 1 });
  const browser = await chromium.launch({ executablePath: env.chromium, args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage({ baseURL: server.url, viewport: { width: 1440, height: 900 } });
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: ADMIN.firm }).waitFor({ timeout: 60_000 });
  const url = `/client/1/invoices/${id}/edit`;
  const ready = () => page.getByRole('textbox', { name: 'Description', exact: true }).nth(199);
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    await page.goto(url);
    await ready().waitFor({ state: 'visible', timeout: 60_000 });
    times.push(await page.evaluate(() => performance.now()));
  }
  console.log('usable ms', times.map(Math.round).join(' '));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url);
  await ready().waitFor({ state: 'visible', timeout: 60_000 });
  const { profile } = await cdp.send('Profiler.stop');
  fs.writeFileSync('/tmp/invoiceperf-tmp/profile.cpuprofile', JSON.stringify(profile));
  await browser.close();
} finally {
  await server.stop();
  await database.drop();
}
