/** Shared set-up of the templates suites: two firms, clients, cases and invoices, and staff with narrow rules. */
import { inflateRawSync } from 'node:zlib';
import type { EmployeeRule, TemplateBody } from '@counsel/domain';
import { afterAll, beforeAll } from 'vitest';
import { cases, clients, invoices } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../firms.js';

export interface TemplatesWorld {
  firm: TestFirm;
  otherFirm: TestFirm;
  clientId: number;
  siblingClientId: number;
  foreignClientId: number;
  caseId: number;
  siblingCaseId: number;
  invoiceId: number;
  siblingInvoiceId: number;
  foreignInvoiceId: number;
  staff: {
    /** No rules at all: only reminder templates and reading merge fields. */
    nobody: TestUser;
    /** Create on email templates (ADD_EMAIL_TEMPLATE) and nothing else. */
    emailWriter: TestUser;
    /** Read on email templates. */
    emailReader: TestUser;
    /** Manage on document templates, create on documents, read on clients. */
    documentManager: TestUser;
    /** Manage on document templates and read on clients, no documents right. */
    documentNoFiles: TestUser;
    /** Update on settings: writes merge fields. */
    settingsEditor: TestUser;
    /** Read on workflows: the task form's pickers. */
    workflowReader: TestUser;
  };
}

async function insertClientRow(t: TestApp, lawFirmId: number, values: Partial<typeof clients.$inferInsert>) {
  const [row] = await t.services.db
    .insert(clients)
    .values({ lawFirmId, firstName: 'First', lastName: 'Last', ...values })
    .returning({ id: clients.id });
  return row!.id;
}

async function insertCase(t: TestApp, lawFirmId: number, clientId: number, title: string) {
  const [row] = await t.services.db.insert(cases).values({ lawFirmId, clientId, title }).returning({ id: cases.id });
  return row!.id;
}

async function insertInvoice(t: TestApp, lawFirmId: number, clientId: number, invoiceNumber: string) {
  const [row] = await t.services.db
    .insert(invoices)
    .values({
      lawFirmId,
      clientId,
      title: 'Invoice',
      invoiceNumber,
      dateIssued: '2026-03-05',
      dueDate: '2999-04-05',
      subtotalCents: 123450,
      totalCents: 123450,
      paidCents: 23450,
    })
    .returning({ id: invoices.id });
  return row!.id;
}

const employee = (t: TestApp, firm: TestFirm, rules: EmployeeRule[]) => addEmployee(t, firm, { rules });

export async function buildWorld(t: TestApp): Promise<TemplatesWorld> {
  const firm = await registerFirm(t, 'Hamdan & Clarke');
  const otherFirm = await registerFirm(t, 'Elsewhere LLP');
  const clientId = await insertClientRow(t, firm.lawFirmId, {
    firstName: 'Maria',
    lastName: 'Gonzalez',
    email: 'maria@mail.example',
    dateOfBirth: '1990-03-05',
    aNumber: 'A123456789',
  });
  const siblingClientId = await insertClientRow(t, firm.lawFirmId, { firstName: 'Carlos', lastName: 'Gonzalez' });
  const foreignClientId = await insertClientRow(t, otherFirm.lawFirmId, { firstName: 'Other', lastName: 'Person' });
  return {
    firm,
    otherFirm,
    clientId,
    siblingClientId,
    foreignClientId,
    caseId: await insertCase(t, firm.lawFirmId, clientId, 'Asylum application'),
    siblingCaseId: await insertCase(t, firm.lawFirmId, siblingClientId, 'Naturalization'),
    invoiceId: await insertInvoice(t, firm.lawFirmId, clientId, 'INV-0042'),
    siblingInvoiceId: await insertInvoice(t, firm.lawFirmId, siblingClientId, 'INV-0043'),
    foreignInvoiceId: await insertInvoice(t, otherFirm.lawFirmId, foreignClientId, 'INV-0001'),
    staff: {
      nobody: await employee(t, firm, []),
      emailWriter: await employee(t, firm, [{ subject: 'email_templates', action: 'create' }]),
      emailReader: await employee(t, firm, [{ subject: 'email_templates', action: 'read' }]),
      documentManager: await employee(t, firm, [
        { subject: 'document_templates', action: 'manage' },
        { subject: 'documents', action: 'create' },
        { subject: 'clients', action: 'read' },
      ]),
      documentNoFiles: await employee(t, firm, [
        { subject: 'document_templates', action: 'manage' },
        { subject: 'clients', action: 'read' },
      ]),
      settingsEditor: await employee(t, firm, [{ subject: 'settings', action: 'update' }]),
      workflowReader: await employee(t, firm, [{ subject: 'workflows', action: 'read' }]),
    },
  };
}

/** The templates API, called as `token`. */
export function templatesApi(t: TestApp) {
  return {
    list: (token: string, firmId: number, query: string) =>
      t.call('GET', `/api/templates/${firmId}?${query}`, { token }),
    get: (token: string, firmId: number, id: number) => t.call('GET', `/api/templates/${firmId}/${id}`, { token }),
    create: (token: string, firmId: number, body: TemplateBody) =>
      t.call('POST', `/api/templates/${firmId}`, { token, body }),
    update: (token: string, firmId: number, id: number, body: TemplateBody) =>
      t.call('PUT', `/api/templates/${firmId}/${id}`, { token, body }),
    remove: (token: string, firmId: number, id: number) =>
      t.call('DELETE', `/api/templates/${firmId}/${id}`, { token }),
    preview: (token: string, firmId: number, id: number, body: object) =>
      t.call('POST', `/api/templates/${firmId}/${id}/preview`, { token, body }),
    generate: (token: string, firmId: number, id: number, body: object) =>
      t.call('POST', `/api/templates/${firmId}/${id}/generate-document`, { token, body }),
  };
}

export interface TemplatesSuite {
  t: TestApp;
  w: TemplatesWorld;
  api: ReturnType<typeof templatesApi>;
  /** The firm admin's token. */
  admin: string;
}

/** One test app per file with the world built once; tests read the returned object, filled before they run. */
export function templatesSuite(): TemplatesSuite {
  const suite = {} as TemplatesSuite;
  beforeAll(async () => {
    suite.t = await createTestApp();
    suite.w = await buildWorld(suite.t);
    suite.api = templatesApi(suite.t);
    suite.admin = suite.w.firm.admin.token;
  });
  afterAll(() => suite.t.close());
  return suite;
}

export const emailBody = (overrides: Partial<TemplateBody> = {}): TemplateBody => ({
  kind: 'email',
  title: 'Welcome',
  subject: 'Welcome to #Law_Firm_name',
  body_html: '<p>Dear #contact_first_name,</p>',
  language: 'en',
  ...overrides,
});

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;

/** One file out of a ZIP archive (a .docx is one), read with Node's zlib: tests look inside Word files. */
export function zipEntry(zip: Buffer, name: string): Buffer | null {
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== END_OF_DIRECTORY) end -= 1;
  if (end < 0) throw new Error('Not a ZIP archive');
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  for (let index = 0; index < entries; index += 1) {
    if (zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new Error('Broken ZIP directory');
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localHeader = zip.readUInt32LE(at + 42);
    const entryName = zip.toString('utf8', at + 46, at + 46 + nameLength);
    if (entryName === name) {
      const dataStart = localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28);
      const data = zip.subarray(dataStart, dataStart + compressedSize);
      return method === 0 ? Buffer.from(data) : inflateRawSync(data);
    }
    at += 46 + nameLength + extraLength + commentLength;
  }
  return null;
}
