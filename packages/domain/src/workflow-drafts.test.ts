import { describe, expect, it } from 'vitest';
import { aiDraftResponse, DRAFT_PARTICIPANT_TYPES, draftWithAiBody, workflowDraftSchema } from './workflow-drafts.js';
import { PUBLIC_PARTICIPANT_TYPES } from './workflow-requests.js';

describe('workflow drafts', () => {
  it('fills the defaults of a draft: low priority, no duration, no instructions, forms or alternatives', () => {
    const draft = workflowDraftSchema.parse({
      title: ' Family petition ',
      description: 'I-130 for a spouse',
      steps: [{ title: 'Intake', tasks: [{ title: 'Call the client', participant_type: 'Attorney' }] }],
    });
    expect(draft).toEqual({
      title: 'Family petition',
      description: 'I-130 for a spouse',
      steps: [
        {
          title: 'Intake',
          priority: 'LOW',
          alternatives: [],
          tasks: [
            {
              title: 'Call the client',
              priority: 'LOW',
              duration: 0,
              participant_type: 'Attorney',
              instructions: [],
              forms: [],
            },
          ],
        },
      ],
    });
  });

  it('needs at least one step', () => {
    expect(workflowDraftSchema.safeParse({ title: 'Empty', description: 'Nothing', steps: [] }).success).toBe(false);
  });

  it('names the public participant types and the parties of an immigration case', () => {
    expect(DRAFT_PARTICIPANT_TYPES).toEqual([...PUBLIC_PARTICIPANT_TYPES, 'Petitioner', 'Beneficiary', 'Interpreter']);
  });

  it('takes a description of at least ten characters to draft from, and answers a draft', () => {
    expect(draftWithAiBody.safeParse({ description: '  too short ' }).success).toBe(false);
    expect(draftWithAiBody.parse({ description: ' A family petition ' })).toEqual({ description: 'A family petition' });
    const answer = {
      draft: { title: 'T', description: 'D', steps: [{ title: 'S' }] },
      provider: 'sandbox',
      based_on: null,
    };
    expect(aiDraftResponse.parse(answer).draft.steps[0]?.tasks).toEqual([]);
  });
});
