/**
 * What opening, renewing and stopping a push channel means at each provider. Google: a watch channel
 * (our uuid and a random token) that cannot be extended, so renewing opens a new one and stops the old.
 * Graph: a subscription to me/events with a random clientState, renewed in place with a later expiry;
 * one Graph no longer knows (404: removed, e.g. after a lifecycle "subscriptionRemoved") is made anew.
 */
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { GoogleCalendarApiError } from '../../integrations/google-calendar/provider.js';
import { WEBHOOK_PATHS } from '../../integrations/google-calendar/sandbox-watches.js';
import { MicrosoftApiError } from '../../integrations/microsoft/provider.js';
import type { GoogleDeps } from './google-connection.js';
import type { MicrosoftDeps } from './microsoft-connection.js';
import type { PushChannelRow, PushChannelValues } from './push-repository.js';
import type { ConnectionRow } from './sync-repository.js';

export type PushDeps = GoogleDeps & Pick<MicrosoftDeps, 'microsoft'>;
/** A channel as opened: what is kept of it (its secret only hashed). */
export type OpenedChannel = Pick<PushChannelValues, 'channelId' | 'resourceId' | 'secretHash' | 'expiresAt'>;

/** Graph's limit for event subscriptions is 4230 minutes; asked a little short of it, for clock skew. */
const GRAPH_MINUTES = 4200;

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Whether a notification's secret is the channel's, compared in constant time. */
export function secretMatches(given: string, secretHash: string): boolean {
  const a = Buffer.from(hashSecret(given), 'hex');
  const b = Buffer.from(secretHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

const newSecret = () => randomBytes(32).toString('base64url');
const webhook = (deps: PushDeps, provider: 'google' | 'microsoft') =>
  `${deps.config.publicOrigin}${WEBHOOK_PATHS[provider]}`;

export interface ChannelAdapter {
  open(accessToken: string): Promise<OpenedChannel>;
  renew(accessToken: string, channel: PushChannelRow): Promise<OpenedChannel>;
  stop(accessToken: string, channel: PushChannelRow): Promise<void>;
}

function googleAdapter(deps: PushDeps): ChannelAdapter {
  const adapter: ChannelAdapter = {
    async open(accessToken) {
      const token = newSecret();
      const channelId = randomUUID();
      const watched = await deps.googleCalendar.watch(accessToken, {
        id: channelId,
        token,
        address: webhook(deps, 'google'),
      });
      return {
        channelId,
        resourceId: watched.resourceId,
        secretHash: hashSecret(token),
        expiresAt: watched.expiration,
      };
    },
    async renew(accessToken, channel) {
      // The new channel first: no gap in which changes go unnoticed. The old one is stopped after; if
      // that fails it expires on its own, and its notifications no longer match a stored channel.
      const opened = await adapter.open(accessToken);
      await adapter.stop(accessToken, channel).catch(() => undefined);
      return opened;
    },
    async stop(accessToken, channel) {
      try {
        await deps.googleCalendar.stopChannel(accessToken, {
          id: channel.channelId,
          resourceId: channel.resourceId ?? '',
        });
      } catch (error) {
        // Already gone at Google: nothing more to stop.
        if (!(error instanceof GoogleCalendarApiError && error.status === 404)) throw error;
      }
    },
  };
  return adapter;
}

function microsoftAdapter(deps: PushDeps): ChannelAdapter {
  const expiry = () => new Date(deps.now().getTime() + GRAPH_MINUTES * 60_000);
  const adapter: ChannelAdapter = {
    async open(accessToken) {
      const clientState = newSecret();
      const made = await deps.microsoft.subscribe(accessToken, {
        notificationUrl: webhook(deps, 'microsoft'),
        clientState,
        expirationDateTime: expiry(),
      });
      return {
        channelId: made.id,
        resourceId: null,
        secretHash: hashSecret(clientState),
        expiresAt: made.expirationDateTime,
      };
    },
    async renew(accessToken, channel) {
      try {
        const renewed = await deps.microsoft.renewSubscription(accessToken, channel.channelId, expiry());
        const { channelId, resourceId, secretHash } = channel;
        return { channelId, resourceId, secretHash, expiresAt: renewed.expirationDateTime };
      } catch (error) {
        if (!(error instanceof MicrosoftApiError && error.status === 404)) throw error;
        return adapter.open(accessToken);
      }
    },
    async stop(accessToken, channel) {
      try {
        await deps.microsoft.deleteSubscription(accessToken, channel.channelId);
      } catch (error) {
        if (!(error instanceof MicrosoftApiError && error.status === 404)) throw error;
      }
    },
  };
  return adapter;
}

export const adapterFor = (deps: PushDeps, connection: Pick<ConnectionRow, 'provider'>): ChannelAdapter =>
  connection.provider === 'microsoft' ? microsoftAdapter(deps) : googleAdapter(deps);
