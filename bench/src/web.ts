/**
 * The web app: built into the bench's own folder, its JavaScript weighed from Vite's manifest
 * (gzip), and three screens timed in Chromium against the API server on the bench firm.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Locator, type Page } from 'playwright';
import { ADMIN, INVOICE_LINES } from './api.js';
import { env, repoRoot } from './env.js';
import type { WebResult } from './report.js';
import type { RunningServer } from './server.js';

export const webDist = path.join(env.tmp, 'bench-web-dist');

export function buildWeb(): void {
  const vite = path.join(repoRoot, 'node_modules/.bin/vite');
  const build = spawnSync(vite, ['build', '--outDir', webDist, '--emptyOutDir', '--manifest'], {
    cwd: path.join(repoRoot, 'apps/web'),
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`The web build failed:\n${build.stdout}\n${build.stderr}`);
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

/** The chunk and everything it imports statically (what the browser must load before it runs). */
function closure(manifest: Record<string, ManifestChunk>, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

/**
 * Initial JavaScript: the entry and its static imports. A route's size: its lazy chunk and the static
 * imports that are not already in the initial JavaScript (what opening that page downloads).
 */
export function weighBundle(): Pick<WebResult, 'initialJsGzip' | 'largestRoute'> {
  const manifest = JSON.parse(fs.readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const gzipped = new Map<string, number>();
  const sizeOf = (files: Iterable<string>) => {
    let total = 0;
    for (const file of files) {
      if (!file.endsWith('.js')) continue;
      if (!gzipped.has(file)) gzipped.set(file, gzipSync(fs.readFileSync(path.join(webDist, file))).length);
      total += gzipped.get(file)!;
    }
    return total;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('The web build has no entry chunk in its manifest');
  const initial = closure(manifest, entry);
  let largestRoute = { name: 'none', gzip: 0 };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue;
    const extra = [...closure(manifest, key)].filter((file) => !initial.has(file));
    const gzip = sizeOf(extra);
    if (gzip > largestRoute.gzip) largestRoute = { name: key.replace(/^(\.\.\/)+/, ''), gzip };
  }
  return { initialJsGzip: sizeOf(initial), largestRoute };
}

export interface Screens {
  clients: number;
  invoice: { clientId: number; id: number };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Opens the page three times (the first one fills the browser's cache, as for a returning user) and
 * answers the medians of first contentful paint and of the moment `ready` is visible, both counted
 * from the start of the navigation.
 */
async function timeScreen(page: Page, url: string, ready: (page: Page) => Locator) {
  const fcp: number[] = [];
  const usable: number[] = [];
  for (let i = 0; i < 3; i++) {
    await page.goto(url);
    await ready(page).waitFor({ state: 'visible', timeout: 60_000 });
    const visibleAt = await page.evaluate(() => performance.now());
    const paint = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    );
    fcp.push(paint);
    usable.push(visibleAt);
  }
  return { fcpMs: median(fcp), usableMs: median(usable) };
}

export async function timeScreens(server: RunningServer, screens: Screens): Promise<WebResult['pages']> {
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: env.chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    });
    const page = await browser.newPage({ baseURL: server.url, viewport: { width: 1440, height: 900 } });
    await page.goto('/auth/login');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(ADMIN.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: ADMIN.firm }).waitFor({ timeout: 60_000 });

    const clients = screens.clients.toLocaleString('en-US');
    const { clientId, id } = screens.invoice;
    return [
      {
        name: 'dashboard',
        ...(await timeScreen(page, '/main', (p) => p.getByRole('region', { name: 'Clients' }).getByText(clients))),
      },
      {
        name: `invoice screen, ${INVOICE_LINES} lines`,
        ...(await timeScreen(page, `/client/${clientId}/invoices/${id}/edit`, (p) =>
          p.getByRole('textbox', { name: 'Description', exact: true }).nth(INVOICE_LINES - 1),
        )),
      },
      {
        name: 'time entries',
        ...(await timeScreen(page, '/time-entries', (p) => p.getByRole('row', { name: 'Totals' }))),
      },
      {
        // Usable when the month grid shows its events (the seeded meetings' titles end in their number).
        name: 'calendar month',
        ...(await timeScreen(page, '/client/calendar', (p) =>
          p
            .getByRole('region', { name: 'Calendar of meetings and appointments' })
            .getByText(/ #\d+$/)
            .first(),
        )),
      },
    ];
  } finally {
    await browser?.close();
  }
}
