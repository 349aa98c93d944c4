/**
 * Drafting workflows (issue 18): a draft from a description or from a checklist document (nothing is
 * saved), and a reviewed draft saved as the firm's workflow. Each needs create on workflows; the
 * lawFirmId must be the caller's firm.
 */
import {
  AI_DRAFT_LIMITS,
  aiDraftResponse,
  createdTemplateResponse,
  createWorkflowFromDraftBody,
  draftWithAiBody,
  idParam,
} from '@counsel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { authOf } from '../../platform/auth/plugin.js';
import { validationFailed } from '../../platform/errors.js';
import { multipartFile } from '../../platform/multipart.js';
import { requireAbility } from '../../platform/permissions.js';
import { partLimit, readReceived, receiveFile } from '../../platform/uploads/index.js';
import * as drafts from './service.js';

const tags = ['workflows'];
const firmParams = z.object({ lawFirmId: idParam });
const createWorkflows = requireAbility('create', 'workflows');
const noFile = () => validationFailed({ file: 'Choose a PDF or Word (.docx) document.' });

export const workflowDraftRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = services;

    app.post(
      '/workflow/draft-with-ai/:lawFirmId',
      {
        preHandler: createWorkflows,
        schema: {
          tags,
          description: 'A workflow drafted by the AI (or the sandbox) from a description. Saves nothing.',
          params: firmParams,
          body: draftWithAiBody,
          response: { 200: aiDraftResponse },
        },
      },
      (request) =>
        drafts.draftFromDescription(services.ai, authOf(request), request.params.lawFirmId, request.body.description),
    );

    app.post(
      '/workflow/draft-from-document/:lawFirmId',
      {
        preHandler: createWorkflows,
        schema: {
          tags,
          description:
            'Multipart: a checklist in `file` (PDF or Word .docx, type read from the bytes) drafted as a workflow. ' +
            'Saves nothing.',
          consumes: ['multipart/form-data'],
          params: firmParams,
          response: { 200: aiDraftResponse },
        },
      },
      async (request) => {
        if (!request.isMultipart()) throw noFile();
        const limits = { fileSize: partLimit(AI_DRAFT_LIMITS.documentBytes), files: 1 };
        const file = await multipartFile(request, { limits });
        if (file?.fieldname !== 'file') throw noFile();
        // Streamed to disk with its size bounded, then read whole: the checklist's text is parsed from memory.
        const received = await receiveFile(request, file, { maxBytes: AI_DRAFT_LIMITS.documentBytes });
        return drafts.draftFromChecklist(services.ai, authOf(request), request.params.lawFirmId, {
          bytes: await readReceived(received),
          fileName: received.filename || 'checklist',
        });
      },
    );

    app.post(
      '/workflow/create-workflow-from-draft/:lawFirmId',
      {
        preHandler: createWorkflows,
        schema: {
          tags,
          description: "A reviewed draft saved as the firm's own workflow.",
          params: firmParams,
          body: createWorkflowFromDraftBody,
          response: { 201: createdTemplateResponse },
        },
      },
      async (request, reply) => {
        const created = await drafts.createFromDraft(db, authOf(request), request.params.lawFirmId, request.body.draft);
        return reply.status(201).send(created);
      },
    );
  };
