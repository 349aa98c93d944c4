import { directoryContentsResponse } from '@counsel/domain';
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

const contents = async (query = '') => {
  const res = await t.call('GET', `/api/law-firm/${lawFirmId}/document-directories/contents${query}`, { token });
  expect(res.status).toBe(200);
  return directoryContentsResponse.parse(res.body);
};

describe('demo folders', () => {
  it('has English and Arabic folders at the root, nested ones, and demo documents filed in them', async () => {
    const root = await contents();
    expect(root.directories.map((d) => d.name)).toEqual(['Court filings', 'Immigration', 'عقود العملاء']);
    // The intake questionnaire is the PDF a demo client signed through a sent form (seed/sent-forms.ts).
    expect(root.documents.map((d) => d.title)).toEqual(['Client intake questionnaire.pdf', 'Intake call notes']);
    const immigration = root.directories.find((d) => d.name === 'Immigration')!;
    const inside = await contents(`?directory_id=${immigration.id}`);
    const family = inside.directories.find((d) => d.name === 'Family petitions')!;
    expect(family.path).toBe('/Immigration/Family petitions');
    const filed = await contents(`?directory_id=${family.id}`);
    expect(filed.documents.map((d) => d.title).sort()).toEqual([
      'Evidence checklist',
      'Joint lease (bona fide marriage)',
      'Marriage certificate translation',
      'Passport bio page',
      'إقرار خطي',
    ]);
    const contracts = root.directories.find((d) => d.name === 'عقود العملاء')!;
    const fees = (await contents(`?directory_id=${contracts.id}`)).directories[0]!;
    expect(fees.path).toBe('/عقود العملاء/اتفاقيات الأتعاب');
    const letters = await contents(`?directory_id=${fees.id}`);
    expect(letters.documents.map((d) => d.title)).toEqual(['Engagement letter']);
  });
});
