/** Shared set-up of the firm-forms suites: two firms, staff at each level of 'forms', sample PDFs. */
import type { RuleAction } from '@counsel/domain';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { TestApp } from '../app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../firms.js';
import { multipart } from './team.js';

/** A one-page PDF made with pdf-lib, with a text field, so it is a real form. */
export async function samplePdf(text = 'Client intake'): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  page.drawText(text, { x: 72, y: 720, size: 18, font: await pdf.embedFont(StandardFonts.Helvetica) });
  pdf.getForm().createTextField('client.name').addToPage(page, { x: 72, y: 660, width: 240, height: 24 });
  return Buffer.from(await pdf.save());
}

export interface FormsWorld {
  firm: TestFirm;
  otherFirm: TestFirm;
  /** Employees whose only rule is forms at that level. */
  staff: Record<RuleAction, TestUser>;
}

export async function buildWorld(t: TestApp): Promise<FormsWorld> {
  const firm = await registerFirm(t, 'Forms Firm');
  const otherFirm = await registerFirm(t, 'Other Forms LLP');
  const staff = {} as Record<RuleAction, TestUser>;
  for (const action of ['none', 'read', 'create', 'update', 'manage'] as const) {
    staff[action] = await addEmployee(t, firm, { rules: [{ subject: 'forms', action }] });
  }
  return { firm, otherFirm, staff };
}

/** The firm-forms API, called as `token` for the firm `lawFirmId`. */
export function formsApi(t: TestApp, token: string, lawFirmId: number) {
  const base = `/api/firm-legal-form/${lawFirmId}`;
  return {
    createFolder: (parentId: number, body: unknown) => t.call('POST', `${base}/${parentId}/directory`, { token, body }),
    createFolderWithFormData: async (parentId: number, fields: Record<string, string>) => {
      const { body, headers } = await multipart(fields);
      return t.call('POST', `${base}/${parentId}/directory`, { token, body, headers });
    },
    folders: () => t.call('GET', `${base}/directories`, { token }),
    renameFolder: (id: number, body: unknown) => t.call('PUT', `${base}/directories/${id}`, { token, body }),
    deleteFolder: (id: number) => t.call('DELETE', `${base}/directories/${id}`, { token }),
    upload: async (fields: Record<string, string>, file?: { bytes: Buffer; filename: string; type?: string }) => {
      const { body, headers } = await multipart(fields, file ? [{ name: 'form', ...file }] : []);
      return t.call('POST', `${base}/form-upload`, { token, body, headers });
    },
    list: (query = '') => t.call('GET', `${base}/all-forms${query}`, { token }),
    deleteForm: (id: number) => t.call('DELETE', `${base}/forms/${id}`, { token }),
    /** A download, with its raw bytes. */
    download: async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload };
    },
  };
}
