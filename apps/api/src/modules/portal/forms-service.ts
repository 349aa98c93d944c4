/**
 * The signed-in client's forms: the list, and the caller through which each /portal/forms/{id} call
 * reaches the form with the same rules as the mailed link (client-form-service.ts).
 */
import {
  type Locale,
  PORTAL_ERRORS,
  PORTAL_MESSAGES,
  type PortalFormSummary,
  type portalFormListQuery,
} from '@counsel/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { FormCaller } from '../form-sending/form-caller.js';
import { findPortalForm, listPortalForms } from './forms-repository.js';
import type { PortalCaller } from './session.js';

/**
 * Reaches form `id` only when the account's firm sent it in client_portal mode to a client the account
 * has access to; anything else is 404, whether it exists or not.
 */
export function portalFormCaller(caller: PortalCaller, id: number): FormCaller {
  const account = { portalUserId: caller.userId, lawFirmId: caller.lawFirmId };
  return {
    ip: caller.ip,
    find: (db, forUpdate) => findPortalForm(db, account, id, forUpdate),
    auditDetails: { portal_user_id: caller.userId },
    errors: {
      notFound: () => notFound('Form'),
      revoked: () => new AppError(410, PORTAL_ERRORS.formWithdrawn, PORTAL_MESSAGES.formWithdrawn),
      expired: () => new AppError(410, PORTAL_ERRORS.formExpired, PORTAL_MESSAGES.formExpired),
    },
  };
}

export async function listForms(db: Db, caller: PortalCaller, query: z.output<typeof portalFormListQuery>) {
  const account = { portalUserId: caller.userId, lawFirmId: caller.lawFirmId };
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
