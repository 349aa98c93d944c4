/**
 * The sent forms a portal account reaches: sent in client_portal mode by the account's own firm to one
 * of the clients the account has access to. The portal owns that access and answers it per call
 * (callerClientIds in portal/session.ts), so withdrawn access hides a firm's forms at once; every query
 * also names the account's firm, the only firm whose clients the portal gives the account.
 */
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { clients, documents, lawFirms, sentForms } from '../../db/schema/index.js';
import { LIVE_STATUSES, type ReachedForm, reachedColumns, shownStatus } from './repository.js';

/** The account's firm and the clients of it the account has access to, as the portal knows them. */
export interface PortalAccount {
  lawFirmId: number;
  clientIds: number[];
}

const reachable = ({ lawFirmId, clientIds }: PortalAccount): SQL =>
  and(
    inArray(sentForms.clientId, clientIds),
    eq(sentForms.lawFirmId, lawFirmId),
    eq(sentForms.formSendingMode, 'client_portal'),
  )!;

/** One form of the account by id, or null when it is not theirs to reach. */
export async function findPortalForm(
  db: DbOrTx,
  account: PortalAccount,
  id: number,
  forUpdate = false,
): Promise<ReachedForm | null> {
  const query = db
    .select(reachedColumns)
    .from(sentForms)
    .innerJoin(lawFirms, eq(lawFirms.id, sentForms.lawFirmId))
    .innerJoin(clients, eq(clients.id, sentForms.clientId))
    .where(and(reachable(account), eq(sentForms.id, id)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update', { of: sentForms }) : await query;
  return row ?? null;
}

export type PortalListStatus = 'open' | 'submitted' | 'all';

/** One page of the account's forms, newest first. */
export async function listPortalForms(
  db: DbOrTx,
  account: PortalAccount,
  filter: { status: PortalListStatus; page: number; pageSize: number },
) {
  const conditions = [reachable(account)];
  if (filter.status === 'submitted') conditions.push(eq(sentForms.status, 'submitted'));
  if (filter.status === 'open') {
    conditions.push(inArray(sentForms.status, [...LIVE_STATUSES]), sql`${sentForms.expiresAt} >= now()`);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        form: {
          id: sentForms.id,
          formTitle: sentForms.formTitle,
          locale: sentForms.locale,
          sentAt: sentForms.sentAt,
          expiresAt: sentForms.expiresAt,
          submittedAt: sentForms.submittedAt,
        },
        status: shownStatus,
        firmName: lawFirms.name,
        signedPdfId: documents.id,
      })
      .from(sentForms)
      .innerJoin(lawFirms, eq(lawFirms.id, sentForms.lawFirmId))
      .leftJoin(
        documents,
        and(
          eq(documents.id, sentForms.documentId),
          sql`${documents.deletedAt} is null`,
          eq(sentForms.status, 'submitted'),
        ),
      )
      .where(where)
      .orderBy(desc(sentForms.sentAt), desc(sentForms.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ total: count() }).from(sentForms).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}
