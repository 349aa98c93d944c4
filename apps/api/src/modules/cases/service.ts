/** Case rules: who a case belongs to, who may lead it, and what a change may touch. */
import {
  type Case,
  type CaseProfile,
  type CaseStatus,
  type CaseType,
  type ClientCasesResponse,
  type CreateCaseRequest,
  clientRowName,
  type FirmCasesExportQuery,
  type FirmCasesQuery,
  type FirmCasesResponse,
  isOrganisationType,
  NEW_CASE_STATUS,
  TEAM_LEAD_REQUIRED_MESSAGE,
  type TeamLead,
  type UpdateCaseRequest,
} from '@counsel/domain';
import type { Db, DbOrTx } from '../../db/client.js';
import { findClient } from '../../db/firm-lookups.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { notFound, ruleBroken, validationFailed } from '../../platform/errors.js';
import { assertOwnFirm, found } from '../../platform/tenancy.js';
import { getTemplate } from '../workflows/service.js';
import type { CreateCaseDeps, NewCaseWork } from './new-case-work.js';
import * as repo from './repository.js';

export const PRIMARY_CONTACT_REQUIRED =
  "The selected contact doesn't have a primary contact. You must add a primary contact to proceed.";
export const CONTACT_EMAIL_REQUIRED = 'This contact has no email set yet. Please add an email address...';
export const CONTACT_PHONE_REQUIRED = 'This contact has no phone number set yet. Please add a phone number...';
export const CONTACT_NOT_CLIENT =
  'A case must belong to a client: pick a client, or an organisation whose primary contact is a client.';

type Contact = NonNullable<Awaited<ReturnType<typeof repo.findContact>>>;

/**
 * Which client a case opened for `contact` belongs to. A client's own contact gives that client; an
 * organisation is represented by its primary contact (the one sent, else its own), which must stand for a client.
 */
async function resolveClient(
  db: DbOrTx,
  lawFirmId: number,
  contact: Contact,
  primaryContactId: number | undefined,
): Promise<{ clientId: number; primaryContactId: number | null }> {
  // A primary contact sent is the firm's, whatever the case's contact: another firm's id answers 404
  // even where it would not be used.
  const sent =
    primaryContactId === undefined
      ? null
      : found(await repo.findContact(db, lawFirmId, primaryContactId), 'Primary contact');
  if (contact.relatedEntityType === 'client' && contact.relatedEntityId !== null) {
    return { clientId: contact.relatedEntityId, primaryContactId: null };
  }
  if (!isOrganisationType(contact.contactType)) {
    throw ruleBroken('contact_not_client', CONTACT_NOT_CLIENT, { contact_id: contact.id });
  }
  const primaryId = primaryContactId ?? contact.primaryContactId;
  if (primaryId === null || primaryId === undefined) {
    throw ruleBroken('primary_contact_required', PRIMARY_CONTACT_REQUIRED, { contact_id: contact.id });
  }
  const primary = sent ?? found(await repo.findContact(db, lawFirmId, primaryId), 'Primary contact');
  if (primary.relatedEntityType !== 'client' || primary.relatedEntityId === null) {
    throw ruleBroken('contact_not_client', CONTACT_NOT_CLIENT, { primary_contact_id: primary.id });
  }
  return { clientId: primary.relatedEntityId, primaryContactId: primary.id };
}

/**
 * Every id must be one of the firm's users (404 otherwise, like any other firm's id); those not
 * listed in `alreadyAllowed` must also still be active.
 */
async function assertFirmUsers(
  db: DbOrTx,
  lawFirmId: number,
  ids: readonly number[],
  what: string,
  alreadyAllowed: ReadonlySet<number> = new Set(),
): Promise<void> {
  const unique = [...new Set(ids)];
  const rows = await repo.findFirmUsers(db, lawFirmId, unique);
  const byId = new Map(rows.map((row) => [row.id, row.active]));
  for (const id of unique) {
    const active = byId.get(id);
    if (active === undefined || (!active && !alreadyAllowed.has(id))) throw notFound(what);
  }
}

