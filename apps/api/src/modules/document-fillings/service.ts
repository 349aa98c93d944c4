/**
 * Document fillings (spec §2 "Assign-employees-to-document-filling form", §7 POST
 * /law-firm/{firmId}/document-filling): a form to fill for a client, handed to colleagues. Assigning
 * checks every id against the caller's firm (another firm's client, case, form or employee is 404),
 * writes the filling, its assignees and the audit entry in one transaction, then mails each assignee
 * in their own language with a link that opens the filling screen on that client and form.
 */
import {
  clientFullName,
  DOCUMENT_FILLING_MESSAGES,
  type DocumentFilling,
  type DocumentFillingList,
  type DocumentFillingStatus,
  type documentFillingListQuery,
  type documentFillingRequest,
  type FillableFormRef,
  type FillableFormType,
  type Locale,
} from '@counsel/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { findCase, findClient } from '../../db/firm-lookups.js';
import { activeEmployees } from '../../db/firm-staff.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { forbidden, notFound, validationFailed } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mail/index.js';
import { publicFormById } from '../../platform/public-forms.js';
import { assertOwnFirm, found } from '../../platform/tenancy.js';
import { findFirmForm } from '../firm-forms/service.js';
import { resolveFormReference } from '../form-filling/form-reference.js';
import { assignmentMail, fillingLink } from './assignment-mail.js';
import * as repo from './repository.js';

export interface FillingDeps {
  db: Db;
  mailer: Mailer;
  publicOrigin: string;
  log: { error(obj: unknown, msg?: string): void };
}

type FillingInput = z.output<typeof documentFillingRequest>;

/** The title a form is listed under: a public form's number and name, or the firm form's own title. */
async function formTitle(deps: FillingDeps, lawFirmId: number, ref: FillableFormRef): Promise<string> {
  if (ref.form_type === 'public') {
    const form = found(publicFormById(ref.id), 'Form');
    return `${form.name} – ${form.title}`;
  }
  return found(await findFirmForm(deps.db, lawFirmId, ref.id), 'Form').title;
}

/** The client and case of a filling: client_id, or the client of case_id when only the case is sent. */
async function clientAndCase(deps: FillingDeps, lawFirmId: number, input: FillingInput) {
  const caseRow = input.case_id
    ? found(await findCase(deps.db, lawFirmId, input.case_id, { columns: 'titled' }), 'Case')
    : null;
  const clientId = input.client_id ?? caseRow?.clientId;
  if (clientId === undefined) {
    throw validationFailed({ client_id: DOCUMENT_FILLING_MESSAGES.clientRequired });
  }
  const client = found(await findClient(deps.db, lawFirmId, clientId, { columns: 'card' }), 'Client');
  // A case of another client of the firm is as unknown here as another firm's.
  if (caseRow && caseRow.clientId !== client.id) throw notFound('Case');
  return { client, clientCase: caseRow };
}

export async function assign(
  deps: FillingDeps,
  auth: AuthContext,
  lawFirmId: number,
  input: FillingInput,
): Promise<DocumentFilling> {
  assertOwnFirm(auth, lawFirmId);
  const { client, clientCase } = await clientAndCase(deps, lawFirmId, input);
  const formRef = await resolveFormReference(deps.db, lawFirmId, input);
  const title = await formTitle(deps, lawFirmId, formRef);
  const employees = await activeEmployees(deps.db, lawFirmId, input.employees);
  if (employees.length !== input.employees.length) throw notFound('Employee');

  const row = await deps.db.transaction(async (tx) => {
    const inserted = await repo.insertFilling(
      tx,
      {
        lawFirmId,
        clientId: client.id,
        caseId: clientCase?.id ?? null,
        formType: formRef.form_type,
        formId: formRef.id,
        formTitle: title,
        note: input.note || null,
        createdByUserId: auth.user.id,
      },
      input.employees,
    );
    await recordAudit(tx, {
      lawFirmId,
      userId: auth.user.id,
      action: 'document_filling.assigned',
      entityType: 'document_filling',
      entityId: inserted.id,
      details: {
        employees: input.employees,
        client_id: client.id,
        form_type: formRef.form_type,
        form_id: formRef.id,
      },
    });
    return inserted;
  });

  const clientName = clientFullName({
    first_name: client.firstName,
    middle_name: client.middleName,
    last_name: client.lastName,
  });
  // Mail goes out after the commit: a filling is never announced that was not saved. One colleague's
  // unreachable mailbox does not undo the assignment; the others are still told, and the failure is
  // logged (ids only: the body carries the client's name) so someone can tell the colleague by hand.
  for (const employee of employees) {
    if (employee.id === auth.user.id) continue;
    const locale = employee.locale as Locale;
    const mail = assignmentMail(locale, {
      assignee: employee.fullName,
      assignedBy: auth.user.fullName,
      formTitle: title,
      clientName,
      caseTitle: clientCase?.title ?? null,
      note: row.note,
      link: fillingLink(deps.publicOrigin, locale, row),
    });
    try {
      await deps.mailer.send({ lawFirmId, to: [employee.email], ...mail });
    } catch (error) {
      deps.log.error(
        { err: error, document_filling_id: row.id, employee_id: employee.id },
        'document filling assignment mail not sent',
      );
    }
  }
  const [filling] = (
    await list(deps, auth, lawFirmId, { assigned_to: 'all', status: 'all', page: 1, page_size: 1 }, row.id)
  ).items;
  return filling!;
}

