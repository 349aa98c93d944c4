/**
 * The results table: one row per measurement with its figures, the budgets that apply to it
 * (bench/budgets.json) and whether it is within them. Printed, and written to results/latest.md
 * and results/latest.json with the machine's description.
 */
import fs from 'node:fs';
import path from 'node:path';
import { benchRoot } from './env.js';
import type { AloneMeasure, ApiMeasure, RawMeasure } from './load.js';
import type { Machine } from './machine.js';
import type { UploadMeasure } from './uploads.js';

export interface Budgets {
  reads: {
    min_share_of_raw_rate: number;
    max_p99_ms: number;
    /** Reads measured one request at a time: the API's p99 at most this much over the raw SQL's. */
    max_p99_over_raw_alone_ms: number;
    databases: string[];
  };
  writes: { max_p99_ms: number; databases: string[] };
  max_growth_ratio: number;
  max_errors: number;
  max_server_peak_rss_mb: number;
  max_initial_js_kb_gzip: number;
  pdf_200_lines: { max_seconds: number; max_kb: number };
  /** Every measured screen (the 200-line invoice included) is usable within this many milliseconds. */
  max_usable_ms: number;
  uploads: { max_rss_growth_mb: number };
}

export const loadBudgets = (): Budgets =>
  JSON.parse(fs.readFileSync(path.join(benchRoot, 'budgets.json'), 'utf8')) as Budgets;

export interface ApiResult {
  name: string;
  /** API processes serving (BENCH_WORKERS); unset: 1. */
  workers?: number;
  kind: 'read' | 'write' | 'login';
  api: ApiMeasure;
  /** Reads: the same SQL straight through the driver. */
  raw?: RawMeasure;
  /** Reads: the same call on the firm ten times smaller. */
  small?: ApiMeasure;
  /** Reads measured one request at a time (Read.alone): the API and the raw SQL, in rounds. */
  alone?: AloneMeasure;
}

export interface WebResult {
  initialJsGzip: number;
  largestRoute: { name: string; gzip: number };
  pages: Array<{ name: string; fcpMs: number; usableMs: number }>;
}

export interface PdfRender {
  language: string;
  seconds: number;
  bytes: number;
}

export interface Results {
  startedAt: string;
  /** The API process counts measured (BENCH_WORKERS). */
  workers?: number[];
  minutes: number;
  scale: number;
  database: 'postgresql' | 'pglite';
  machine: Machine;
  seeded: Record<string, number>;
  seedSeconds: number;
  api: ApiResult[];
  web: WebResult | null;
  pdf: PdfRender[] | null;
  uploads: UploadMeasure | null;
  /** Why a part has no figures (skipped, or not available). */
  notes: string[];
}

interface Row {
  measurement: string;
  result: string;
  budget: string;
  status: string;
}

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => `${n < 10 ? n.toFixed(1) : int(n)} ms`;
const mb = (bytes: number) => bytes / 1024 / 1024;
const kb = (bytes: number) => bytes / 1024;
const ratio = (n: number) => n.toFixed(2);

interface Check {
  label: string;
  ok: boolean;
}

function statusOf(checks: Check[]): string {
  if (checks.length === 0) return 'no budget';
  const over = checks.filter((check) => !check.ok).map((check) => check.label);
  return over.length === 0 ? 'within' : `**over**: ${over.join(', ')}`;
}

/** The growth comparison: median latency on the full firm over the firm ten times smaller. */
export const growthOf = (row: ApiResult) => (row.small && row.small.p50 > 0 ? row.api.p50 / row.small.p50 : null);

