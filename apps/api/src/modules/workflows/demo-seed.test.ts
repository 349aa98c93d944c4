/** The demo firm's own workflow beside the public library, its tasks taking the firm's participant types. */
import { type WorkflowTask, workflowTemplateListResponse, workflowTemplateResponse } from '@counsel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPublicDraft } from '../../platform/public-library.js';
import { DEMO_WORKFLOW_TITLE } from '../../seed/workflows.js';
import type { TestApp } from '../../test/app.js';
import { createDemoApp } from '../../test/demo.js';

let t: TestApp;
let token: string;
let lawFirmId: number;

beforeAll(async () => {
  ({ t, token, lawFirmId } = await createDemoApp());
});
afterAll(() => t.close());

describe('demo workflows', () => {
  it('lists the firm workflow first, then the six public ones', async () => {
    const res = await t.call('GET', `/api/workflow/get-law-firm-workflow-templates/${lawFirmId}?view=true`, { token });
    const { templates } = workflowTemplateListResponse.parse(res.body);
    expect(templates).toHaveLength(7);
    expect(templates[0]).toMatchObject({ title: DEMO_WORKFLOW_TITLE, law_firm_id: lawFirmId, is_public: false });
    expect(templates.slice(1).every((card) => card.is_public)).toBe(true);
  });

  it("copies the family petition with the firm's Petitioner and Beneficiary linked, other roles by name", async () => {
    const source = readPublicDraft('family-petition-i130');
    const list = await t.call('GET', `/api/workflow/get-law-firm-workflow-templates/${lawFirmId}?view=false`, {
      token,
    });
    const res = await t.call('GET', `/api/workflow/get-workflow-template/${list.body.templates[0].id}`, { token });
    const { template } = workflowTemplateResponse.parse(res.body);
    expect(template.steps.map((step) => step.title)).toEqual(source.steps.map((step) => step.title));
    const tasks: WorkflowTask[] = template.steps.flatMap((step) => [
      ...step.tasks,
      ...step.sub_steps.flatMap((sub) => sub.tasks),
    ]);
    expect(tasks.every((task) => task.law_firm_id === lawFirmId)).toBe(true);
    const petitioner = tasks.find((task) => task.participant_type_name === 'Petitioner')!;
    expect(petitioner.participant_type?.name).toBe('Petitioner');
    const attorney = tasks.find((task) => task.participant_type_name === 'Attorney')!;
    expect(attorney.participant_type).toBeNull();
  });
});
