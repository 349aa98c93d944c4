/**
 * The signed-in client's list of forms (GET /portal/forms); each form of it is then reached through
 * portalFormCaller (form-caller.ts) with the same rules as the mailed link (client-form-service.ts).
 */
import type { Locale, PortalFormSummary, portalFormListQuery } from '@counsel/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { callerClientIds, type PortalCaller } from '../portal/session.js';
import { listPortalForms } from './portal-forms-repository.js';

export async function listForms(db: Db, caller: PortalCaller, query: z.output<typeof portalFormListQuery>) {
  const account = { lawFirmId: caller.lawFirmId, clientIds: await callerClientIds(db, caller) };
  const { rows, total } = await listPortalForms(db, account, {
    status: query.status,
    page: query.page,
    pageSize: query.page_size,
  });
  const items: PortalFormSummary[] = rows.map((row) => ({
    id: row.form.id,
    form_title: row.form.formTitle,
    firm_name: row.firmName,
    status: row.status as PortalFormSummary['status'],
    locale: row.form.locale as Locale,
    sent_at: row.form.sentAt.toISOString(),
    expires_at: row.form.expiresAt.toISOString(),
    submitted_at: row.form.submittedAt?.toISOString() ?? null,
    has_signed_pdf: row.signedPdfId !== null,
  }));
  return { items, page: query.page, page_size: query.page_size, total };
}