function apiRow(row: ApiResult, budgets: Budgets, database: string): Row {
  const { api, raw } = row;
  const parts = [`${int(api.rps)} req/s`, `p50 ${ms(api.p50)}`, `p99 ${ms(api.p99)}`, `${int(api.errors)} errors`];
  const workers = row.workers ?? 1;
  parts.push(`peak RSS ${int(mb(api.peakRss))} MB${workers > 1 ? ` (its ${workers} API processes)` : ''}`);
  if (Object.keys(api.unexpected).length > 0) parts.push(`statuses ${JSON.stringify(api.unexpected)}`);
  // The memory budget is per API process: a cluster's figure is the sum of its processes.
  const rssLimit = budgets.max_server_peak_rss_mb * workers;
  const checks: Check[] = [
    { label: 'errors', ok: api.errors <= budgets.max_errors },
    { label: 'RSS', ok: mb(api.peakRss) <= rssLimit },
  ];
  const limits = [`${budgets.max_errors} errors`, `RSS ≤ ${rssLimit} MB`];
  if (raw) {
    const share = api.rps / raw.rps;
    parts.push(`raw ${int(raw.rps)} req/s (p50 ${ms(raw.p50)}, p99 ${ms(raw.p99)}), API ÷ raw ${ratio(share)}`);
    if (budgets.reads.databases.includes(database)) {
      checks.push({ label: 'share of raw', ok: share >= budgets.reads.min_share_of_raw_rate });
      checks.push({ label: 'p99', ok: api.p99 <= budgets.reads.max_p99_ms });
      limits.push(`API ÷ raw ≥ ${budgets.reads.min_share_of_raw_rate}`, `p99 ≤ ${budgets.reads.max_p99_ms} ms`);
    }
  }
  const growth = growthOf(row);
  if (growth !== null && row.small) {
    parts.push(`10× less data: p50 ${ms(row.small.p50)}, growth ${ratio(growth)}`);
    checks.push({ label: 'growth', ok: growth <= budgets.max_growth_ratio });
    limits.push(`growth ≤ ${budgets.max_growth_ratio}`);
  }
  if (row.kind === 'write' && budgets.writes.databases.includes(database)) {
    checks.push({ label: 'p99', ok: api.p99 <= budgets.writes.max_p99_ms });
    limits.push(`p99 ≤ ${budgets.writes.max_p99_ms} ms`);
  }
  return {
    measurement: `API: ${row.name}${workers > 1 ? `, ${workers} API processes` : ''}`,
    result: parts.join(' · '),
    budget: limits.join(' · '),
    status: statusOf(checks),
  };
}

/** A read's latency one request at a time: what the API adds to its raw SQL. */
function aloneRow(row: ApiResult, budgets: Budgets, database: string): Row | null {
  if (!row.alone) return null;
  const { api, raw, rounds } = row.alone;
  const over = api.p99 - raw.p99;
  const limit = budgets.reads.max_p99_over_raw_alone_ms;
  const checks: Check[] = [{ label: 'errors', ok: api.errors <= budgets.max_errors }];
  if (budgets.reads.databases.includes(database)) checks.push({ label: 'p99 over raw', ok: over <= limit });
  return {
    measurement: `API: ${row.name}, one request at a time`,
    result: [
      `${int(api.rps)} req/s`,
      `p50 ${ms(api.p50)}`,
      `p99 ${ms(api.p99)}`,
      `raw p50 ${ms(raw.p50)}, p99 ${ms(raw.p99)}`,
      `p99 over raw ${ms(over)}`,
      ...(rounds.length > 1
        ? [`median of ${rounds.length} rounds (${rounds.map((r) => r.over.toFixed(1)).join(', ')} ms over raw)`]
        : []),
    ].join(' · '),
    budget: `p99 ≤ raw p99 + ${limit} ms`,
    status: statusOf(checks),
  };
}

function webRows(web: WebResult, budgets: Budgets): Row[] {
  const initialOk = kb(web.initialJsGzip) <= budgets.max_initial_js_kb_gzip;
  return [
    {
      measurement: 'Web: initial JavaScript',
      result: `${kb(web.initialJsGzip).toFixed(1)} KB gzip`,
      budget: `≤ ${budgets.max_initial_js_kb_gzip} KB`,
      status: statusOf([{ label: 'size', ok: initialOk }]),
    },
    {
      measurement: 'Web: largest route chunk',
      result: `${kb(web.largestRoute.gzip).toFixed(1)} KB gzip (${web.largestRoute.name}, beyond the initial JavaScript)`,
      budget: '—',
      status: 'no budget',
    },
    ...web.pages.map((page) => ({
      measurement: `Web: ${page.name}`,
      result: `first contentful paint ${ms(page.fcpMs)} · usable ${ms(page.usableMs)}`,
      budget: `usable ≤ ${ms(budgets.max_usable_ms)}`,
      status: statusOf([{ label: 'usable', ok: page.usableMs <= budgets.max_usable_ms }]),
    })),
  ];
}

function pdfRows(pdf: PdfRender[], budgets: Budgets): Row[] {
  const { max_seconds, max_kb } = budgets.pdf_200_lines;
  return pdf.map((render) => ({
    measurement: `PDF: 200 lines, ${render.language}`,
    result: `${render.seconds.toFixed(2)} s · ${kb(render.bytes).toFixed(1)} KB`,
    budget: `≤ ${max_seconds} s · ≤ ${max_kb} KB`,
    status: statusOf([
      { label: 'time', ok: render.seconds <= max_seconds },
      { label: 'size', ok: kb(render.bytes) <= max_kb },
    ]),
  }));
}

