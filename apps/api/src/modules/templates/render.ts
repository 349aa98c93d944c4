/**
 * A template filled for a client, a case and an invoice of the firm, sent by the signed-in user:
 * every placeholder the sources can fill is replaced (HTML-escaped in the body), the rest stay as
 * written and are reported once each; the result is sanitised again.
 */
import { dayIn, type RenderContext, type TemplatePreview } from '@counsel/domain';
import type { Db } from '../../db/client.js';
import { findCase } from '../../db/firm-lookups.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { ruleBroken } from '../../platform/errors.js';
import { assertCan } from '../../platform/permissions.js';
import { found } from '../../platform/tenancy.js';
import { findClientRow } from '../clients/service.js';
import { type FieldFormat, resolveField } from './fields.js';
import { fillHtml, fillPlain } from './fill.js';
import * as repo from './repository.js';
import { sanitizeTemplateHtml } from './sanitize.js';

export interface LoadedContext {
  sources: repo.RenderSources;
  /** The case the document goes with, checked to be the client's. */
  caseId: number | null;
}

/**
 * Reads what the context names, each within the caller's firm (404 otherwise). An invoice given with
 * a contact must be that client's (422); an invoice alone fills the contact fields with its client.
 * Reading a client's or an invoice's details through a template needs the same right as reading them.
 */
export async function loadContext(db: Db, auth: AuthContext, context: RenderContext): Promise<LoadedContext> {
  const lawFirmId = auth.firm.id;
  if (context.contact_id !== undefined) assertCan(auth, 'read', 'clients');
  if (context.invoice_id !== undefined) assertCan(auth, 'read', 'invoices');
  let contact =
    context.contact_id === undefined ? null : found(await findClientRow(db, lawFirmId, context.contact_id), 'Contact');
  const invoice =
    context.invoice_id === undefined
      ? null
      : found(await repo.findInvoice(db, lawFirmId, context.invoice_id), 'Invoice');
  if (invoice && contact && invoice.clientId !== contact.id) {
    throw ruleBroken('invoice_not_for_contact', 'This invoice belongs to another client', {
      invoice_id: invoice.id,
      contact_id: contact.id,
    });
  }
  if (invoice && !contact) contact = await findClientRow(db, lawFirmId, invoice.clientId);
  let caseId: number | null = null;
  if (context.case_id !== undefined) {
    const caseRow = found(await findCase(db, lawFirmId, context.case_id), 'Case');
    if (contact && caseRow.clientId !== contact.id) {
      throw ruleBroken('case_not_for_contact', 'This case belongs to another client', {
        case_id: caseRow.id,
        contact_id: contact.id,
      });
    }
    caseId = caseRow.id;
  }
  const user = found(await repo.findUser(db, lawFirmId, auth.user.id), 'User');
  const firm = found(await repo.findFirm(db, lawFirmId), 'Law firm');
  return { sources: { contact, invoice, user, firm }, caseId };
}

export function renderTemplate(
  template: Pick<repo.TemplateRow, 'subject' | 'bodyHtml' | 'language'>,
  sources: repo.RenderSources,
): TemplatePreview {
  const format: FieldFormat = {
    language: template.language,
    currency: sources.firm.currency,
    today: dayIn(sources.firm.timeZone),
  };
  const unknown = new Set<string>();
  const lookUp = (target: Parameters<typeof resolveField>[0], field: string) =>
    resolveField(target, field, sources, format);
  const subject = template.subject === null ? null : fillPlain(template.subject, lookUp, unknown);
  const html = sanitizeTemplateHtml(fillHtml(sanitizeTemplateHtml(template.bodyHtml), lookUp, unknown));
  return { subject, html, unknown_fields: [...unknown], language: template.language };
}
