/** What a new case's workflow brings to the cases core's createCase: handed in where the case routes are registered. */
import type { AuthContext } from '../../../platform/auth/context.js';
import type { CreateCaseDeps, NewCaseWork } from '../new-case-work.js';
import type { CaseRow } from '../service.js';
import { checkPlan, instantiateWorkflow } from './instantiate.js';
import * as repo from './repository.js';
import { mailAssignee } from './service.js';

/** Each assignee other than the creator hears once, with every task of the case that is theirs. */
async function mailNewAssignees(deps: CreateCaseDeps, auth: AuthContext, row: CaseRow) {
  const tasks = await repo.tasksOf(deps.db, auth.firm.id, row.id);
  const byUser = new Map<number, string[]>();
  for (const task of tasks) {
    if (task.assigneeUserId === null || task.assigneeUserId === auth.user.id || task.status === 'SKIPPED') continue;
    byUser.set(task.assigneeUserId, [...(byUser.get(task.assigneeUserId) ?? []), task.title]);
  }
  const people = await repo.people(deps.db, auth.firm.id, [...byUser.keys()]);
  for (const person of people) await mailAssignee(deps, auth, row, person, byUser.get(person.id)!);
}

export const newCaseWork: NewCaseWork = { checkPlan, instantiateWorkflow, mailNewAssignees };
