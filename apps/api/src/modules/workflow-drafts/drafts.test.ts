/**
 * Drafting a workflow from a description or a checklist document, through the real AI client and the
 * API's own AI sandbox (no AI_BASE_URL in tests). Nothing is saved by a draft.
 */
import { AI_DRAFT_MESSAGES, aiDraftResponse } from '@counsel/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workflowTemplates } from '../../db/schema/index.js';
import { readPublicLibrary } from '../../platform/public-library.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../../test/firms.js';
import { multipart } from '../../test/kits/team.js';
import { blankPdf, checklistDocx, checklistPdf, PNG_BYTES } from '../../test/kits/workflow-drafts.js';

let t: TestApp;
let firm: TestFirm;
let other: TestFirm;
let reader: TestUser;
let creator: TestUser;

const library = readPublicLibrary();
const titleOf = (key: string) => library.find((entry) => entry.key === key)!.draft.title;

beforeAll(async () => {
  t = await createTestApp();
  firm = await registerFirm(t);
  other = await registerFirm(t);
  reader = await addEmployee(t, firm, { rules: [{ subject: 'workflows', action: 'read' }] });
  creator = await addEmployee(t, firm, { rules: [{ subject: 'workflows', action: 'create' }] });
});
afterAll(() => t.close());

const describeIt = (description: string, user: TestUser = firm.admin, lawFirmId = firm.lawFirmId) =>
  t.call('POST', `/api/workflow/draft-with-ai/${lawFirmId}`, { token: user.token, body: { description } });

async function upload(bytes: Buffer, filename: string, user: TestUser = firm.admin, lawFirmId = firm.lawFirmId) {
  const { body, headers } = await multipart({}, [{ name: 'file', bytes, filename }]);
  return t.call('POST', `/api/workflow/draft-from-document/${lawFirmId}`, { token: user.token, body, headers });
}

const firmTemplates = async () =>
  (
    await t.services.db
      .select({ n: count() })
      .from(workflowTemplates)
      .where(eq(workflowTemplates.lawFirmId, firm.lawFirmId))
  )[0]!.n;

describe('POST /workflow/draft-with-ai/{lawFirmId} (sandbox)', () => {
  it('drafts the family petition for "marriage green card for my wife", saying so, and saves nothing', async () => {
    const res = await describeIt('Marriage green card for my wife', creator);
    expect(res.status).toBe(200);
    const answer = aiDraftResponse.parse(res.body);
    expect(answer.provider).toBe('sandbox');
    expect(answer.based_on).toBe(titleOf('family-petition-i130'));
    expect(answer.draft).toEqual(library.find((entry) => entry.key === 'family-petition-i130')!.draft);
    expect(await firmTemplates()).toBe(0);
  });

  it.each([
    ['أريد بطاقة خضراء لزوجتي بعد الزواج', 'family-petition-i130'],
    ['موكلي يطلب اللجوء بسبب الاضطهاد في بلده', 'asylum-i589'],
    ['Remove the conditions on my two-year card', 'removal-of-conditions-i751'],
    ['I want to become a citizen and get a passport', 'naturalization-n400'],
  ])('matches "%s" to %s', async (description, key) => {
    const res = await describeIt(description);
    expect(res.status).toBe(200);
    expect(res.body.based_on).toBe(titleOf(key));
  });

  it('refuses a description under 10 characters with 400', async () => {
    const res = await describeIt('   short  ');
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('description');
  });

  it("answers 404 for another firm's id and 403 without create on workflows", async () => {
    expect((await describeIt('Marriage green card for my wife', firm.admin, other.lawFirmId)).status).toBe(404);
    const denied = await describeIt('Marriage green card for my wife', reader);
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('forbidden');
  });
});

