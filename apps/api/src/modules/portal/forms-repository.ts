/**
 * The sent forms a portal account reaches: sent in client_portal mode by the account's own firm to a
 * client the account has access to. Every query joins portal_access, so withdrawn access hides a firm's
 * forms at once, and names the account's firm, which the database's (account, firm) key on
 * portal_access makes the only firm the join can reach anyway.
 */
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { clients, documents, lawFirms, portalAccess, sentForms } from '../../db/schema/index.js';
import { LIVE_STATUSES, type ReachedForm, reachedColumns, shownStatus } from '../form-sending/repository.js';

/** The account and its firm, as the session knows them. */
export interface PortalAccount {
  portalUserId: number;
  lawFirmId: number;
}

const reachable = ({ portalUserId, lawFirmId }: PortalAccount): SQL =>
  and(
    eq(portalAccess.portalUserId, portalUserId),
    eq(sentForms.lawFirmId, lawFirmId),
    eq(sentForms.formSendingMode, 'client_portal'),
  )!;

const accessJoin = and(eq(portalAccess.lawFirmId, sentForms.lawFirmId), eq(portalAccess.clientId, sentForms.clientId));

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
    .innerJoin(portalAccess, accessJoin)
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
      .innerJoin(portalAccess, accessJoin)
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
    db.select({ total: count() }).from(sentForms).innerJoin(portalAccess, accessJoin).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}