export async function list(
  deps: Pick<FillingDeps, 'db'>,
  auth: AuthContext,
  lawFirmId: number,
  query: z.output<typeof documentFillingListQuery>,
  onlyId?: number,
): Promise<DocumentFillingList> {
  assertOwnFirm(auth, lawFirmId);
  const { rows, total } = await repo.listFillings(deps.db, {
    lawFirmId,
    assigneeId: query.assigned_to === 'me' ? auth.user.id : undefined,
    status: query.status === 'all' ? undefined : query.status,
    onlyId,
    page: query.page,
    pageSize: query.page_size,
  });
  const assignees = await repo.assigneesOf(
    deps.db,
    rows.map((row) => row.filling.id),
  );
  const items = rows.map(
    ({ filling, client, caseTitle, assignedBy }): DocumentFilling => ({
      id: filling.id,
      status: filling.status as DocumentFillingStatus,
      client: {
        id: filling.clientId,
        full_name: clientFullName({
          first_name: client.firstName,
          middle_name: client.middleName,
          last_name: client.lastName,
        }),
      },
      case: filling.caseId !== null && caseTitle !== null ? { id: filling.caseId, title: caseTitle } : null,
      form: { form_type: filling.formType as FillableFormType, id: filling.formId, title: filling.formTitle },
      note: filling.note,
      employees: (assignees.get(filling.id) ?? []).map((person) => ({
        id: person.id,
        full_name: person.fullName,
        image: person.image,
      })),
      assigned_by: assignedBy ? { id: assignedBy.id, full_name: assignedBy.fullName, image: assignedBy.image } : null,
      created_at: filling.createdAt.toISOString(),
      completed_at: filling.completedAt?.toISOString() ?? null,
    }),
  );
  return { items, page: query.page, page_size: query.page_size, total };
}

/**
 * Marking a filling done (or open again): its assignees may, and whoever may change the firm's forms.
 * Everyone else of the firm gets 403; another firm's filling 404.
 */
export async function setStatus(
  deps: Pick<FillingDeps, 'db'>,
  auth: AuthContext,
  lawFirmId: number,
  id: number,
  status: DocumentFillingStatus,
): Promise<DocumentFilling> {
  assertOwnFirm(auth, lawFirmId);
  await deps.db.transaction(async (tx) => {
    const row = found(await repo.lockFilling(tx, lawFirmId, id), 'Document filling');
    const mayChange = auth.ability.can('update', 'forms') || (await repo.isAssignee(tx, id, auth.user.id));
    if (!mayChange) throw forbidden();
    if (row.status === status) return;
    await repo.setStatus(tx, id, status, auth.user.id);
    await recordAudit(tx, {
      lawFirmId,
      userId: auth.user.id,
      action: status === 'done' ? 'document_filling.completed' : 'document_filling.reopened',
      entityType: 'document_filling',
      entityId: id,
    });
  });
  const page = await list(deps, auth, lawFirmId, { assigned_to: 'all', status: 'all', page: 1, page_size: 1 }, id);
  return page.items[0]!;
}
