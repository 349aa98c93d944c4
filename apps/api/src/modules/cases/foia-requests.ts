/**
 * A FOIA case's request details and its response deadline (issue 39). The rules of the dates are the domain's
 * schema (the form shares them); here: the case must be the firm's FOIA case, no day may lie after the firm's
 * today, and the deadline is worked out and stored with the details so the calendar can read it by window.
 */
import {
  dayIn,
  FOIA_DEADLINES_LIMIT,
  FOIA_MESSAGES,
  type FoiaDeadlinesQuery,
  type FoiaDeadlinesResponse,
  type FoiaRequest,
  type FoiaRequestBody,
  foiaClock,
} from '@counsel/domain';
import type { Db, DbOrTx } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { ruleBroken, validationFailed } from '../../platform/errors.js';
import * as repo from './foia-repository.js';
import { readCase } from './service.js';

/** The firm's case (404 otherwise) that must be a FOIA case (422 otherwise). */
async function readFoiaCase(db: DbOrTx, lawFirmId: number, caseId: number, forUpdate = false) {
  const row = await readCase(db, lawFirmId, caseId, forUpdate);
  if (row.caseType !== 'FOIA') throw ruleBroken('not_foia_case', FOIA_MESSAGES.notFoiaCase, { case_id: caseId });
  return row;
}

function foiaRequestOut(caseId: number, row: repo.FoiaRequestRow | null): FoiaRequest {
  if (!row) {
    return {
      case_id: caseId,
      agency: null,
      request_number: null,
      received_date: null,
      extension_taken: false,
      tollings: [],
      response_due: null,
      clock_stopped_since: null,
      updated_at: null,
    };
  }
  const clock = foiaClock({
    received_date: row.receivedDate,
    extension_taken: row.extensionTaken,
    tollings: row.tollings,
  });
  return {
    case_id: caseId,
    agency: row.agency,
    request_number: row.requestNumber,
    received_date: row.receivedDate,
    extension_taken: row.extensionTaken,
    tollings: row.tollings.map((t) => ({ started_on: t.started_on, ended_on: t.ended_on })),
    response_due: row.responseDue,
    clock_stopped_since: clock.state === 'stopped' ? clock.stopped_since : null,
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function getFoiaRequest(db: Db, auth: AuthContext, caseId: number): Promise<FoiaRequest> {
  await readFoiaCase(db, auth.firm.id, caseId);
  return foiaRequestOut(caseId, await repo.findFoiaRequest(db, auth.firm.id, caseId));
}

/** Fields naming a day after the firm's today: nothing is received or answered in the future. */
function futureDays(body: FoiaRequestBody, today: string): Record<string, string> {
  const fields: Record<string, string> = {};
  if (body.received_date > today) fields.received_date = FOIA_MESSAGES.inFuture;
  body.tollings.forEach((tolling, index) => {
    if (tolling.started_on > today) fields[`tollings.${index}.started_on`] = FOIA_MESSAGES.inFuture;
    if (tolling.ended_on !== null && tolling.ended_on > today) {
      fields[`tollings.${index}.ended_on`] = FOIA_MESSAGES.inFuture;
    }
  });
  return fields;
}

export async function saveFoiaRequest(
  db: Db,
  auth: AuthContext,
  caseId: number,
  body: FoiaRequestBody,
  ip?: string,
): Promise<FoiaRequest> {
  const firmId = auth.firm.id;
  const future = futureDays(body, dayIn(auth.firm.timeZone));
  if (Object.keys(future).length > 0) throw validationFailed(future);
  const tollings = [...body.tollings].sort((a, b) => a.started_on.localeCompare(b.started_on));
  const clock = foiaClock({ received_date: body.received_date, extension_taken: body.extension_taken, tollings });
  return db.transaction(async (tx) => {
    await readFoiaCase(tx, firmId, caseId, true);
    const row = await repo.saveFoiaRequest(tx, {
      caseId,
      lawFirmId: firmId,
      agency: body.agency,
      requestNumber: body.request_number,
      receivedDate: body.received_date,
      extensionTaken: body.extension_taken,
      tollings,
      responseDue: clock.state === 'running' ? clock.response_due : null,
    });
    await recordAudit(tx, {
      lawFirmId: firmId,
      userId: auth.user.id,
      action: 'case.foia_request_saved',
      entityType: 'case',
      entityId: caseId,
      details: { ...body, tollings, response_due: row.responseDue },
      ...(ip ? { ip } : {}),
    });
    return foiaRequestOut(caseId, row);
  });
}

/** The calendar's window of deadlines: every FOIA case of the firm not closed, which VIEW_CASES lists in full. */
export async function foiaDeadlines(
  db: Db,
  auth: AuthContext,
  query: FoiaDeadlinesQuery,
): Promise<FoiaDeadlinesResponse> {
  const rows = await repo.foiaDeadlinesIn(db, auth.firm.id, query.start, query.end, FOIA_DEADLINES_LIMIT + 1);
  return {
    deadlines: rows.slice(0, FOIA_DEADLINES_LIMIT).map((row) => ({
      case_id: row.caseId,
      client_id: row.clientId,
      case_title: row.caseTitle,
      agency: row.agency,
      request_number: row.requestNumber,
      response_due: row.responseDue as string,
    })),
    truncated: rows.length > FOIA_DEADLINES_LIMIT,
  };
}
