/** The seam between creating a case (the core) and the work its workflow brings (cases/tasks). */
import type { TaskAssignment, WorkflowStep } from '@counsel/domain';
import type { Db, DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import type { Mailer } from '../../platform/mail/index.js';
import type { CaseRow } from './repository.js';

/**
 * The work a new case's workflow brings, handed in by cases/tasks where the routes are registered (the core
 * imports none of its sub-folders): the plan is checked before the case is saved, its steps and tasks are made
 * in the same transaction, and the assignees are mailed after the commit.
 */
export interface NewCaseWork {
  checkPlan(
    steps: readonly WorkflowStep[],
    assignments: readonly TaskAssignment[],
    altStepIds: readonly number[],
  ): Map<number, number>;
  instantiateWorkflow(
    tx: DbOrTx,
    input: {
      lawFirmId: number;
      caseId: number;
      steps: readonly WorkflowStep[];
      assignees: Map<number, number>;
      altStepIds: readonly number[];
      now: Date;
    },
  ): Promise<void>;
  mailNewAssignees(deps: CreateCaseDeps, auth: AuthContext, row: CaseRow): Promise<void>;
}

/** What creating a case needs besides the database: the assignees are mailed once it is saved. */
export interface CreateCaseDeps {
  db: Db;
  mailer: Mailer;
  publicOrigin: string;
  log: { error(obj: unknown, msg?: string): void };
}
