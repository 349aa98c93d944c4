import { CASE_EXPORT_FORMATS, CASE_STEP_STATUSES, CASE_TASK_STATUSES, WORKFLOW_PRIORITIES } from '@counsel/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cases } from './cases.js';
import { createdAt, updatedAt } from './columns.js';
import { documents } from './documents.js';
import { lawFirms } from './law-firms.js';
import { participantTypes } from './participant-types.js';
import { templates } from './templates.js';
import { users } from './users.js';
import { workflowSteps, workflowTasks } from './workflows.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A step of a case, copied from its workflow when the case was created, so later edits of the workflow
 * do not change a running case. An alternative path (a workflow sub-step) has parent_case_step_id set to
 * its main step. On a main step with alternatives, chosen_path_id is the case step the case takes (the
 * main step itself or one of its alternatives); null until someone chooses. The paths not taken are SKIPPED.
 */
export const caseSteps = pgTable(
  'case_steps',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    parentCaseStepId: integer('parent_case_step_id').references((): AnyPgColumn => caseSteps.id, {
      onDelete: 'cascade',
    }),
    /** The workflow step it was copied from (the alt_steps_ids of the creation payload name these). */
    sourceStepId: integer('source_step_id').references(() => workflowSteps.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    priority: text('priority', { enum: WORKFLOW_PRIORITIES }).notNull().default('LOW'),
    /** From 1 for main steps; the order under the parent for alternatives. */
    position: integer('position').notNull(),
    status: text('status', { enum: CASE_STEP_STATUSES }).notNull().default('PENDING'),
    chosenPathId: integer('chosen_path_id').references((): AnyPgColumn => caseSteps.id, { onDelete: 'set null' }),
    /** When the step began: its tasks' due dates count from here. */
    startedAt: at('started_at'),
    completedAt: at('completed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('case_steps_case_position_idx').on(t.caseId, t.position),
    index('case_steps_parent_idx').on(t.parentCaseStepId),
  ],
);

/**
 * A task of a case: a copy of a workflow task (title, duration, instructions, templates and forms as they
 * were at creation) with who does it, its status and its due date (the step's start plus the duration).
 */
export const caseTasks = pgTable(
  'case_tasks',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    caseStepId: integer('case_step_id')
      .notNull()
      .references(() => caseSteps.id, { onDelete: 'cascade' }),
    /** The workflow task it was copied from (task_assignments of the creation payload name these). */
    sourceTaskId: integer('source_task_id').references(() => workflowTasks.id, { onDelete: 'set null' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    priority: text('priority', { enum: WORKFLOW_PRIORITIES }).notNull().default('LOW'),
    /** Minutes. */
    duration: integer('duration').notNull().default(0),
    participantTypeId: integer('participant_type_id').references(() => participantTypes.id, { onDelete: 'set null' }),
    participantTypeName: text('participant_type_name'),
    /** [{ title, description }] in order. */
    instructions: jsonb('instructions')
      .$type<Array<{ title: string; description: string }>>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    emailTemplateId: integer('email_template_id').references(() => templates.id, { onDelete: 'set null' }),
    documentTemplateId: integer('document_template_id').references(() => templates.id, { onDelete: 'set null' }),
    /** [{ form_type, form_id }]: the forms attached to the workflow task. */
    forms: jsonb('forms')
      .$type<Array<{ form_type: 'public' | 'law_firm'; form_id: number }>>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status', { enum: CASE_TASK_STATUSES }).notNull().default('TODO'),
    assigneeUserId: integer('assignee_user_id').references(() => users.id),
    dueAt: at('due_at'),
    startedAt: at('started_at'),
    completedAt: at('completed_at'),
    completedByUserId: integer('completed_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('case_tasks_case_step_idx').on(t.caseStepId, t.position),
    index('case_tasks_case_idx').on(t.caseId),
    // "My tasks": the caller's open tasks, soonest due first.
    index('case_tasks_assignee_idx').on(t.lawFirmId, t.assigneeUserId, t.status, t.dueAt),
  ],
);

/** Employees assigned to work on a case (case member assignment), besides its team leads. */
export const caseMembers = pgTable(
  'case_members',
  {
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    assignedByUserId: integer('assigned_by_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.userId] }), index('case_members_user_idx').on(t.userId)],
);

/**
 * A case closure export (PDF report or ZIP), kept as a case document. A link mailed for it carries a random
 * token; only its SHA-256 is stored, and the link stops working at expires_at.
 */
export const caseExports = pgTable(
  'case_exports',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id),
    format: text('format', { enum: CASE_EXPORT_FORMATS }).notNull(),
    /** Null for a local download (no link was mailed). */
    tokenHash: text('token_hash'),
    sentTo: text('sent_to'),
    expiresAt: at('expires_at'),
    downloadedAt: at('downloaded_at'),
    /** Set when staff withdrew the mailed link: it answers 410 from then on, as it does once the document is deleted. */
    revokedAt: at('revoked_at'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('case_exports_token_idx').on(t.tokenHash),
    index('case_exports_case_idx').on(t.caseId, t.createdAt),
  ],
);
