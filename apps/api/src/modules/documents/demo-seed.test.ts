import { documentListResponse } from '@counsel/domain';
import { pdfjsLines } from '@counsel/invoice-document/pdf-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.js';
import { createDemoApp, demoClientId } from '../../test/demo.js';

let t: TestApp;
let token: string;

const EXPECTED_LINE: Record<string, string> = {
  'ahmed.mansour@mail.example': 'Surname: MANSOUR | Given names: AHMED',
  'maria.gonzalez@mail.example': 'as a registered nurse since June 2019, at an annual salary of $78,400.',
};

const CASE_PDF_LINE: Record<string, string> = {
  'Joint lease (bona fide marriage)': 'Tenants: Ahmed Mansour and Nour Hassan, jointly and severally',
  'Proof of meeting in person': 'Hotel confirmation, Amman, 12-26 August 2025, two guests',
};

const clientIdOf = (email: string) => demoClientId(t, email);

beforeAll(async () => {
  ({ t, token } = await createDemoApp());
});
afterAll(() => t.close());

describe('demo documents', () => {
  it('gives Ahmed Mansour and Maria Gonzalez a PDF, a text note and a Word document each, downloadable', async () => {
    for (const email of ['ahmed.mansour@mail.example', 'maria.gonzalez@mail.example']) {
      const res = await t.call('GET', `/api/client/${await clientIdOf(email)}/general-documents`, { token });
      expect(res.status).toBe(200);
      const { documents } = documentListResponse.parse(res.body);
      expect(documents.map((d) => d.mime_type).sort()).toEqual([
        'application/pdf',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'text/plain',
      ]);
      const word = documents.find((d) => d.file_name.endsWith('.docx'))!;
      const docx = await t.app.inject({ method: 'GET', url: word.file, headers: { authorization: `Bearer ${token}` } });
      expect(docx.statusCode).toBe(200);
      // A zip holding the Word parts (the type above was sniffed from these bytes).
      expect(docx.rawPayload.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
      expect(docx.rawPayload.includes('word/document.xml')).toBe(true);
      const pdf = documents.find((d) => d.mime_type === 'application/pdf')!;
      const file = await t.app.inject({ method: 'GET', url: pdf.file, headers: { authorization: `Bearer ${token}` } });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      // The text layer reads back as written: copy, search and screen readers use it.
      const lines = await pdfjsLines(new Uint8Array(file.rawPayload), 'ltr');
      expect(lines[0]).toBe(pdf.title);
      expect(lines.join('\n')).toContain(EXPECTED_LINE[email]);
    }
  });

  it("files documents under Ahmed Mansour's I-130 case and Youssef Khatib's K-1 case, in English and Arabic", async () => {
    const caseDocuments = async (email: string, caseTitle: string) => {
      const clientCases = await t.call('GET', `/api/client/${await clientIdOf(email)}/cases/light`, { token });
      const filed = (clientCases.body as { id: number; title: string }[]).find((row) => row.title === caseTitle);
      const res = await t.call('GET', `/api/case/${filed!.id}/documents`, { token });
      expect(res.status).toBe(200);
      const { documents } = documentListResponse.parse(res.body);
      // Each case PDF's text layer reads back as written.
      for (const pdf of documents.filter((d) => d.mime_type === 'application/pdf')) {
        const file = await t.app.inject({
          method: 'GET',
          url: pdf.file,
          headers: { authorization: `Bearer ${token}` },
        });
        const lines = await pdfjsLines(new Uint8Array(file.rawPayload), 'ltr');
        expect(lines.join('\n')).toContain(CASE_PDF_LINE[pdf.title]);
      }
      return documents.map((d) => d.title);
    };
    expect(
      (await caseDocuments('ahmed.mansour@mail.example', 'I-130 Petition for Alien Relative (Spouse)')).sort(),
    ).toEqual(['Evidence checklist', 'Joint lease (bona fide marriage)']);
    expect((await caseDocuments('youssef.khatib@mail.example', 'تأشيرة خطيب K-1')).sort()).toEqual([
      'Proof of meeting in person',
      'ملاحظات المقابلة الأولى',
    ]);
  });

  it('leaves the other demo clients without documents', async () => {
    const res = await t.call('GET', `/api/client/${await clientIdOf('wei.chen@mail.example')}/general-documents`, {
      token,
    });
    expect(res.body.documents).toEqual([]);
  });
});
