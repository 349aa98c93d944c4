/**
 * The notice calls of spec §7: POST /case-receipt/extract-receipt (a notice file → its receipt numbers) and
 * PUT /case-receipt/update-scanned-notice-file (the notice kept as a case document). Both are receipt actions:
 * update on cases, refused at the plan's USCIS queries limit (§4, §5). The file is streamed to a temporary file
 * with the notice size limit; the limit check comes before the body is read, where the body allows it.
 */
import {
  extractReceiptResponse,
  NOTICE_LIMITS,
  NOTICE_MESSAGES,
  scannedNoticeFields,
  scannedNoticeResponse,
} from '@counsel/domain';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../../app-services.js';
import { authOf } from '../../platform/auth/plugin.js';
import { validationFailed } from '../../platform/errors.js';
import { parseOrFail } from '../../platform/form-data.js';
import { multipartParts } from '../../platform/multipart.js';
import { requireAbility } from '../../platform/permissions.js';
import type { ReceivedFile } from '../../platform/storage/index.js';
import { partLimit, receiveFile } from '../../platform/uploads/index.js';
import { extractReceipts } from './extraction.js';
import { keepNoticeFile } from './notice-file.js';
import { assertReceiptActionsAllowed } from './service.js';

const tags = ['case-receipts'];
const limits = { fileSize: partLimit(NOTICE_LIMITS.maxBytes), files: 1, fields: 10 };
const receiving = { maxBytes: NOTICE_LIMITS.maxBytes, tooLargeMessage: 'The notice is larger than 20 MB.' };

/** The `file` part (streamed to disk) and the text fields of a multipart body. */
async function readNoticeForm(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let file: ReceivedFile | undefined;
  if (!request.isMultipart()) throw validationFailed({ file: NOTICE_MESSAGES.fileRequired });
  for await (const part of multipartParts(request, { limits })) {
    if (part.type === 'file') {
      if (part.fieldname === 'file' && !file) file = await receiveFile(request, part as MultipartFile, receiving);
      else part.file.resume();
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, file };
}

export const caseReceiptNoticeRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = { db: services.db, storage: services.storage };

    app.post(
      '/case-receipt/extract-receipt',
      {
        preHandler: requireAbility('update', 'cases'),
        schema: {
          tags,
          description:
            'Multipart with the notice in `file` (PDF, PNG or JPEG, at most 20 MB): its receipt numbers, one entry per notice, with form type, received date, notice date and notice type when read; `receipt_number` is the first. A PDF’s text layer is read first, pages without text and photos by OCR. 422 receipt_not_found, unreadable_notice or file_too_complex; 415 for another type; 403 uscis_queries_limit at the plan’s limit.',
          consumes: ['multipart/form-data'],
          response: { 200: extractReceiptResponse },
        },
      },
      async (request) => {
        await assertReceiptActionsAllowed(services.db, authOf(request));
        const { file } = await readNoticeForm(request);
        if (!file) throw validationFailed({ file: NOTICE_MESSAGES.fileRequired });
        return extractReceipts(file);
      },
    );

    app.put(
      '/case-receipt/update-scanned-notice-file',
      {
        preHandler: requireAbility('update', 'cases'),
        schema: {
          tags,
          description:
            'Multipart: `case_receipt_id`, the notice in `file` (PDF, PNG or JPEG) and optionally `old_file_name`. The notice is kept as a document of the receipt’s case (a new version of it when one is kept already) and linked to the receipt.',
          consumes: ['multipart/form-data'],
          response: { 200: scannedNoticeResponse },
        },
      },
      async (request) => {
        const { fields, file } = await readNoticeForm(request);
        return keepNoticeFile(deps, authOf(request), parseOrFail(scannedNoticeFields, fields), file);
      },
    );
  };
