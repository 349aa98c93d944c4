/**
 * A document template filled for a client and saved as that client's document (in a case's documents
 * when a case of the client is given), as PDF or Word. The filled HTML is read once into blocks that
 * both writers draw; the file goes through the documents module, so it is stored, typed and audited
 * like an upload.
 */
import type { Document, generateDocumentBody } from '@counsel/domain';
import { parseTemplateBlocks, renderTemplatePdf } from '@counsel/invoice-document/node';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/context.js';
import { ruleBroken } from '../../platform/errors.js';
import { assertCan } from '../../platform/permissions.js';
import { type DocumentDeps, saveDocuments } from '../documents/service.js';
import { renderTemplateDocx } from './docx.js';
import { loadContext, renderTemplate } from './render.js';
import { readableTemplate } from './service.js';

type Body = z.output<typeof generateDocumentBody>;

const EXTENSIONS = { pdf: 'pdf', docx: 'docx' } as const;

/** A file name from the title: what file systems refuse becomes "-". */
function fileNameOf(title: string, format: Body['format']): string {
  const base =
    Array.from(title, (c) => (c.charCodeAt(0) < 0x20 || '\\/:*?"<>|'.includes(c) ? '-' : c))
      .join('')
      .trim() || 'document';
  return `${base}.${EXTENSIONS[format]}`;
}

export async function generateDocument(
  deps: DocumentDeps,
  auth: AuthContext,
  lawFirmId: number,
  id: number,
  body: Body,
): Promise<{ document: Document; unknown_fields: string[] }> {
  const template = await readableTemplate(deps.db, auth, lawFirmId, id);
  assertCan(auth, 'create', 'documents');
  if (template.kind !== 'document') {
    throw ruleBroken('not_a_document_template', 'Only a document template can make a document', {
      kind: template.kind,
    });
  }
  const { sources, caseId } = await loadContext(deps.db, auth, body);
  const filled = renderTemplate(template, sources);
  const title = body.title ?? template.title;
  const blocks = parseTemplateBlocks(filled.html);
  const input = { title, language: template.language, blocks, author: sources.firm.name };
  const bytes = body.format === 'pdf' ? await renderTemplatePdf(input) : await renderTemplateDocx(input);
  const [document] = await saveDocuments(
    deps,
    { lawFirmId, userId: auth.user.id },
    { lawFirmId, clientId: body.contact_id, caseId },
    {
      files: [{ title, file: { bytes, filename: fileNameOf(title, body.format) } }],
      auditDetails: { template_id: template.id, format: body.format },
    },
  );
  return { document: document!, unknown_fields: filled.unknown_fields };
}
