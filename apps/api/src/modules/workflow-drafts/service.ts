/**
 * Drafting workflows (issue 18): from a description or a checklist document through the AI provider
 * (nothing saved), and saving a reviewed draft as the firm's own workflow.
 */
import {
  AI_DRAFT_LIMITS,
  AI_DRAFT_MESSAGES,
  type AiDraftResponse,
  CHECKLIST_MIME_TYPES,
  type WorkflowDraft,
} from '@counsel/domain';
import type { Db } from '../../db/client.js';
import { firmParticipantTypes } from '../../db/firm-staff.js';
import { AiDraftError, type AiDraftInput, type AiProvider } from '../../integrations/ai/provider.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { AppError, ruleBroken, serviceNotConfigured } from '../../platform/errors.js';
import { sniffContentType } from '../../platform/storage/index.js';
import { assertOwnFirm } from '../../platform/tenancy.js';
import { insertDraft } from '../workflows/draft-writer.js';
import { type ChecklistType, readChecklistText } from './checklist-text.js';

async function draft(ai: AiProvider, auth: AuthContext, input: AiDraftInput): Promise<AiDraftResponse> {
  try {
    return await ai.draftWorkflow(input, auth.user.locale);
  } catch (error) {
    if (error instanceof AiDraftError && error.kind === 'not_configured') {
      throw serviceNotConfigured('Drafting workflows with AI is not set up on this server.');
    }
    if (error instanceof AiDraftError && error.kind === 'invalid_answer') {
      throw new AppError(502, 'ai_invalid_answer', AI_DRAFT_MESSAGES.invalidAnswer);
    }
    if (error instanceof AiDraftError) throw new AppError(502, 'ai_unavailable', AI_DRAFT_MESSAGES.unavailable);
    throw error;
  }
}

/** POST /workflow/draft-with-ai/{lawFirmId}. */
export async function draftFromDescription(ai: AiProvider, auth: AuthContext, lawFirmId: number, description: string) {
  assertOwnFirm(auth, lawFirmId);
  return draft(ai, auth, { description });
}

export interface ChecklistUpload {
  bytes: Buffer;
  fileName: string;
}

/** POST /workflow/draft-from-document/{lawFirmId}: the type is the bytes', not the name's. */
export async function draftFromChecklist(
  ai: AiProvider,
  auth: AuthContext,
  lawFirmId: number,
  upload: ChecklistUpload,
) {
  assertOwnFirm(auth, lawFirmId);
  const type = upload.bytes.length === 0 ? null : await sniffContentType(upload.bytes);
  if (!(CHECKLIST_MIME_TYPES as readonly (string | null)[]).includes(type)) {
    throw new AppError(415, 'unsupported_file_type', AI_DRAFT_MESSAGES.checklistType, {
      details: { accepted: [...CHECKLIST_MIME_TYPES] },
    });
  }
  let text: string;
  try {
    text = await readChecklistText(upload.bytes, type as ChecklistType);
  } catch (error) {
    // A file past a limit (422), or a busy server (503), says so.
    if (error instanceof AppError) throw error;
    // A damaged file of the right type: nothing could be read from it.
    text = '';
  }
  if (text === '') throw ruleBroken('checklist_unreadable', AI_DRAFT_MESSAGES.checklistUnreadable);
  return draft(ai, auth, { checklistText: text.slice(0, AI_DRAFT_LIMITS.documentText), fileName: upload.fileName });
}

/**
 * POST /workflow/create-workflow-from-draft/{lawFirmId}: the reviewed draft as the firm's workflow, in
 * one transaction. Participant types are linked by name to the firm's own (else the name is kept); form
 * names the public forms library lacks are left out.
 */
export async function createFromDraft(db: Db, auth: AuthContext, lawFirmId: number, workflow: WorkflowDraft) {
  assertOwnFirm(auth, lawFirmId);
  return db.transaction(async (tx) => {
    const types = await firmParticipantTypes(tx, lawFirmId);
    const templateId = await insertDraft(tx, workflow, {
      lawFirmId,
      createdByUserId: auth.user.id,
      participantTypeIdByName: new Map(types.map((type) => [type.name.toLocaleLowerCase(), type.id])),
      unknownForms: 'drop',
    });
    await recordAudit(tx, {
      lawFirmId,
      userId: auth.user.id,
      action: 'workflow_template.created_from_draft',
      entityType: 'workflow_template',
      entityId: templateId,
      details: { title: workflow.title, steps: workflow.steps.length },
    });
    return { template: { id: templateId, title: workflow.title } };
  });
}
