/**
 * A firm with a workflow of three steps (the second with an alternative path), two employees, a read-only
 * colleague and a client, and a helper that opens a case of that workflow through POST /case/.
 */
import { type WorkflowDraft, type WorkflowTemplate, workflowDraftSchema } from '@counsel/domain';
import { insertDraft } from '../../modules/workflows/draft-writer.js';
import { createTestApp, type TestApp } from '../app.js';
import { addEmployee, registerFirm, type TestFirm, type TestUser } from '../firms.js';
import { addClient, multipart, type TestClient } from './cases.js';

export const DAY = 1440;

const DRAFT: WorkflowDraft = workflowDraftSchema.parse({
  title: 'Family petition',
  description: 'A petition for a relative.',
  steps: [
    {
      title: 'Intake',
      tasks: [
        { title: 'Sign the engagement letter', participant_type: 'Attorney', duration: DAY },
        { title: 'Collect civil documents', participant_type: 'Paralegal', duration: 2 * DAY },
      ],
    },
    {
      title: 'Filing by mail',
      tasks: [{ title: 'Mail the petition', participant_type: 'Paralegal', duration: DAY }],
      alternatives: [
        { title: 'Online filing', tasks: [{ title: 'File online', participant_type: 'Attorney', duration: DAY }] },
      ],
    },
    { title: 'Decision', tasks: [{ title: 'Tell the client', participant_type: 'Attorney', duration: 3 * DAY }] },
  ],
});

export interface CaseWorkKit {
  t: TestApp;
  firm: TestFirm;
  other: TestFirm;
  attorney: TestUser;
  paralegal: TestUser;
  reader: TestUser;
  client: TestClient;
  workflow: WorkflowTemplate;
  /** Workflow task ids by title. */
  task: (title: string) => number;
  /** Workflow sub-step id of the alternative. */
  onlineFilingStepId: number;
}

export async function caseWorkKit(): Promise<CaseWorkKit> {
  const t = await createTestApp();
  const firm = await registerFirm(t, 'Haddad & Rahman');
  const other = await registerFirm(t, 'Elsewhere LLP');
  const attorney = await addEmployee(t, firm, { position: 'attorney', fullName: 'Nadia Attorney' });
  const paralegal = await addEmployee(t, firm, {
    fullName: 'Paul Paralegal',
    rules: [{ subject: 'cases', action: 'read' }],
  });
  const reader = await addEmployee(t, firm, { fullName: 'Rita Reader', rules: [{ subject: 'cases', action: 'read' }] });
  const client = await addClient(t, firm, { firstName: 'Maria', lastName: 'Gomez' });
  const id = await t.services.db.transaction((tx) => insertDraft(tx, DRAFT, { lawFirmId: firm.lawFirmId }));
  const res = await t.call('GET', `/api/workflow/get-workflow-template/${id}`, { token: firm.admin.token });
  const workflow: WorkflowTemplate = res.body.template;
  const tasks = workflow.steps.flatMap((s) => [...s.tasks, ...s.sub_steps.flatMap((sub) => sub.tasks)]);
  return {
    t,
    firm,
    other,
    attorney,
    paralegal,
    reader,
    client,
    workflow,
    task: (title) => tasks.find((task) => task.title === title)!.id,
    onlineFilingStepId: workflow.steps[1]!.sub_steps[0]!.id,
  };
}

/** Every task assigned: the paralegal's to the paralegal, the rest to the attorney. */
export function fullAssignments(kit: CaseWorkKit) {
  return [
    { task_id: kit.task('Sign the engagement letter'), user_id: kit.attorney.id },
    { task_id: kit.task('Collect civil documents'), user_id: kit.paralegal.id },
    { task_id: kit.task('Mail the petition'), user_id: kit.paralegal.id },
    { task_id: kit.task('File online'), user_id: kit.attorney.id },
    { task_id: kit.task('Tell the client'), user_id: kit.attorney.id },
  ];
}

export async function openCase(kit: CaseWorkKit, fields: Record<string, string> = {}, token = kit.firm.admin.token) {
  const { body, headers } = multipart({
    title: 'Petition for Maria',
    contact_id: String(kit.client.contactId),
    law_firm_id: String(kit.firm.lawFirmId),
    workflow_id: String(kit.workflow.id),
    team_leads: JSON.stringify([kit.attorney.id]),
    task_assignments: JSON.stringify(fullAssignments(kit)),
    ...fields,
  });
  return kit.t.call('POST', '/api/case/', { token, body, headers });
}