export async function createCase(
  deps: CreateCaseDeps & { work: NewCaseWork },
  auth: AuthContext,
  body: CreateCaseRequest,
  ip?: string,
): Promise<Case> {
  assertOwnFirm(auth, body.law_firm_id);
  const firmId = auth.firm.id;
  const teamLeads = [...new Set(body.team_leads)];
  const now = new Date();
  const created = await deps.db.transaction(async (tx) => {
    const contact = found(await repo.findContact(tx, firmId, body.contact_id), 'Contact');
    const owner = await resolveClient(tx, firmId, contact, body.primary_contact_id);
    found(await findClient(tx, firmId, owner.clientId), 'Client');
    // §5: a person the case is opened for must be reachable (the wizard says so before sending too).
    if (!isOrganisationType(contact.contactType)) {
      if (!contact.email)
        throw ruleBroken('contact_email_required', CONTACT_EMAIL_REQUIRED, { contact_id: contact.id });
      if (!contact.phoneNumber)
        throw ruleBroken('contact_phone_required', CONTACT_PHONE_REQUIRED, { contact_id: contact.id });
    }
    await assertFirmUsers(tx, firmId, teamLeads, 'Team lead');
    await assertFirmUsers(
      tx,
      firmId,
      body.task_assignments.map((a) => a.user_id),
      'Assignee',
    );
    const workflow = body.workflow_id === undefined ? null : (await getTemplate(tx, auth, body.workflow_id)).template;
    if (!workflow && (body.task_assignments.length > 0 || body.alt_steps_ids.length > 0)) {
      throw validationFailed({ workflow_id: 'Tasks and alternative steps need a workflow.' });
    }
    const assignees = workflow
      ? deps.work.checkPlan(workflow.steps, body.task_assignments, body.alt_steps_ids)
      : new Map();
    const row = await repo.insertCase(tx, {
      lawFirmId: firmId,
      clientId: owner.clientId,
      contactId: contact.id,
      primaryContactId: owner.primaryContactId,
      title: body.title,
      description: body.description ?? null,
      status: NEW_CASE_STATUS,
      caseType: 'STANDARD',
      workflowId: workflow?.id ?? null,
      altStepsIds: [...new Set(body.alt_steps_ids)],
      language: body.language,
      createdByUserId: auth.user.id,
    });
    await repo.insertTeamLeads(tx, row.id, teamLeads);
    if (workflow) {
      await deps.work.instantiateWorkflow(tx, {
        lawFirmId: firmId,
        caseId: row.id,
        steps: workflow.steps,
        assignees,
        altStepIds: body.alt_steps_ids,
        now,
      });
    }
    await recordAudit(tx, {
      lawFirmId: firmId,
      userId: auth.user.id,
      action: 'case.created',
      entityType: 'case',
      entityId: row.id,
      details: { client_id: row.clientId, contact_id: contact.id, team_leads: teamLeads, workflow_id: row.workflowId },
      ...(ip ? { ip } : {}),
    });
    return { row, assignments: await repo.taskAssignmentsOf(tx, row.id) };
  });
  await deps.work.mailNewAssignees(deps, auth, created.row);
  return caseOut(created.row, teamLeads, created.assignments);
}

