/** Shared set-up of the documents suites: two firms, clients and cases, staff at each level, sample files. */
import type { RuleAction } from '@counsel/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { auditLog, cases } from '../../db/schema/index.js';
import { type CallResult, createTestApp, type TestApp } from '../app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../firms.js';
import { insertClient } from './client-records.js';
import { multipart } from './team.js';

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
export const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
);
export const TEXT = Buffer.from('Meeting notes: client brought passport and I-94.\nملاحظات الاجتماع\n', 'utf8');

export interface DocumentsWorld {
  firm: TestFirm;
  otherFirm: TestFirm;
  clientId: number;
  /** A second client of the firm, and a client of the other firm. */
  siblingClientId: number;
  foreignClientId: number;
  /** A client with no documents but the ones the paging test adds. */
  pagedClientId: number;
  caseId: number;
  /** A case of the sibling client, and one of the other firm. */
  siblingCaseId: number;
  foreignCaseId: number;
  /** Employees whose only rule is documents at that level. */
  staff: Record<RuleAction, TestUser>;
}

async function insertCase(t: TestApp, lawFirmId: number, clientId: number, title: string) {
  const [row] = await t.services.db.insert(cases).values({ lawFirmId, clientId, title }).returning({ id: cases.id });
  return row!.id;
}

export async function buildWorld(t: TestApp): Promise<DocumentsWorld> {
  const firm = await registerFirm(t, 'Documents Firm');
  const otherFirm = await registerFirm(t, 'Elsewhere LLP');
  const staff = {} as Record<RuleAction, TestUser>;
  for (const action of ['none', 'read', 'create', 'update', 'manage'] as const) {
    staff[action] = await addEmployee(t, firm, { rules: [{ subject: 'documents', action }] });
  }
  const clientId = await insertClient(t, firm.lawFirmId, 'Maria', 'Gonzalez');
  const siblingClientId = await insertClient(t, firm.lawFirmId, 'Carlos', 'Gonzalez');
  const foreignClientId = await insertClient(t, otherFirm.lawFirmId, 'Other', 'Person');
  return {
    firm,
    otherFirm,
    clientId,
    siblingClientId,
    foreignClientId,
    pagedClientId: await insertClient(t, firm.lawFirmId, 'Lina', 'Haddad'),
    caseId: await insertCase(t, firm.lawFirmId, clientId, 'Asylum application'),
    siblingCaseId: await insertCase(t, firm.lawFirmId, siblingClientId, 'Naturalization'),
    foreignCaseId: await insertCase(t, otherFirm.lawFirmId, foreignClientId, 'Their case'),
    staff,
  };
}

export interface FileSpec {
  bytes: Buffer;
  filename: string;
}

/** The API of the documents module, called as `token`. */
export function documentsApi(t: TestApp) {
  const send = async (
    method: 'POST' | 'PUT',
    url: string,
    token: string,
    fields: Record<string, string>,
    files: Array<FileSpec & { name: string }>,
  ): Promise<CallResult> => {
    const { body, headers } = await multipart(fields, files);
    return t.call(method, url, { token, body, headers });
  };
  return {
    uploadToClient: (token: string, lawFirmId: number, clientId: number, files: FileSpec[], title?: string) =>
      send(
        'POST',
        `/api/client/${lawFirmId}/${clientId}/documents`,
        token,
        title === undefined ? {} : { title },
        files.map((file) => ({ ...file, name: 'documents' })),
      ),
    uploadToCase: (
      token: string,
      lawFirmId: number,
      clientId: number,
      caseId: number,
      files: FileSpec[],
      title?: string,
    ) =>
      send(
        'POST',
        `/api/case/${lawFirmId}/${clientId}/${caseId}/documents`,
        token,
        title === undefined ? {} : { title },
        files.map((file) => ({ ...file, name: 'documents' })),
      ),
    newVersion: (token: string, id: number, file: FileSpec) =>
      send('PUT', `/api/document/update-document/${id}`, token, {}, [{ ...file, name: 'file' }]),
    general: (token: string, clientId: number, query = '') =>
      t.call('GET', `/api/client/${clientId}/general-documents${query}`, { token }),
    ofCase: (token: string, caseId: number, query = '') =>
      t.call('GET', `/api/case/${caseId}/documents${query}`, { token }),
    versions: (token: string, id: number) => t.call('GET', `/api/document/${id}/versions`, { token }),
    restore: (token: string, id: number, versionId: number) =>
      t.call('POST', `/api/document/${id}/versions/${versionId}/restore`, { token }),
    remove: (token: string, id: number) => t.call('DELETE', `/api/document/${id}`, { token }),
    /** A file download, with its raw bytes. */
    download: async (token: string, url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload, json: () => res.json() };
    },
  };
}

/** A document of the other firm, with the id of its first version, for the isolation tests. */
export async function foreignDocument(t: TestApp, w: DocumentsWorld) {
  const res = await documentsApi(t).uploadToClient(w.otherFirm.admin.token, w.otherFirm.lawFirmId, w.foreignClientId, [
    { bytes: PDF, filename: 'theirs.pdf' },
  ]);
  const document = res.body.document as { id: number; file: string };
  return { ...document, versionId: Number(/versions\/(\d+)/.exec(document.file)![1]) };
}

export async function auditCount(t: TestApp, action: string, entityId: number) {
  const [row] = await t.services.db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))));
  return row?.n ?? 0;
}

export interface DocumentsSuite {
  t: TestApp;
  w: DocumentsWorld;
  api: ReturnType<typeof documentsApi>;
  /** The firm admin's token. */
  admin: string;
}

/**
 * Registers a suite's set-up (a test app with the documents world) and tear-down. The returned
 * object is filled in before the first test runs, so tests read it, never the describe blocks.
 */
export function documentsSuite(): DocumentsSuite {
  const suite = {} as DocumentsSuite;
  beforeAll(async () => {
    suite.t = await createTestApp();
    suite.w = await buildWorld(suite.t);
    suite.api = documentsApi(suite.t);
    suite.admin = suite.w.firm.admin.token;
  });
  afterAll(() => suite.t.close());
  return suite;
}
