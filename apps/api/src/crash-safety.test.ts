/**
 * A server killed mid-burst (SIGKILL: no shutdown, no finally) of payments, trust deposits, time entries, invoices,
 * uploads and clients' form submissions, and started again on the same database and data folder, leaves nothing
 * half-written: every request answered 2xx is stored, the ledger checks (ops/ledger-checks.ts)
 * find nothing, and no document row lacks its file. A file whose request died before its row was written may be
 * left behind (documents/service.ts removes it only when the request fails in the process); `npm run check-ledger`
 * reports those, the test checks there are no more of them than uploads and submissions that got no answer, and
 * the hourly sweep (ops/orphan-files.ts) removes them.
 * One real server process (the bundled server, test/processes.ts). Skipped without TEST_DATABASE_URL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bundle } from '../bundle.mjs';
import { documents, documentVersions, invoices, payments, sentForms, timeEntries } from './db/schema/index.js';
import { checkLedger, checkStoredFiles } from './ops/ledger-checks.js';
import { ORPHAN_GRACE_MS, sweepOrphanFiles } from './ops/orphan-files.js';
import { createFileStorage } from './platform/storage/index.js';
import { createTestApp, type TestApp } from './test/app.js';
import { registerFirm, type TestFirm } from './test/firms.js';
import { billBody, chargeLine } from './test/invoices.js';
import { PDF } from './test/kits/documents.js';
import { SECTIONS, SIGNATURE, uploadSignableForm } from './test/kits/form-sending.js';
import { addBankAccount, addBillInvoice, addCase, addClient, FAR_DUE_DATE } from './test/kits/payments.js';
import { freePort } from './test/ports.js';
import { apiDir, call, ready, type Server, signIn, startServer, stopServer } from './test/processes.js';

const onPostgres = inject('testDb').kind === 'postgresql';

type Kind = 'payment' | 'deposit' | 'time entry' | 'invoice' | 'upload' | 'form';
interface Outcome {
  kind: Kind;
  status: number | null;
  id: number | null;
}

describe('a server killed mid-burst', () => {
  if (!onPostgres) {
    it.skip('needs PostgreSQL: set TEST_DATABASE_URL (the api (postgresql) project runs it)', () => {});
    return;
  }

  let t: TestApp;
  let firm: TestFirm;
  let serverDir: string;
  let dataDir: string;
  let server: Server;
  let env: Record<string, string>;

  beforeAll(async () => {
    serverDir = fs.mkdtempSync(path.join(apiDir, '.test-server-'));
    [t] = await Promise.all([
      createTestApp(),
      bundle([path.join(apiDir, 'src/server.ts'), path.join(apiDir, 'src/parse-worker.ts')], serverDir),
    ]);
    firm = await registerFirm(t, 'Crash Test Legal');
    const database = t.services.database;
    if (database.kind !== 'postgresql') throw new Error('expected PostgreSQL');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'counsel-crash-'));
    env = {
      DATABASE_URL: database.connectionString,
      DATA_DIR: dataDir,
      JWT_SECRET: 'a-crashed-server-signs-with-this-secret-again',
      ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
      WEB_DIST: path.join(dataDir, 'no-web'),
      PORT: String(await freePort()),
      WORKERS: '1',
    };
    server = startServer(serverDir, env);
    await ready(server);
  }, 60_000);

  afterAll(async () => {
    if (server) await stopServer(server);
    await t?.close();
    for (const dir of [dataDir, serverDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every answered write, and a consistent ledger and files, after SIGKILL and a restart', async () => {
    const signedIn = await signIn(server, firm.admin.email);
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.access_token as string;
    const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
    const client = await addClient(t, firm, 'Layla', 'Nasser');
    const matter = await addCase(t, firm, client, 'Asylum');
    const invoiceId = await addBillInvoice(t, firm, client, { amount: '1000.00' });
    const office = await addBankAccount(t, firm, 'OFFICE');
    const trust = await addBankAccount(t, firm, 'TRUST');
    // Forms sent to the client by passwordless link (through the in-process app on the same database): the client
    // submits them in the burst, each submission writing its signed PDF (a file and its document) and the form's row.
    const formId = await uploadSignableForm(t, firm.admin.token, firm.lawFirmId);
    // The in-process app stores its files in a folder of its own: the server reads the form's PDF from its own.
    const serverFiles = createFileStorage({ s3: undefined, dataDir }).store;
    for await (const key of t.services.storage.store.list()) {
      await serverFiles.put(key, (await t.services.storage.store.get(key))!, 'application/pdf');
    }
    const sentIds: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const sent = await t.call('POST', '/api/document/collaboration-form', {
        token: firm.admin.token,
        body: {
          form_title: `Questionnaire ${i}`,
          user_id: firm.admin.id,
          client_id: client,
          case_id: matter,
          form_type: 'law_firm',
          form_id: formId,
          form_schema: SECTIONS,
          form_sending_mode: 'passwordless',
        },
      });
      expect(sent.status).toBe(201);
      sentIds.push(sent.body.sent_form.id);
    }
    // Each form's link, from the mail the client got (it names the form), with the form's id.
    const mails = (await t.services.mailer.listOutbox(firm.lawFirmId, 1, 100)).items;
    const links = mails.flatMap((mail) => {
      const token = mail.text.match(/\/client-form\/([A-Za-z0-9_-]+)/)?.[1];
      const index = `${mail.subject}\n${mail.text}`.match(/Questionnaire (\d+)/)?.[1];
      return mail.to.includes('layla@client.example') && token && index ? [{ token, id: sentIds[Number(index)]! }] : [];
    });
    expect(sorted(links.map((link) => link.id))).toEqual(sorted(sentIds));

    // biome-ignore lint/suspicious/noExplicitAny: tests read JSON bodies loosely
    const json = (kind: Kind, url: string, body: unknown, idOf: (body: any) => number) => ({
      kind,
      send: async (): Promise<Outcome> => {
        const res = await call(server, 'POST', url, { token, body });
        return { kind, status: res.status, id: res.status < 300 ? idOf(res.body) : null };
      },
    });
    const upload = (i: number) => ({
      kind: 'upload' as const,
      send: async (): Promise<Outcome> => {
        const form = new FormData();
        // Large enough to be mid-write when the signal comes.
        const bytes = Buffer.concat([PDF, Buffer.alloc(64 * 1024, i)]);
        form.append('documents', new Blob([bytes], { type: 'application/pdf' }), `evidence-${i}.pdf`);
        const res = await fetch(`${server.url}/api/client/${firm.lawFirmId}/${client}/documents`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        });
        const body = (await res.json()) as { document?: { id: number } };
        return { kind: 'upload', status: res.status, id: res.status < 300 ? body.document!.id : null };
      },
    });
    const submit = (link: { token: string; id: number }) => ({
      kind: 'form' as const,
      send: async (): Promise<Outcome> => {
        const res = await call(server, 'POST', `/api/collaboration-link/${link.token}/submit`, {
          body: { values: { full_name: 'Layla Nasser' }, signature: SIGNATURE },
        });
        return { kind: 'form', status: res.status, id: res.status < 300 ? link.id : null };
      },
    });
    const requests: Array<{ kind: Kind; send: () => Promise<Outcome> }> = links.map(submit);
    for (let i = 0; i < 20; i += 1) {
      requests.push(
        json(
          'payment',
          '/api/payment/create-record-payment',
          {
            invoice_id: invoiceId,
            payment_type: 'direct',
            amount: 10,
            office_account_id: office,
            payment_date: '2025-03-10',
          },
          (body) => body.data.payment.id,
        ),
        json(
          'deposit',
          '/api/payment/create-record-payment',
          {
            level: 'CLIENT',
            client_id: client,
            payment_type: 'trust',
            amount: 25,
            trust_account_id: trust,
            payment_date: '2025-03-10',
          },
          (body) => body.data.payment.id,
        ),
        json(
          'time entry',
          `/api/time_entry/create/${firm.lawFirmId}`,
          {
            client_id: client,
            case_id: matter,
            description: `Call ${i}`,
            billable: true,
            invoiced: false,
            hourly_rate: 300,
            start_time: '2025-03-10T15:00:00.000Z',
            end_time: '2025-03-10T16:00:00.000Z',
          },
          (body) => body.time_entry.id,
        ),
      );
      if (i % 2 === 0) {
        requests.push(
          json(
            'invoice',
            `/api/invoice/create_invoice/client/${client}`,
            billBody({
              charges: [chargeLine({ amount: '50.00' })],
              include_tax_rate: false,
              tax_rate: null,
              total: null,
              due_date: FAR_DUE_DATE,
            }),
            (body) => body.invoice.id,
          ),
          upload(i),
        );
      }
    }

    // Everything at once; the server dies once half have been answered.
    // A form's submission (its PDF filled and signed) takes longer than the rest: the kill waits for half of them too.
    let answered = 0;
    let formsAnswered = 0;
    let killed = false;
    const killAt = Math.round(requests.length / 2);
    const formsKillAt = Math.round(links.length / 2);
    const outcomes = await Promise.all(
      requests.map(({ kind, send }) =>
        send().then(
          (outcome) => {
            answered += 1;
            if (kind === 'form') formsAnswered += 1;
            if (!killed && answered >= killAt && formsAnswered >= formsKillAt) {
              killed = true;
              server.child.kill('SIGKILL');
            }
            return outcome;
          },
          (): Outcome => ({ kind, status: null, id: null }),
        ),
      ),
    );
    await server.exited;
    const ok = outcomes.filter((outcome) => outcome.status !== null && outcome.status < 300);
    const unanswered = outcomes.filter((outcome) => outcome.status === null).length;
    // Mid-burst: some were answered, some were cut off.
    expect(ok.length).toBeGreaterThan(0);
    expect(unanswered).toBeGreaterThan(0);

    server = startServer(serverDir, env);
    await ready(server);
    expect((await signIn(server, firm.admin.email)).status).toBe(200);

    const idsOf = (kinds: Kind[]) => ok.filter((o) => kinds.includes(o.kind)).map((o) => o.id!);
    const stored = async (
      table: typeof payments | typeof timeEntries | typeof invoices | typeof documents,
      ids: number[],
    ) =>
      ids.length === 0
        ? []
        : (await t.services.db.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((row) => row.id);
    expect(sorted(await stored(payments, idsOf(['payment', 'deposit'])))).toEqual(
      sorted(idsOf(['payment', 'deposit'])),
    );
    expect(sorted(await stored(timeEntries, idsOf(['time entry'])))).toEqual(sorted(idsOf(['time entry'])));
    expect(sorted(await stored(invoices, idsOf(['invoice'])))).toEqual(sorted(idsOf(['invoice'])));
    expect(sorted(await stored(documents, idsOf(['upload'])))).toEqual(sorted(idsOf(['upload'])));
    // Every form whose submission was answered is submitted, with its signed PDF among the case's documents.
    const submittedIds = idsOf(['form']);
    const submitted =
      submittedIds.length === 0
        ? []
        : await t.services.db
            .select({ id: sentForms.id, status: sentForms.status })
            .from(sentForms)
            .where(inArray(sentForms.id, submittedIds));
    expect(submitted.sort((a, b) => a.id - b.id).map((row) => [row.id, row.status])).toEqual(
      sorted(submittedIds).map((id) => [id, 'submitted']),
    );

    const ledger = await checkLedger(t.services.db);
    expect(ledger.filter((check) => check.broken > 0)).toEqual([]);
    const files = createFileStorage({ s3: undefined, dataDir }).store;
    const [unfiled, orphans] = await checkStoredFiles(t.services.db, files);
    expect(unfiled).toMatchObject({ name: 'rows without their file', broken: 0 });
    // Each cut upload or form submission may have stored its file and not its row.
    const uploadsCut = outcomes.filter((o) => (o.kind === 'upload' || o.kind === 'form') && o.status === null).length;
    expect(orphans!.broken).toBeLessThanOrEqual(uploadsCut);
    // An upload cut between its file and its row leaves the file alone; the hourly sweep removes it once it is old
    // enough that no request can still be writing its row.
    const anHourOn = () => new Date(Date.now() + ORPHAN_GRACE_MS + 60_000);
    const swept = await sweepOrphanFiles({ db: t.services.db, store: files, now: anHourOn, log: { info: () => {} } });
    expect(swept).toHaveLength(orphans!.broken);
    expect((await checkStoredFiles(t.services.db, files))[1]).toMatchObject({ broken: 0 });
    // Every stored version is a whole file: its size is the row's.
    const versions = await t.services.db.select().from(documentVersions);
    for (const version of versions) {
      expect((await files.get(version.storageKey))?.length).toBe(version.sizeBytes);
    }
  }, 60_000);
});
