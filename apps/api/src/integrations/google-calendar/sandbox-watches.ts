/**
 * The calendar sandboxes' push (DESIGN §5): the watch channels (Google) and subscriptions (Graph) they
 * keep, and the notification each live one is posted when an event of its account changes, in the
 * provider's shape: Google's headers with an empty body, Graph's `value` array with the clientState.
 * A notification is awaited (briefly) before the change is answered, so that a test's change has reached
 * the app when its call returns; a failed delivery is dropped, as the provider would after its retries.
 */
import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sandboxCalendarWatches as watches } from '../../db/schema/index.js';

export type SandboxWatchRow = typeof watches.$inferSelect;
export type WatchKind = 'google' | 'microsoft';

/** How long one delivery may take; the providers give up on a slow endpoint too. */
const DELIVERY_TIMEOUT_MS = 5000;
/** A sandbox account holds a test's few watches; more are not notified. */
const ACCOUNT_LIMIT = 20;

/**
 * Only the app's own webhook paths, on the app's own origin, are posted to: the sandbox is no open relay, and a
 * caller cannot point it at another host (an address inside the server's network, say).
 */
export const WEBHOOK_PATHS: Record<WatchKind, string> = {
  google: '/api/webhooks/google-calendar',
  microsoft: '/api/webhooks/microsoft-calendar',
};

export function isWebhookAddress(kind: WatchKind, address: string, appOrigin: string): boolean {
  try {
    const url = new URL(address);
    return url.origin === new URL(appOrigin).origin && url.pathname === WEBHOOK_PATHS[kind] && !url.search;
  } catch {
    return false;
  }
}

export async function saveWatch(db: DbOrTx, values: typeof watches.$inferInsert): Promise<SandboxWatchRow> {
  const [row] = await db.insert(watches).values(values).returning();
  return row!;
}

export async function findWatch(db: DbOrTx, kind: WatchKind, account: string, id: string) {
  const [row] = await db
    .select()
    .from(watches)
    .where(and(eq(watches.kind, kind), eq(watches.account, account), eq(watches.id, id)))
    .limit(1);
  return row ?? null;
}

export async function extendWatch(db: DbOrTx, id: string, expiresAt: Date) {
  await db.update(watches).set({ expiresAt }).where(eq(watches.id, id));
}

export async function deleteWatch(db: DbOrTx, id: string) {
  await db.delete(watches).where(eq(watches.id, id));
}

function notification(watch: SandboxWatchRow, messageNumber: number, eventId: string): RequestInit {
  if (watch.kind === 'google') {
    return {
      method: 'POST',
      headers: {
        'x-goog-channel-id': watch.id,
        'x-goog-channel-token': watch.secret,
        'x-goog-channel-expiration': watch.expiresAt.toUTCString(),
        'x-goog-resource-id': watch.resourceId,
        'x-goog-resource-state': 'exists',
        'x-goog-message-number': String(messageNumber),
      },
    };
  }
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      value: [
        {
          subscriptionId: watch.id,
          subscriptionExpirationDateTime: watch.expiresAt.toISOString(),
          clientState: watch.secret,
          changeType: 'updated',
          resource: `Users/${watch.resourceId}/Events/${eventId}`,
          resourceData: { '@odata.type': '#Microsoft.Graph.Event', id: eventId },
          tenantId: 'sandbox',
        },
      ],
    }),
  };
}

/** Posts a notification to every live watch of the account (the event store's account). */
export async function notifyChange(db: DbOrTx, account: string, seq: number, eventId: string): Promise<void> {
  const live = await db
    .select()
    .from(watches)
    .where(and(eq(watches.account, account), gt(watches.expiresAt, new Date())))
    .limit(ACCOUNT_LIMIT);
  await Promise.all(
    live.map((watch) =>
      fetch(watch.address, { ...notification(watch, seq, eventId), signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS) })
        .then((response) => response.body?.cancel())
        .catch(() => undefined),
    ),
  );
}

/** Graph's subscription validation: the URL must echo the token, as text, within the timeout. */
export async function validatesEndpoint(address: string, validationToken: string): Promise<boolean> {
  try {
    const url = `${address}?validationToken=${encodeURIComponent(validationToken)}`;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    const body = await response.text();
    return response.status === 200 && body === validationToken;
  } catch {
    return false;
  }
}
