/**
 * Outside-calendar queries: a user's connection (always within the firm and for that one user, except
 * the scheduled sync's list of every active connection) and the events imported from it.
 */
import { and, asc, eq, gt, inArray, lt, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { calendarConnections, externalCalendarEvents, meetings } from '../../db/schema/index.js';

export type ConnectionRow = typeof calendarConnections.$inferSelect;
export type ExternalEventRow = typeof externalCalendarEvents.$inferSelect;
export type ExternalEventValues = Omit<
  typeof externalCalendarEvents.$inferInsert,
  'id' | 'lawFirmId' | 'userId' | 'provider' | 'createdAt' | 'updatedAt'
>;
export type Provider = 'google' | 'microsoft';

/** One user's connection to one provider, within the firm. */
const theConnection = (lawFirmId: number, userId: number, provider: Provider) =>
  and(
    eq(calendarConnections.lawFirmId, lawFirmId),
    eq(calendarConnections.userId, userId),
    eq(calendarConnections.provider, provider),
  );

export async function findConnection(db: DbOrTx, lawFirmId: number, userId: number, provider: Provider) {
  const [row] = await db
    .select()
    .from(calendarConnections)
    .where(theConnection(lawFirmId, userId, provider))
    .limit(1);
  return row ?? null;
}

/** The user's connections to every provider, within the firm, in one read (the calendar's window asks for both). */
export function connectionsOf(db: DbOrTx, lawFirmId: number, userId: number): Promise<ConnectionRow[]> {
  return db
    .select()
    .from(calendarConnections)
    .where(and(eq(calendarConnections.lawFirmId, lawFirmId), eq(calendarConnections.userId, userId)));
}

/** Every active connection of a provider, of every firm: the scheduled sync's work list. */
export function activeConnections(db: DbOrTx, provider: Provider) {
  return db
    .select()
    .from(calendarConnections)
    .where(and(eq(calendarConnections.provider, provider), eq(calendarConnections.status, 'active')))
    .orderBy(asc(calendarConnections.id));
}

/** A new authorization replaces the user's connection: active again, and a full sync next. */
export async function saveConnection(
  db: DbOrTx,
  values: { lawFirmId: number; userId: number; provider: Provider; refreshTokenEncrypted: string; sandbox: boolean },
): Promise<void> {
  const reset = {
    refreshTokenEncrypted: values.refreshTokenEncrypted,
    sandbox: values.sandbox,
    status: 'active',
    syncCursor: null,
    lastError: null,
  };
  await db
    .insert(calendarConnections)
    .values({ ...values, status: 'active' })
    .onConflictDoUpdate({
      target: [calendarConnections.userId, calendarConnections.provider],
      set: { ...reset, updatedAt: new Date() },
      // A user belongs to one firm; the condition keeps another firm's row untouched all the same.
      setWhere: eq(calendarConnections.lawFirmId, values.lawFirmId),
    });
}

export async function updateConnection(
  db: DbOrTx,
  lawFirmId: number,
  id: number,
  values: Partial<
    Pick<
      ConnectionRow,
      'status' | 'syncCursor' | 'lastSyncedAt' | 'lastError' | 'accountEmail' | 'refreshTokenEncrypted'
    >
  >,
) {
  await db
    .update(calendarConnections)
    .set(values)
    .where(and(eq(calendarConnections.id, id), eq(calendarConnections.lawFirmId, lawFirmId)));
}

/** Forgets the user's connection and the events imported from it; answers whether there was one. */
export async function deleteConnection(db: DbOrTx, lawFirmId: number, userId: number, provider: Provider) {
  await db.delete(externalCalendarEvents).where(ownedBy({ lawFirmId, userId, provider }));
  const deleted = await db
    .delete(calendarConnections)
    .where(theConnection(lawFirmId, userId, provider))
    .returning({ id: calendarConnections.id });
  return deleted.length > 0;
}

// ---- Imported events ----

const ownedBy = (connection: Pick<ConnectionRow, 'lawFirmId' | 'userId' | 'provider'>) =>
  and(
    eq(externalCalendarEvents.lawFirmId, connection.lawFirmId),
    eq(externalCalendarEvents.userId, connection.userId),
    eq(externalCalendarEvents.provider, connection.provider),
  );

export async function upsertExternalEvents(
  db: DbOrTx,
  connection: Pick<ConnectionRow, 'lawFirmId' | 'userId' | 'provider'>,
  rows: ExternalEventValues[],
) {
  if (rows.length === 0) return;
  const base = { lawFirmId: connection.lawFirmId, userId: connection.userId, provider: connection.provider };
  for (const row of rows) {
    await db
      .insert(externalCalendarEvents)
      .values({ ...row, ...base })
      .onConflictDoUpdate({
        target: [externalCalendarEvents.userId, externalCalendarEvents.provider, externalCalendarEvents.externalId],
        set: { ...row, updatedAt: new Date() },
        setWhere: eq(externalCalendarEvents.lawFirmId, connection.lawFirmId),
      });
  }
}

/** Removes events by their ids, and every occurrence of a series among them; answers how many went. */
export async function deleteExternalEvents(
  db: DbOrTx,
  connection: Pick<ConnectionRow, 'lawFirmId' | 'userId' | 'provider'>,
  externalIds: string[],
): Promise<number> {
  if (externalIds.length === 0) return 0;
  const deleted = await db
    .delete(externalCalendarEvents)
    .where(
      and(
        ownedBy(connection),
        or(
          inArray(externalCalendarEvents.externalId, externalIds),
          inArray(externalCalendarEvents.recurringEventId, externalIds),
        ),
      ),
    )
    .returning({ id: externalCalendarEvents.id });
  return deleted.length;
}

/** A full sync replaces what it did not see: the user's imported events not in `keep` go. */
export async function deleteExternalEventsExcept(
  db: DbOrTx,
  connection: Pick<ConnectionRow, 'lawFirmId' | 'userId' | 'provider'>,
  keep: string[],
  from: Date,
): Promise<number> {
  const stale = await db
    .select({ id: externalCalendarEvents.id, externalId: externalCalendarEvents.externalId })
    .from(externalCalendarEvents)
    .where(and(ownedBy(connection), gt(externalCalendarEvents.endAt, from)));
  const kept = new Set(keep);
  const ids = stale.filter((row) => !kept.has(row.externalId)).map((row) => row.id);
  if (ids.length === 0) return 0;
  await db.delete(externalCalendarEvents).where(and(ownedBy(connection), inArray(externalCalendarEvents.id, ids)));
  return ids.length;
}

/** The user's imported events overlapping [from, to), by start. */
export function externalEventsInWindow(
  db: DbOrTx,
  lawFirmId: number,
  userId: number,
  window: { from: Date; to: Date },
  limit: number,
) {
  return db
    .select()
    .from(externalCalendarEvents)
    .where(
      and(
        eq(externalCalendarEvents.lawFirmId, lawFirmId),
        eq(externalCalendarEvents.userId, userId),
        lt(externalCalendarEvents.startAt, window.to),
        gt(externalCalendarEvents.endAt, window.from),
        ne(externalCalendarEvents.status, 'cancelled'),
      ),
    )
    .orderBy(asc(externalCalendarEvents.startAt), asc(externalCalendarEvents.id))
    .limit(limit);
}

/**
 * The meetings made here whose outside events (Google's, or Outlook's for Microsoft) are among
 * `eventIds`: a sync updates them, never imports them.
 */
export async function meetingsByEventIds(db: DbOrTx, lawFirmId: number, provider: Provider, eventIds: string[]) {
  if (eventIds.length === 0) return [];
  const column = provider === 'microsoft' ? meetings.outlookEventId : meetings.googleEventId;
  const rows = await db
    .select({
      id: meetings.id,
      userId: meetings.userId,
      eventId: column,
      startAt: meetings.startAt,
      endAt: meetings.endAt,
    })
    .from(meetings)
    .where(and(eq(meetings.lawFirmId, lawFirmId), inArray(column, eventIds)));
  return rows.map((row) => ({ ...row, eventId: row.eventId ?? '' }));
}

/** The firm's meeting whose Outlook event is `itemId` (PATCH and DELETE /microsoft/meetings/{itemId}). */
export async function meetingIdByOutlookEvent(db: DbOrTx, lawFirmId: number, itemId: string) {
  const [row] = await db
    .select({ id: meetings.id, userId: meetings.userId })
    .from(meetings)
    .where(and(eq(meetings.lawFirmId, lawFirmId), eq(meetings.outlookEventId, itemId)))
    .limit(1);
  return row ?? null;
}
