/**
 * The providers' notifications (public: they carry no session). A notification is never trusted for
 * data: once its channel is found and its secret matches (constant time), it only queues the
 * incremental sync of that channel's connection, which reads the changes from the provider itself.
 */
import type { JobQueue } from '../../platform/jobs/index.js';
import { type PushDeps, secretMatches } from './push-channels.js';
import * as pushRepo from './push-repository.js';
import { queuePushSync } from './push-service.js';

/** Google's headers on a notification (lower-cased, as Node gives them). */
export interface GoogleNotice {
  channelId: string | undefined;
  token: string | undefined;
  /** sync (the channel was just made), exists or not_exists. */
  state: string | undefined;
}

/** Graph's notification, the fields read (the rest, resource data included, is ignored). */
export interface GraphNotice {
  subscriptionId: string;
  clientState?: string | undefined;
  /** Only on lifecycle notifications: reauthorizationRequired, subscriptionRemoved or missed. */
  lifecycleEvent?: string | undefined;
}

/**
 * 'unknown' (no such channel, or the token does not match: answered 404, nothing done), 'ignored'
 * (Google's `sync` message, sent when a channel is made) or 'queued'.
 */
export async function acceptGoogleNotice(
  deps: Pick<PushDeps, 'db'>,
  jobs: JobQueue,
  notice: GoogleNotice,
): Promise<'unknown' | 'ignored' | 'queued'> {
  if (!notice.channelId || notice.token === undefined) return 'unknown';
  const channel = await pushRepo.findChannel(deps.db, 'google', notice.channelId);
  if (!channel || !secretMatches(notice.token, channel.secretHash)) return 'unknown';
  if (notice.state === 'sync') return 'ignored';
  await queuePushSync(jobs, { lawFirmId: channel.lawFirmId, connectionId: channel.connectionId });
  return 'queued';
}

/**
 * Each of Graph's notifications whose subscription is ours and whose clientState matches queues its
 * connection's sync (once per connection). A lifecycle "subscriptionRemoved" also forgets the channel,
 * so that the renewal job makes a new one; "missed" and "reauthorizationRequired" queue a sync too (the
 * renewal job renews ahead of expiry anyway). Answers how many connections were queued.
 */
export async function acceptGraphNotices(
  deps: Pick<PushDeps, 'db'>,
  jobs: JobQueue,
  notices: GraphNotice[],
): Promise<number> {
  const queued = new Set<number>();
  for (const notice of notices) {
    const channel = await pushRepo.findChannel(deps.db, 'microsoft', notice.subscriptionId);
    if (!channel || notice.clientState === undefined || !secretMatches(notice.clientState, channel.secretHash))
      continue;
    if (notice.lifecycleEvent === 'subscriptionRemoved')
      await pushRepo.deleteChannel(deps.db, channel.lawFirmId, channel.id);
    if (queued.has(channel.connectionId)) continue;
    queued.add(channel.connectionId);
    await queuePushSync(jobs, { lawFirmId: channel.lawFirmId, connectionId: channel.connectionId });
  }
  return queued.size;
}

/** The validation token echoed as Graph asks: bounded, and escaped so it can never be markup. */
export function validationEcho(token: string): string | null {
  if (token.length === 0 || token.length > 1024) return null;
  return token.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
