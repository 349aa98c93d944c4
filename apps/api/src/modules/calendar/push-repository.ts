/**
 * The push channels' SQL (calendar_push_channels): one per connection, firm-scoped. A notification names
 * only its channel, so that lookup alone is by the provider's id; everything it leads to is then scoped
 * to the channel's firm.
 */
import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { calendarConnections, calendarPushChannels as channels } from '../../db/schema/index.js';
import type { Provider } from './sync-repository.js';

export type PushChannelRow = typeof channels.$inferSelect;
export type PushChannelValues = Pick<
  PushChannelRow,
  'lawFirmId' | 'connectionId' | 'provider' | 'channelId' | 'resourceId' | 'secretHash' | 'expiresAt'
>;
/** One renewal run's work; the rest waits for the next run (well before they expire). */
const RUN_LIMIT = 500;

export async function findChannel(db: DbOrTx, provider: Provider, channelId: string) {
  const [row] = await db
    .select()
    .from(channels)
    .where(and(eq(channels.provider, provider), eq(channels.channelId, channelId)))
    .limit(1);
  return row ?? null;
}

export async function channelOf(db: DbOrTx, lawFirmId: number, connectionId: number) {
  const [row] = await db
    .select()
    .from(channels)
    .where(and(eq(channels.lawFirmId, lawFirmId), eq(channels.connectionId, connectionId)))
    .limit(1);
  return row ?? null;
}

/** The connection's channel, new or renewed (a connection has one at most). */
export async function saveChannel(db: DbOrTx, values: PushChannelValues): Promise<void> {
  await db
    .insert(channels)
    .values(values)
    .onConflictDoUpdate({
      target: channels.connectionId,
      set: { ...values, updatedAt: new Date() },
      setWhere: eq(channels.lawFirmId, values.lawFirmId),
    });
}

export async function deleteChannel(db: DbOrTx, lawFirmId: number, id: number): Promise<void> {
  await db.delete(channels).where(and(eq(channels.id, id), eq(channels.lawFirmId, lawFirmId)));
}

export async function connectionById(db: DbOrTx, lawFirmId: number, id: number) {
  const [row] = await db
    .select()
    .from(calendarConnections)
    .where(and(eq(calendarConnections.id, id), eq(calendarConnections.lawFirmId, lawFirmId)))
    .limit(1);
  return row ?? null;
}

/** The provider's active connections with no channel yet, or one expiring before `before`: the renewal's list. */
export function connectionsNeedingPush(db: DbOrTx, provider: Provider, before: Date) {
  return db
    .select({ connection: calendarConnections, channel: channels })
    .from(calendarConnections)
    .leftJoin(channels, eq(channels.connectionId, calendarConnections.id))
    .where(
      and(
        eq(calendarConnections.provider, provider),
        eq(calendarConnections.status, 'active'),
        or(isNull(channels.id), lt(channels.expiresAt, before)),
      ),
    )
    .orderBy(asc(calendarConnections.id))
    .limit(RUN_LIMIT);
}