function uploadsRow(uploads: UploadMeasure, budgets: Budgets): Row {
  const growth = mb(uploads.peakRss - uploads.baselineRss);
  const created = uploads.statuses['201'] ?? 0;
  const others = Object.entries(uploads.statuses).filter(([status]) => status !== '201');
  const { max_rss_growth_mb } = budgets.uploads;
  return {
    measurement: `Uploads: ${uploads.concurrent} concurrent documents of ${int(mb(uploads.bytesEach))} MB`,
    result: [
      `server RSS +${int(growth)} MB (${int(mb(uploads.baselineRss))} → peak ${int(mb(uploads.peakRss))} MB)`,
      `${created} × 201${others.length > 0 ? `, statuses ${JSON.stringify(Object.fromEntries(others))}` : ''}`,
      `${uploads.seconds.toFixed(1)} s`,
    ].join(' · '),
    budget: `RSS growth ≤ ${max_rss_growth_mb} MB · every upload 201`,
    status: statusOf([
      { label: 'RSS growth', ok: growth <= max_rss_growth_mb },
      { label: 'errors', ok: created === uploads.concurrent },
    ]),
  };
}

function table(rows: Row[]): string {
  const cell = (text: string) => text.replaceAll('|', '\\|');
  return [
    '| Measurement | Result | Budget | Status |',
    '| --- | --- | --- | --- |',
    ...rows.map((row) => `| ${[row.measurement, row.result, row.budget, row.status].map(cell).join(' | ')} |`),
  ].join('\n');
}

function rowsOf(results: Results, budgets: Budgets): Row[] {
  // Each call's rows together: one API process, then more (BENCH_WORKERS), side by side.
  const firstAt = new Map<string, number>();
  results.api.forEach((row, i) => {
    if (!firstAt.has(row.name)) firstAt.set(row.name, i);
  });
  const api = [...results.api].sort((a, b) => firstAt.get(a.name)! - firstAt.get(b.name)!);
  return [
    ...api.flatMap((row) => {
      const alone = aloneRow(row, budgets, results.database);
      return alone ? [apiRow(row, budgets, results.database), alone] : [apiRow(row, budgets, results.database)];
    }),
    ...(results.web ? webRows(results.web, budgets) : []),
    ...(results.pdf ? pdfRows(results.pdf, budgets) : []),
    ...(results.uploads ? [uploadsRow(results.uploads, budgets)] : []),
  ];
}

/** The measurements over their budget, each with what is over: the run fails when there is any. */
export function overBudget(results: Results, budgets: Budgets): string[] {
  return rowsOf(results, budgets)
    .filter((row) => row.status.startsWith('**over**'))
    .map((row) => `${row.measurement}: ${row.status.replace('**over**: ', 'over on ')}`);
}

export function renderMarkdown(results: Results, budgets: Budgets): string {
  const { machine } = results;
  const rows = rowsOf(results, budgets);
  const seeded = Object.entries(results.seeded)
    .map(([name, count]) => `${int(count)} ${name}`)
    .join(', ');
  return [
    `# Counsel bench, ${results.startedAt}`,
    '',
    `- Database: **${machine.database}** (${results.database === 'pglite' ? 'embedded PGlite' : 'BENCH_DATABASE_URL'})`,
    `- Machine: ${machine.cores} cores (${machine.cpu}), ${machine.memoryGb} GB memory, ${machine.os}, Node ${machine.node}, load average at start ${machine.loadAverage.join(' / ')}`,
    `- Firm (scale ${results.scale}): ${seeded}; seeded in ${results.seedSeconds.toFixed(0)} s`,
    `- API: autocannon, 50 connections, each call measured after a warm-up; raw: the same SQL through the driver with 50 in flight; growth: median latency against the same firm with 10× less data`,
    `- API processes (BENCH_WORKERS): ${(results.workers ?? [1]).join(', ')}; the rows of more than one process repeat each call, right after the first server's, on a server with WORKERS set running beside it (node:cluster, the connections shared in turn)`,
    `- Whole run: ${results.minutes.toFixed(1)} minutes`,
    ...(results.database === 'pglite'
      ? ['- Note: with PGlite the database runs inside the API server process, so its memory counts in the peak RSS']
      : []),
    ...results.notes.map((note) => `- Note: ${note}`),
    '',
    table(rows),
    '',
  ].join('\n');
}

export function writeResults(results: Results, markdown: string): string {
  const dir = path.join(benchRoot, 'results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'latest.md'), markdown);
  fs.writeFileSync(path.join(dir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  return dir;
}