describe('POST /workflow/draft-from-document/{lawFirmId} (sandbox)', () => {
  it('drafts a PDF checklist from its structure: title, headings as steps, items as tasks', async () => {
    const pdf = await checklistPdf([
      { text: 'Spouse visa checklist', size: 20 },
      { text: 'Gather documents', size: 15 },
      { text: "- Copy of the client's passport", size: 11, x: 90 },
      { text: '- Marriage certificate', size: 11, x: 90 },
      { text: 'File the petition', size: 15 },
      { text: '- Attorney review and sign', size: 11, x: 90 },
      { text: '- Mail the package', size: 11, x: 90 },
    ]);
    const res = await upload(pdf, 'checklist.pdf', creator);
    expect(res.status).toBe(200);
    const { draft, provider, based_on } = aiDraftResponse.parse(res.body);
    expect(provider).toBe('sandbox');
    expect(based_on).toBeNull();
    expect(draft.title).toBe('Spouse visa checklist');
    expect(
      draft.steps.map((step) => [step.title, step.tasks.map((task) => [task.title, task.participant_type])]),
    ).toEqual([
      [
        'Gather documents',
        [
          ["Copy of the client's passport", 'Client'],
          ['Marriage certificate', 'Paralegal'],
        ],
      ],
      [
        'File the petition',
        [
          ['Attorney review and sign', 'Attorney'],
          ['Mail the package', 'Paralegal'],
        ],
      ],
    ]);
    expect(await firmTemplates()).toBe(0);
  });

  it('drafts a Word checklist: Heading 1 the title, Heading 2 the steps, bullets the tasks', async () => {
    const docx = await checklistDocx([
      { text: 'Naturalization checklist', heading: 1 },
      { text: 'Eligibility', heading: 2 },
      { text: 'Check five years of residence', bullet: 0 },
      { text: 'Check trips abroad', bullet: 0 },
      { text: 'Interview', heading: 2 },
      { text: 'Prepare the client for the civics test', bullet: 0 },
    ]);
    const res = await upload(docx, 'n400.docx');
    expect(res.status).toBe(200);
    const { draft } = aiDraftResponse.parse(res.body);
    expect(draft.title).toBe('Naturalization checklist');
    expect(draft.steps.map((step) => [step.title, step.tasks.map((task) => task.title)])).toEqual([
      ['Eligibility', ['Check five years of residence', 'Check trips abroad']],
      ['Interview', ['Prepare the client for the civics test']],
    ]);
  });

  it("reads Word's Title style as the title and its Heading 1s as the steps", async () => {
    const docx = await checklistDocx([
      { text: 'Green card renewal checklist', heading: 'title' },
      { text: 'Before filing', heading: 1 },
      { text: 'Copy of the current green card', bullet: 0 },
      { text: 'Filing', heading: 1 },
      { text: 'File Form I-90 online', bullet: 0 },
    ]);
    const { draft } = aiDraftResponse.parse((await upload(docx, 'renewal.docx')).body);
    expect(draft.title).toBe('Green card renewal checklist');
    expect(draft.steps.map((step) => [step.title, step.tasks.map((task) => task.title)])).toEqual([
      ['Before filing', ['Copy of the current green card']],
      ['Filing', ['File Form I-90 online']],
    ]);
  });

  it("takes the file's name as the title of a list without headings, nested items as tasks", async () => {
    const docx = await checklistDocx([
      { text: 'Intake', bullet: 0 },
      { text: 'Call the client', bullet: 1 },
      { text: 'Filing', bullet: 0 },
      { text: 'Pay the fee', bullet: 1 },
    ]);
    const res = await upload(docx, 'Asylum steps.docx');
    expect(res.status).toBe(200);
    expect(res.body.draft.title).toBe('Asylum steps');
    expect(res.body.draft.steps.map((step: { title: string }) => step.title)).toEqual(['Intake', 'Filing']);
    expect(res.body.draft.steps[0].tasks[0].title).toBe('Call the client');
  });

  it('answers 415 for a PNG or a text file named .docx, whatever the name says', async () => {
    for (const [bytes, name] of [
      [PNG_BYTES, 'checklist.pdf'],
      [Buffer.from('just some words'), 'checklist.docx'],
    ] as const) {
      const res = await upload(bytes, name);
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({ code: 'unsupported_file_type', message: AI_DRAFT_MESSAGES.checklistType });
    }
  });

  it('answers 422 checklist_unreadable for a PDF without text or a damaged one', async () => {
    for (const bytes of [await blankPdf(), Buffer.from('%PDF-1.7\nnot really a pdf')]) {
      const res = await upload(bytes, 'empty.pdf');
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ code: 'checklist_unreadable', message: AI_DRAFT_MESSAGES.checklistUnreadable });
    }
  });

  it('answers 400 without a file', async () => {
    const { body, headers } = await multipart({ note: 'no file' });
    const res = await t.call('POST', `/api/workflow/draft-from-document/${firm.lawFirmId}`, {
      token: firm.admin.token,
      body,
      headers,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('file');
  });

  it("answers 404 for another firm's id and 403 without create on workflows", async () => {
    const pdf = await checklistPdf([{ text: '1. Call the client', size: 11 }]);
    expect((await upload(pdf, 'a.pdf', firm.admin, other.lawFirmId)).status).toBe(404);
    expect((await upload(pdf, 'a.pdf', reader)).status).toBe(403);
  });
});