export function caseOut(
  row: repo.CaseRow,
  teamLeads: readonly number[],
  taskAssignments: ReadonlyArray<{ task_id: number; user_id: number }>,
): Case {
  return {
    id: row.id,
    law_firm_id: row.lawFirmId,
    title: row.title,
    description: row.description,
    status: row.status,
    case_type: row.caseType as CaseType,
    client_id: row.clientId,
    contact_id: row.contactId,
    primary_contact_id: row.primaryContactId,
    workflow_id: row.workflowId,
    alt_steps_ids: row.altStepsIds,
    language: row.language === 'ar' ? 'ar' : 'en',
    closed_at: row.closedAt?.toISOString() ?? null,
    team_leads: [...teamLeads],
    task_assignments: taskAssignments.map((a) => ({ task_id: a.task_id, user_id: a.user_id })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const teamLeadOut = (row: {
  id: number;
  fullName: string;
  image: string | null;
  position: string | null;
}): TeamLead => ({
  id: row.id,
  full_name: row.fullName,
  image: row.image,
  position: row.position,
});

/** The firm's case, or 404; `forUpdate` locks its row for the caller's transaction. */
export async function readCase(db: DbOrTx, lawFirmId: number, caseId: number, forUpdate = false) {
  return found(await repo.findCaseRow(db, lawFirmId, caseId, forUpdate), 'Case');
}

/** The firm's client of a case, or null (a mail then names no client). */
export const findCaseClient = (db: DbOrTx, lawFirmId: number, clientId: number) =>
  findClient(db, lawFirmId, clientId, { columns: 'card' });

export type { CaseRow } from './repository.js';

export const clientName = (c: { firstName: string; middleName: string | null; lastName: string }) => clientRowName(c);

export async function listClientCases(db: Db, auth: AuthContext, clientId: number): Promise<ClientCasesResponse> {
  const firmId = auth.firm.id;
  found(await findClient(db, firmId, clientId), 'Client');
  const rows = await repo.clientCases(db, firmId, clientId);
  const leads = await repo.teamLeadsOf(
    db,
    firmId,
    rows.map((row) => row.id),
  );
  return {
    cases: rows.map((row) => ({
      id: row.id,
      title: row.title,
      status: row.status,
      case_type: row.caseType as CaseType,
      client_id: row.clientId,
      created_at: row.createdAt.toISOString(),
      team_leads: leads.filter((lead) => lead.caseId === row.id).map(teamLeadOut),
    })),
  };
}

export async function listClientCasesLight(db: Db, auth: AuthContext, clientId: number) {
  const firmId = auth.firm.id;
  found(await findClient(db, firmId, clientId), 'Client');
  const rows = await repo.clientCases(db, firmId, clientId);
  return rows.map((row) => ({ id: row.id, title: row.title }));
}

const firmCaseFilter = (query: FirmCasesExportQuery | FirmCasesQuery) => ({
  q: query.q || undefined,
  status: query.status,
  openOnly: query.open,
  clientId: query.client_id,
  sort: query.sort,
  order: query.order,
});

export async function listFirmCases(
  db: Db,
  auth: AuthContext,
  lawFirmId: number,
  query: FirmCasesQuery,
): Promise<FirmCasesResponse> {
  assertOwnFirm(auth, lawFirmId);
  const { rows, total } = await repo.firmCasesPage(db, auth.firm.id, {
    ...firmCaseFilter(query),
    page: query.page,
    pageSize: query.page_size,
  });
  return { cases: rows.map(firmCaseOut), page: query.page, page_size: query.page_size, total };
}

type FirmCaseRow = Awaited<ReturnType<typeof repo.firmCasesAll>>[number];

const firmCaseOut = (row: FirmCaseRow) => ({
  id: row.id,
  title: row.title,
  client_id: row.clientId,
  status: row.status,
  client_name: row.clientName,
  case_type: row.caseType as CaseType,
  created_at: row.createdAt.toISOString(),
});

/** Every case of the list's filter, in its order: the CSV export's rows. */
export async function exportFirmCases(
  db: Db,
  auth: AuthContext,
  lawFirmId: number,
  query: FirmCasesExportQuery,
): Promise<FirmCaseRow[]> {
  assertOwnFirm(auth, lawFirmId);
  return repo.firmCasesAll(db, auth.firm.id, firmCaseFilter(query));
}

export async function caseProfile(db: DbOrTx, auth: AuthContext, caseId: number): Promise<CaseProfile> {
  const firmId = auth.firm.id;
  const row = found(await repo.findCaseRow(db, firmId, caseId), 'Case');
  const [client, contact, leads, assignments] = await Promise.all([
    findClient(db, firmId, row.clientId, { columns: 'card' }),
    row.contactId === null ? null : repo.findContact(db, firmId, row.contactId),
    repo.teamLeadsOf(db, firmId, [row.id]),
    repo.taskAssignmentsOf(db, row.id),
  ]);
  const owner = found(client, 'Client');
  const { team_leads: _ids, ...base } = caseOut(row, [], assignments);
  return {
    ...base,
    client: {
      id: owner.id,
      first_name: owner.firstName,
      middle_name: owner.middleName,
      last_name: owner.lastName,
      email: owner.email,
      phone_number: owner.phoneNumber,
      image: owner.image,
    },
    contact: contact
      ? {
          id: contact.id,
          name: contact.name,
          email: contact.email,
          phone_number: contact.phoneNumber,
          contact_type: contact.contactType,
        }
      : null,
    team_leads: leads.map(teamLeadOut),
  };
}

export async function updateCase(
  db: Db,
  auth: AuthContext,
  caseId: number,
  body: UpdateCaseRequest,
  ip?: string,
): Promise<CaseProfile> {
  const firmId = auth.firm.id;
  return db.transaction(async (tx) => {
    const row = found(await repo.findCaseRow(tx, firmId, caseId, true), 'Case');
    const changes: Partial<Pick<repo.CaseRow, 'title' | 'description' | 'status'>> = {};
    if (body.title !== undefined) changes.title = body.title;
    if (body.description !== undefined) changes.description = body.description;
    if (body.status !== undefined) changes.status = body.status as CaseStatus;
    let teamLeads: number[] | undefined;
    if (body.team_leads !== undefined) {
      teamLeads = [...new Set(body.team_leads)];
      // A standard case is always led by someone; a FOIA case is opened without team leads.
      if (teamLeads.length === 0 && row.caseType === 'STANDARD') {
        throw validationFailed({ team_leads: TEAM_LEAD_REQUIRED_MESSAGE });
      }
      const current = await repo.teamLeadsOf(tx, firmId, [row.id]);
      // Leads already on the case may stay even if their account was deactivated since.
      await assertFirmUsers(tx, firmId, teamLeads, 'Team lead', new Set(current.map((lead) => lead.id)));
      await repo.replaceTeamLeads(tx, row.id, teamLeads);
    }
    await repo.updateCase(tx, firmId, row.id, changes);
    await recordAudit(tx, {
      lawFirmId: firmId,
      userId: auth.user.id,
      action: 'case.updated',
      entityType: 'case',
      entityId: row.id,
      details: { ...changes, ...(teamLeads ? { team_leads: teamLeads } : {}) },
      ...(ip ? { ip } : {}),
    });
    return caseProfile(tx, auth, row.id);
  });
}
