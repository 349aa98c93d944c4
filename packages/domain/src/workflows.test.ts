import { describe, expect, it } from 'vitest';
import {
  createTaskBody,
  createWorkflowStepBody,
  createWorkflowTemplateBody,
  publicStepsQuery,
} from './workflow-requests.js';
import { alternativeStepTitle, durationInDays, sameStepTitle } from './workflows.js';

describe('workflow rules of §5 and §9', () => {
  it('shows a duration in days, minutes ÷ 1440 rounded up', () => {
    expect(durationInDays(0)).toBe(0);
    expect(durationInDays(1)).toBe(1);
    expect(durationInDays(1440)).toBe(1);
    expect(durationInDays(1441)).toBe(2);
  });

  it('names a new workflow Untitled and a step LOW with order left to the server', () => {
    expect(createWorkflowTemplateBody.parse({})).toEqual({ title: 'Untitled' });
    const step = createWorkflowStepBody.parse({ title: ' Intake ', workflow_template_id: 4, sub_steps: [{}] });
    expect(step).toMatchObject({
      title: 'Intake',
      priority: 'LOW',
      tasks: [],
      sub_steps: [{ priority: 'LOW', tasks: [] }],
    });
    expect(step.step_oder).toBeUndefined();
    expect(createWorkflowStepBody.safeParse({ title: '   ', workflow_template_id: 4 }).success).toBe(false);
  });

  it('numbers alternatives from 1 and compares step titles ignoring case and spaces', () => {
    expect(alternativeStepTitle(1)).toBe('Alternative Step-1');
    expect(sameStepTitle(' Biometrics ', 'biometrics')).toBe(true);
    expect(sameStepTitle('Biometrics', 'Interview')).toBe(false);
  });

  it('needs a participant type and instructions with both title and description', () => {
    const task = { title: 'Collect passport', priority: 'HIGH', workflow_step_id: 3 };
    expect(createTaskBody.safeParse(task).success).toBe(false);
    expect(createTaskBody.parse({ ...task, participant_type: 2 })).toMatchObject({ duration: 0, forms: [] });
    const halfInstruction = { ...task, participant_type: 2, instructions: [{ title: 'Copy', description: ' ' }] };
    expect(createTaskBody.safeParse(halfInstruction).success).toBe(false);
  });

  it('reads limit -1 as every public step', () => {
    expect(publicStepsQuery.parse({}).limit).toBe(-1);
    expect(publicStepsQuery.parse({ limit: '8' }).limit).toBe(8);
    expect(publicStepsQuery.safeParse({ limit: '-2' }).success).toBe(false);
  });
});
