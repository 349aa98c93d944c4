/**
 * The rules every builder write shares: a template is changed only by its own firm (public ones are
 * read-only, another firm's are not found), only on the version it was read at, and using a public
 * workflow counts against the plan's predefined workflows.
 */
import { PLAN_LIMIT_MESSAGES, UNLIMITED, WORKFLOW_MESSAGES } from '@counsel/domain';
import type { DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import * as builder from './builder-repository.js';

export const templateNotFound = () => new AppError(404, 'not_found', WORKFLOW_MESSAGES.templateNotFound);
export const publicNotEditable = () => new AppError(403, 'public_not_editable', WORKFLOW_MESSAGES.publicNotEditable);
export const stepNotFound = () => notFound('Workflow step');

/**
 * Locks the firm's own template for a change; `version`, when sent, must be the current one (409 with
 * the current version in details, so the screen can reload).
 */
export async function lockOwnTemplate(
  tx: DbOrTx,
  auth: AuthContext,
  templateId: number,
  version: number | undefined,
): Promise<builder.LockedTemplate> {
  const template = await builder.lockTemplate(tx, auth.firm.id, templateId);
  if (!template) throw templateNotFound();
  if (template.lawFirmId === null) throw publicNotEditable();
  if (version !== undefined && version !== template.version) {
    throw new AppError(409, 'version_conflict', WORKFLOW_MESSAGES.versionConflict, {
      details: { version: template.version },
    });
  }
  return template;
}

/** One of the firm's own steps (or sub-steps); a public one is read-only, another firm's is not found. */
export async function ownStep(tx: DbOrTx, auth: AuthContext, stepId: number): Promise<builder.StepRecord> {
  const step = await builder.findReadableStep(tx, auth.firm.id, stepId);
  if (!step) throw stepNotFound();
  if (step.lawFirmId === null) throw publicNotEditable();
  return step;
}

/** The firm's own step with its template locked at the version sent. */
export async function lockStep(tx: DbOrTx, auth: AuthContext, stepId: number, version: number | undefined) {
  const step = await ownStep(tx, auth, stepId);
  const template = await lockOwnTemplate(tx, auth, step.templateId, version);
  return { step, template };
}

/**
 * Records that the firm used this public workflow. The first use of each counts against the plan's
 * predefined_workflows (-1: unlimited); using one already recorded costs nothing.
 */
export async function usePublicWorkflow(tx: DbOrTx, auth: AuthContext, publicTemplateId: number): Promise<void> {
  await builder.lockFirm(tx, auth.firm.id);
  const used = await builder.usedPublicWorkflows(tx, auth.firm.id);
  if (used.includes(publicTemplateId)) return;
  const limit = auth.plan.predefinedWorkflows;
  if (limit !== UNLIMITED && used.length >= limit) {
    throw new AppError(403, 'plan_limit_reached', PLAN_LIMIT_MESSAGES.predefinedWorkflows, {
      details: { limit, used: used.length },
    });
  }
  await builder.recordPublicWorkflowUse(tx, auth.firm.id, publicTemplateId);
}

export async function predefinedUsage(db: DbOrTx, auth: AuthContext) {
  const templateIds = await builder.usedPublicWorkflows(db, auth.firm.id);
  return { used: templateIds.length, limit: auth.plan.predefinedWorkflows, template_ids: templateIds };
}
