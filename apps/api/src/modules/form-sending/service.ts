/**
 * Sending a reviewed form to a client (spec §4 "Document filling", §7 POST /document/collaboration-form)
 * and the staff's follow-up: the list, one form with its answers, withdrawing and sending again, and
 * the firm's reminder setting. Every id is looked up in the caller's firm (another firm's is 404).
 */
import {
  applyFieldCorrections,
  type collaborationFormBody,
  type FormSection,
  type SentForm,
  type SentFormDetail,
  type sentFormListQuery,
} from '@counsel/domain';
import type { z } from 'zod';
import { findCase, findClient } from '../../db/firm-lookups.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { assertOwnFirm, found } from '../../platform/tenancy.js';
import { resolveFormReference } from '../form-filling/form-reference.js';
import { sourceForm } from '../form-filling/source-forms.js';
import { confirmDelivery, deliveredToken, mailOrUndo, prepareDelivery } from './delivery.js';
import { daysFrom, type SendingDeps, sendingError } from './deps.js';
import * as repo from './repository.js';
import { toSentForm } from './views.js';

export type { SendingDeps } from './deps.js';

type SendBody = z.output<typeof collaborationFormBody>;
type ListQuery = z.output<typeof sentFormListQuery>;

/** Who acts on a sent form: an employee of the firm. */
export interface Sender {
  lawFirmId: number;
  userId: number;
}

/** POST /document/collaboration-form. */
export async function sendForm(deps: SendingDeps, auth: AuthContext, body: SendBody): Promise<SentForm> {
  if (body.user_id !== auth.user.id) throw forbidden('A form is sent in your own name.');
  const { id } = await sendAs(deps, { lawFirmId: auth.firm.id, userId: auth.user.id }, body);
  return readSentForm(deps, auth.firm.id, id);
}

/**
 * Checks every id against the sender's firm, then: the row and its delivery (a link, or the client's
 * portal access) commit, the mail goes out, and only then is the send audited. A refused mail deletes
 * the form again (502), so nothing of the send stays.
 */
export async function sendAs(
  deps: SendingDeps,
  sender: Sender,
  body: SendBody,
): Promise<{ id: number; token: string | null }> {
  const { lawFirmId } = sender;
  const client = found(await findClient(deps.db, lawFirmId, body.client_id, { columns: 'card' }), 'Client');
  if (body.case_id) {
    const caseRow = await findCase(deps.db, lawFirmId, body.case_id);
    // A case of another client of the firm is as unknown here as another firm's.
    if (caseRow?.clientId !== client.id) throw notFound('Case');
  }
  const formRef = await resolveFormReference(deps.db, lawFirmId, body);
  const source = await sourceForm(deps, lawFirmId, formRef);
  // The body's schema may come from any reading of the form: a firm form's corrected types, formats and
  // Arabic labels are set again, while the labels stay as the sender reviewed them.
  const formSchema = applyFieldCorrections(body.form_schema, source.corrections, { labels: false });
  const sharedIds = [...new Set(body.client_documents_ids)];
  const shared = await repo.clientDocuments(deps.db, lawFirmId, client.id, sharedIds);
  if (shared.length !== sharedIds.length) throw notFound('Document');
  if (!client.email?.trim()) throw sendingError(422, 'clientEmailMissing');

  const { form, delivery } = await deps.db.transaction(async (tx) => {
    const now = new Date();
    const inserted = await repo.insertSentForm(tx, {
      lawFirmId,
      clientId: client.id,
      caseId: body.case_id ?? null,
      formType: formRef.form_type,
      formId: formRef.id,
      formTitle: body.form_title,
      formSchema,
      values: {},
      requestedDocuments: body.requested_documents,
      clientDocumentsIds: sharedIds,
      formSendingMode: body.form_sending_mode,
      locale: body.locale,
      status: 'sent',
      expiresAt: daysFrom(now, body.expires_in_days),
      sentByUserId: sender.userId,
      sentAt: now,
    });
    const prepared = await prepareDelivery(tx, inserted, { invitedByUserId: sender.userId, grantMissing: true });
    return { form: inserted, delivery: prepared! };
  });
  await mailOrUndo(deps, form, delivery, 'sent', (tx) => repo.deleteSentForm(tx, form.id));
  await deps.db.transaction(async (tx) => {
    await confirmDelivery(tx, delivery);
    await recordAudit(tx, {
      lawFirmId,
      userId: sender.userId,
      action: 'sent_form.sent',
      entityType: 'sent_form',
      entityId: form.id,
      details: {
        client_id: client.id,
        form_type: formRef.form_type,
        form_id: formRef.id,
        locale: body.locale,
        form_sending_mode: body.form_sending_mode,
      },
    });
  });
  return { id: form.id, token: deliveredToken(delivery) };
}

/** The sent forms of one page, with a fixed number of queries whatever the page size. */
async function page(deps: SendingDeps, filter: repo.ListFilter) {
  const { rows, total } = await repo.listSentForms(deps.db, filter);
  const sharedIds = [...new Set(rows.flatMap((row) => row.form.clientDocumentsIds as number[]))];
  const [shared, attachments] = await Promise.all([
    repo.documentTitles(deps.db, filter.lawFirmId, sharedIds),
    repo.attachmentsOf(
      deps.db,
      rows.map((row) => row.form.id),
    ),
  ]);
  const titles = new Map(shared.map((document) => [document.id, document]));
  const items = rows.map((row) =>
    toSentForm(
      row,
      (row.form.clientDocumentsIds as number[]).flatMap((id) => titles.get(id) ?? []),
      attachments.filter((attachment) => attachment.sentFormId === row.form.id),
    ),
  );
  return { rows, items, total };
}

