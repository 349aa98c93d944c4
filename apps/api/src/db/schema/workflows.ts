import { FILLABLE_FORM_TYPES, WORKFLOW_PRIORITIES } from '@counsel/domain';
import { type AnyPgColumn, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { lawFirms } from './law-firms.js';
import { participantTypes } from './participant-types.js';
import { templates } from './templates.js';
import { users } from './users.js';

/**
 * A workflow: how a kind of case runs, as ordered steps of ordered tasks. law_firm_id null is a public
 * workflow of the shipped library (public_key = its file's name), read by every firm and edited by none.
 * `version` rises with every change, so an edit made on an older one is refused (409).
 */
export const workflowTemplates = pgTable(
  'workflow_templates',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id').references(() => lawFirms.id),
    publicKey: text('public_key').unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    version: integer('version').notNull().default(0),
    /** The workflow this one was copied from (a public one counts against the plan's predefined_workflows). */
    copiedFromTemplateId: integer('copied_from_template_id').references((): AnyPgColumn => workflowTemplates.id, {
      onDelete: 'set null',
    }),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('workflow_templates_firm_idx').on(t.lawFirmId)],
);

/**
 * A step of a template. A sub-step (parent_step_id set) is an alternative path through its parent;
 * `position` is the spec's step_oder for main steps (from 1) and the order under the parent for sub-steps.
 */
export const workflowSteps = pgTable(
  'workflow_steps',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id').references(() => lawFirms.id),
    templateId: integer('template_id')
      .notNull()
      .references(() => workflowTemplates.id, { onDelete: 'cascade' }),
    parentStepId: integer('parent_step_id').references((): AnyPgColumn => workflowSteps.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    priority: text('priority', { enum: WORKFLOW_PRIORITIES }).notNull().default('LOW'),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('workflow_steps_template_position_idx').on(t.templateId, t.position),
    index('workflow_steps_parent_idx').on(t.parentStepId),
    index('workflow_steps_firm_idx').on(t.lawFirmId),
  ],
);

/**
 * A task, linked into steps by workflow_step_tasks: the same task may serve several steps, and editing it
 * changes it everywhere. Public tasks name their participant type in participant_type_name; a firm's
 * tasks link one of the firm's participant types. home_step_id is where the task was made (the spec's
 * workflow_step_id), home_parent_step_id that step's main step when it is a sub-step (step_parent).
 */
export const workflowTasks = pgTable(
  'workflow_tasks',
  {
    id: serial('id').primaryKey(),
    lawFirmId: integer('law_firm_id').references(() => lawFirms.id),
    title: text('title').notNull(),
    priority: text('priority', { enum: WORKFLOW_PRIORITIES }).notNull().default('LOW'),
    /** Minutes. */
    duration: integer('duration').notNull().default(0),
    participantTypeId: integer('participant_type_id').references(() => participantTypes.id, { onDelete: 'set null' }),
    participantTypeName: text('participant_type_name'),
    // The firm's email and document templates the task fills; deleting a template unlinks it from its tasks.
    emailTemplateId: integer('email_template_id').references(() => templates.id, { onDelete: 'set null' }),
    documentTemplateId: integer('document_template_id').references(() => templates.id, { onDelete: 'set null' }),
    homeStepId: integer('home_step_id').references(() => workflowSteps.id, { onDelete: 'set null' }),
    homeParentStepId: integer('home_parent_step_id').references(() => workflowSteps.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('workflow_tasks_firm_idx').on(t.lawFirmId)],
);

export const workflowTaskInstructions = pgTable(
  'workflow_task_instructions',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => workflowTasks.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
  },
  (t) => [index('workflow_task_instructions_task_idx').on(t.taskId, t.position)],
);

/** Forms attached to a task: a public-library form (catalogue id, no table) or one of the firm's forms. */
export const workflowTaskForms = pgTable(
  'workflow_task_forms',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => workflowTasks.id, { onDelete: 'cascade' }),
    formType: text('form_type', { enum: FILLABLE_FORM_TYPES }).notNull(),
    formId: integer('form_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.formType, t.formId] })],
);

/** Which tasks a step (or sub-step) holds, in order. */
export const workflowStepTasks = pgTable(
  'workflow_step_tasks',
  {
    stepId: integer('step_id')
      .notNull()
      .references(() => workflowSteps.id, { onDelete: 'cascade' }),
    taskId: integer('task_id')
      .notNull()
      .references(() => workflowTasks.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.stepId, t.taskId] }), index('workflow_step_tasks_task_idx').on(t.taskId)],
);

/**
 * The public workflows a firm has used (copied, or copied steps from), each once: counted against its
 * plan's predefined_workflows.
 */
export const firmPredefinedWorkflows = pgTable(
  'firm_predefined_workflows',
  {
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    templateId: integer('template_id')
      .notNull()
      .references(() => workflowTemplates.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.lawFirmId, t.templateId] })],
);
