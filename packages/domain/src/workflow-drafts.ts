/**
 * Drafts: a workflow as plain data, before it has ids. The public library is written as drafts, an AI
 * answer must parse as one, and a checklist read from a document becomes one; the user edits a draft in
 * the builder before anything is saved. Also the calls that draft a workflow (by AI, from a document)
 * and save a reviewed draft.
 */
import { z } from 'zod';
import { trimmed } from './common.js';
import { instructionInput, PUBLIC_PARTICIPANT_TYPES } from './workflow-requests.js';
import { DEFAULT_WORKFLOW_PRIORITY, WORKFLOW_LIMITS, WORKFLOW_PRIORITIES } from './workflows.js';

/** POST /workflow/create-workflow-from-draft/{lawFirmId} → 201 { template }: a reviewed draft saved as the firm's workflow. */
export const createWorkflowFromDraftBody = z.object({ draft: z.lazy(() => workflowDraftSchema) });

export const AI_DRAFT_LIMITS = { description: 4000, documentBytes: 10 * 1024 * 1024, documentText: 60_000 } as const;

/** POST /workflow/draft-with-ai/{lawFirmId} → 200 aiDraftResponse: nothing is saved. */
export const draftWithAiBody = z.object({
  description: z.string().trim().min(10).max(AI_DRAFT_LIMITS.description),
});

/**
 * POST /workflow/draft-from-document/{lawFirmId} (multipart `file`: PDF or Word) → 200 aiDraftResponse.
 * The checklist's text is read on the server and drafted like a description.
 */
export const CHECKLIST_MIME_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

export const AI_PROVIDERS = ['openai_compatible', 'sandbox'] as const;
export const aiDraftResponse = z.object({
  draft: z.lazy(() => workflowDraftSchema),
  /** 'sandbox': drafted offline (no AI server configured); the screen labels it so. */
  provider: z.enum(AI_PROVIDERS),
  /** The sandbox's source: the public workflow the draft was taken from, or null (drafted from a checklist's lines). */
  based_on: z.string().nullable(),
});
export type AiDraftResponse = z.infer<typeof aiDraftResponse>;

export const AI_DRAFT_MESSAGES = {
  /** 502 ai_invalid_answer: the model answered something that is not a workflow draft. */
  invalidAnswer: 'The AI answer was not a valid workflow. Try again or describe the workflow differently.',
  /** 502 ai_unavailable. */
  unavailable: 'The AI service could not be reached. Try again later.',
  /** 422 checklist_unreadable. */
  checklistUnreadable: 'No checklist could be read from this document. Upload a PDF or Word file with text.',
  /** 415. */
  checklistType: 'Upload a PDF or Word (.docx) document.',
} as const;

/** Participant types named by drafts, matched by name to the firm's own participant types. */
export const DRAFT_PARTICIPANT_TYPES = [
  ...PUBLIC_PARTICIPANT_TYPES,
  'Petitioner',
  'Beneficiary',
  'Interpreter',
] as const;

export const draftTaskSchema = z.object({
  title: trimmed(1, WORKFLOW_LIMITS.title),
  priority: z.enum(WORKFLOW_PRIORITIES).default(DEFAULT_WORKFLOW_PRIORITY),
  /** Minutes of work-time allowed from the step's start (a day is 1440). */
  duration: z.number().int().min(0).max(WORKFLOW_LIMITS.durationMinutes).default(0),
  participant_type: z.string().trim().min(1).max(120),
  instructions: z.array(instructionInput).max(WORKFLOW_LIMITS.instructions).default([]),
  /** Names of public-library forms to attach ('G-28', 'I-130', 'I-485'). */
  forms: z.array(z.string().trim().min(1).max(40)).max(WORKFLOW_LIMITS.forms).default([]),
});
export type DraftTask = z.infer<typeof draftTaskSchema>;

const draftPath = z.object({
  title: trimmed(1, WORKFLOW_LIMITS.title),
  priority: z.enum(WORKFLOW_PRIORITIES).default(DEFAULT_WORKFLOW_PRIORITY),
  tasks: z.array(draftTaskSchema).max(WORKFLOW_LIMITS.tasksPerStep).default([]),
});

export const draftStepSchema = draftPath.extend({
  /** Other ways through this step (consular processing instead of adjustment...): the sub-steps. */
  alternatives: z.array(draftPath).max(WORKFLOW_LIMITS.subSteps).default([]),
});
export type DraftStep = z.infer<typeof draftStepSchema>;

export const workflowDraftSchema = z.object({
  title: trimmed(1, WORKFLOW_LIMITS.title),
  /** What the workflow is for, shown on its card and used to find the closest one to a description. */
  description: z.string().trim().min(1).max(2000),
  steps: z.array(draftStepSchema).min(1).max(WORKFLOW_LIMITS.steps),
});
export type WorkflowDraft = z.infer<typeof workflowDraftSchema>;