async function readSentForm(deps: SendingDeps, lawFirmId: number, id: number): Promise<SentForm> {
  const { items } = await page(deps, { lawFirmId, onlyId: id, page: 1, pageSize: 1 });
  return found(items[0], 'Sent form');
}

export async function listSentForms(deps: SendingDeps, auth: AuthContext, lawFirmId: number, query: ListQuery) {
  assertOwnFirm(auth, lawFirmId);
  const { items, total } = await page(deps, {
    lawFirmId,
    clientId: query.client_id,
    caseId: query.case_id,
    status: query.status === 'all' ? undefined : query.status,
    page: query.page,
    pageSize: query.page_size,
  });
  return { items, page: query.page, page_size: query.page_size, total };
}

export async function getSentForm(
  deps: SendingDeps,
  auth: AuthContext,
  lawFirmId: number,
  id: number,
): Promise<SentFormDetail> {
  assertOwnFirm(auth, lawFirmId);
  const { rows, items } = await page(deps, { lawFirmId, onlyId: id, page: 1, pageSize: 1 });
  const row = found(rows[0], 'Sent form');
  return {
    ...items[0]!,
    form_schema: row.form.formSchema as FormSection[],
    values: row.form.values as SentFormDetail['values'],
  };
}

/** POST .../revoke: every link of the form stops working (410 revoked); a submitted form cannot be. */
export async function revokeSentForm(deps: SendingDeps, auth: AuthContext, lawFirmId: number, id: number) {
  assertOwnFirm(auth, lawFirmId);
  await revokeAs(deps, { lawFirmId, userId: auth.user.id }, id);
  return readSentForm(deps, lawFirmId, id);
}

export async function revokeAs(deps: SendingDeps, { lawFirmId, userId }: Sender, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = found(await repo.lockSentForm(tx, lawFirmId, id), 'Sent form');
    if (row.status === 'submitted') throw sendingError(409, 'notSendable');
    if (row.status === 'revoked') return;
    await repo.updateSentForm(tx, id, { status: 'revoked', revokedAt: new Date(), revokedByUserId: userId });
    await recordAudit(tx, { lawFirmId, userId, action: 'sent_form.revoked', entityType: 'sent_form', entityId: id });
  });
}

/** The live status a form goes back to when sent again: where the client had got to. */
function resumedStatus(row: repo.SentFormRow): 'sent' | 'opened' | 'in_progress' {
  if (row.lastSavedAt) return 'in_progress';
  return row.openedAt ? 'opened' : 'sent';
}

/**
 * POST .../resend: a fresh link (or portal notice) mailed and a new date. The new delivery commits
 * first and the mail goes out; only then do the earlier links die and the date and status change
 * (audited), so a refused mail (502) leaves the client's earlier link working. Works for an expired
 * or revoked form too; a submitted one is 409.
 */
export async function resendSentForm(
  deps: SendingDeps,
  auth: AuthContext,
  lawFirmId: number,
  id: number,
  expiresInDays: number,
) {
  assertOwnFirm(auth, lawFirmId);
  const userId = auth.user.id;
  const expiresAt = daysFrom(new Date(), expiresInDays);
  const { row, delivery } = await deps.db.transaction(async (tx) => {
    const locked = found(await repo.lockSentForm(tx, lawFirmId, id), 'Sent form');
    if (locked.status === 'submitted') throw sendingError(409, 'notSendable');
    const prepared = await prepareDelivery(tx, locked, { invitedByUserId: userId, grantMissing: true });
    return { row: locked, delivery: prepared! };
  });
  await mailOrUndo(deps, { ...row, expiresAt }, delivery, 'sent');
  await deps.db.transaction(async (tx) => {
    const current = found(await repo.lockSentForm(tx, lawFirmId, id), 'Sent form');
    if (delivery.mode === 'passwordless') await repo.deleteLinksExcept(tx, id, delivery.linkId);
    await confirmDelivery(tx, delivery);
    // Submitted through an earlier link while the mail was on its way: the submission stands.
    if (current.status === 'submitted') return;
    await repo.updateSentForm(tx, id, {
      status: resumedStatus(current),
      expiresAt,
      revokedAt: null,
      revokedByUserId: null,
    });
    await recordAudit(tx, {
      lawFirmId,
      userId,
      action: 'sent_form.resent',
      entityType: 'sent_form',
      entityId: id,
      details: { expires_at: expiresAt.toISOString(), was: current.status },
    });
  });
  return readSentForm(deps, lawFirmId, id);
}

export async function getReminderSettings(deps: Pick<SendingDeps, 'db'>, auth: AuthContext, lawFirmId: number) {
  assertOwnFirm(auth, lawFirmId);
  return { form_reminder_days: await repo.reminderDays(deps.db, lawFirmId) };
}

export async function setReminderSettings(
  deps: Pick<SendingDeps, 'db'>,
  auth: AuthContext,
  lawFirmId: number,
  days: number,
) {
  assertOwnFirm(auth, lawFirmId);
  await deps.db.transaction(async (tx) => {
    await repo.setReminderDays(tx, lawFirmId, days);
    await recordAudit(tx, {
      lawFirmId,
      userId: auth.user.id,
      action: 'firm.form_reminder_days_changed',
      entityType: 'law_firm',
      entityId: lawFirmId,
      details: { form_reminder_days: days },
    });
  });
  return { form_reminder_days: days };
}
