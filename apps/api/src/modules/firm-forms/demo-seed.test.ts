import { firmFormListResponse } from '@counsel/domain';
import { PDFCheckBox, PDFDocument, PDFDropdown, PDFTextField } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.js';
import { createDemoApp } from '../../test/demo.js';

let t: TestApp;
let token: string;
let lawFirmId: number;

beforeAll(async () => {
  ({ t, token } = await createDemoApp());
  lawFirmId = (await t.call('GET', '/api/auth/me', { token })).body.user.law_firm_id;
});
afterAll(() => t.close());

const list = async (query = '') => {
  const res = await t.call('GET', `/api/firm-legal-form/${lawFirmId}/all-forms${query}`, { token });
  expect(res.status).toBe(200);
  return firmFormListResponse.parse(res.body);
};

describe('demo firm forms', () => {
  it('has English and Arabic folders, a nested one, and forms with real text, checkbox and dropdown fields', async () => {
    const root = await list('?directory_id=0');
    expect(root.directories.map((d) => d.directory_name)).toEqual(['Intake', 'نماذج العملاء']);
    expect(root.forms.map((f) => f.title)).toEqual(['Consent to communicate by email']);
    const arabic = root.directories.find((d) => d.directory_name === 'نماذج العملاء')!;
    const nested = (await list(`?directory_id=${arabic.id}`)).directories[0]!;
    expect(nested.path).toBe('/نماذج العملاء/الالتماسات العائلية');
    expect((await list(`?directory_id=${nested.id}`)).forms.map((f) => f.title)).toEqual([
      'Family petition document checklist',
    ]);
    const intake = root.directories.find((d) => d.directory_name === 'Intake')!;
    const [questionnaire] = (await list(`?directory_id=${intake.id}`)).forms;
    expect(questionnaire).toMatchObject({ title: 'Client intake questionnaire', directory_name: 'Intake' });
    const file = await t.app.inject({
      method: 'GET',
      url: questionnaire!.file,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(file.statusCode).toBe(200);
    const fields = (await PDFDocument.load(file.rawPayload)).getForm().getFields();
    expect(fields.filter((f) => f instanceof PDFTextField)).toHaveLength(7);
    expect(fields.filter((f) => f instanceof PDFCheckBox)).toHaveLength(1);
    const dropdown = fields.find((f) => f instanceof PDFDropdown) as PDFDropdown;
    expect(dropdown.getOptions()).toEqual(['English', 'Arabic', 'Spanish', 'French']);
  });
});

describe('demo forms to fill', () => {
  it('hands the demo admin an I-130 for Ahmed Mansour (with his case) and a G-28 for Youssef; a firm form waits for Rania', async () => {
    const mine = await t.call('GET', `/api/law-firm/${lawFirmId}/document-fillings`, { token });
    expect(mine.status).toBe(200);
    expect(
      mine.body.items.map((f: { form: { title: string }; client: { full_name: string } }) => [
        f.form.title.split(' – ')[0],
        f.client.full_name,
      ]),
    ).toEqual([
      ['G-28', 'يوسف عمر الخطيب'],
      ['I-130', 'أحمد خالد منصور'],
    ]);
    expect(mine.body.items[1].case).toMatchObject({ title: 'I-130 Petition for Alien Relative (Spouse)' });
    const all = await t.call('GET', `/api/law-firm/${lawFirmId}/document-fillings?assigned_to=all`, { token });
    expect(all.body.items.map((f: { form: { title: string } }) => f.form.title)).toContain(
      'Client intake questionnaire',
    );
  });
});
