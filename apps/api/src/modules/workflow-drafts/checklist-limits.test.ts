/**
 * A checklist is a user's file, read bounded (security review): a Word bomb is refused from its ZIP
 * directory, a PDF of too many pages in the parser worker, and a file that passes those checks but
 * costs more memory than a parser worker has is stopped there. Each answers its sender 422
 * file_too_complex, and the server goes on answering, the next checklist included.
 */
import { FILE_LIMITS } from '@counsel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docxBomb, heavyDocx, pdfOfPages } from '../../platform/parsing/test-files.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerFirm, type TestFirm } from '../../test/firms.js';
import { multipart } from '../../test/kits/team.js';
import { checklistDocx } from '../../test/kits/workflow-drafts.js';

let t: TestApp;
let firm: TestFirm;

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t);
});
afterAll(() => t.close());

async function upload(bytes: Buffer, filename: string) {
  const { body, headers } = await multipart({}, [{ name: 'file', bytes, filename }]);
  return t.call('POST', `/api/workflow/draft-from-document/${firm.lawFirmId}`, {
    token: firm.admin.token,
    body,
    headers,
  });
}

const checklist = () =>
  checklistDocx([
    { text: 'Asylum intake', heading: 1 },
    { text: 'Collect the passport', bullet: 0 },
  ]);

describe('POST /workflow/draft-from-document/{lawFirmId} with a file past the limits', () => {
  it('refuses a Word bomb (30 MB of XML in about 100 KB) from its ZIP directory; the server answers on', async () => {
    const res = await upload(await docxBomb(), 'bomb.docx');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'file_too_complex', details: { reason: 'zip_ratio' } });
    expect((await t.call('GET', '/api/health')).status).toBe(200);
  });

  it('refuses a PDF of more than 200 pages', async () => {
    const res = await upload(await pdfOfPages(FILE_LIMITS.checklistPages + 1), 'long.pdf');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'file_too_complex',
      details: { reason: 'pdf_pages', pages: 201, max_pages: 200 },
    });
  });

  it('stops a Word file that outgrows the parser worker’s memory, then reads the next checklist', async () => {
    const res = await upload(await heavyDocx(), 'heavy.docx');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'file_too_complex', details: { reason: 'memory_limit' } });
    expect((await t.call('GET', '/api/health')).status).toBe(200);
    const next = await upload(await checklist(), 'intake.docx');
    expect(next.status).toBe(200);
    expect(next.body.draft.title).toBe('Asylum intake');
    // A worker's heap running out takes V8 a while of collecting first, more on a busy machine.
  });
});
