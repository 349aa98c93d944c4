/**
 * The Microsoft 365 client: OAuth 2.0 with the official @azure/msal-node (authorization code with PKCE,
 * refresh tokens) and Graph with the official @microsoft/microsoft-graph-client. Every address is given,
 * so the same code serves Microsoft and the sandbox the API serves at /api/sandbox/microsoft (tests run
 * it over HTTP). MSAL keeps tokens in a cache of its own; each call gets a fresh application, so a cache
 * never holds more than the one user's tokens the call is about, and the refresh token is read from it
 * to be stored encrypted by the caller.
 */
import { type AuthenticationResult, ConfidentialClientApplication, type Configuration } from '@azure/msal-node';
import {
  Client,
  type Context,
  GraphError,
  HTTPMessageHandler,
  type Middleware,
} from '@microsoft/microsoft-graph-client';
import {
  type DeltaPage,
  type GraphPerson,
  MICROSOFT_SCOPES,
  MicrosoftApiError,
  type MicrosoftCalendarProvider,
  type MicrosoftGrant,
  type OutlookEvent,
  type OutlookEventWrite,
} from './provider.js';

export interface MicrosoftClientOptions {
  clientId: string;
  clientSecret: string;
  /** https://login.microsoftonline.com/{tenant}; MSAL takes only https authorities. */
  authority: string;
  /** The sandbox's endpoints, given so that MSAL asks no discovery of it; Microsoft's are discovered. */
  authorityMetadata?: { authorizationEndpoint: string; tokenEndpoint: string; issuer: string };
  /** Graph's root, e.g. https://graph.microsoft.com/v1.0. */
  graphBaseUrl: string;
  sandbox: boolean;
}

/** Graph answers times in UTC, whatever the mailbox's zone, so they read as instants. */
const UTC_TIMES = 'outlook.timezone="UTC"';
/** Events per delta page (Graph's default is 10). */
const DELTA_PAGE = 'odata.maxpagesize=200';

type Raw = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : null);
const personOf = (value: unknown): GraphPerson | null => {
  const address = (value as { emailAddress?: { address?: unknown; name?: unknown } } | null)?.emailAddress;
  return address ? { email: text(address.address), name: text(address.name) } : null;
};
const timeOf = (value: unknown) => {
  const time = value as { dateTime?: unknown; timeZone?: unknown } | null;
  const dateTime = text(time?.dateTime);
  return dateTime ? { dateTime, timeZone: text(time?.timeZone) ?? 'UTC' } : null;
};

export function toOutlookEvent(raw: Raw): OutlookEvent {
  const attendees = Array.isArray(raw.attendees) ? (raw.attendees as Raw[]) : [];
  return {
    id: text(raw.id) ?? '',
    removed: raw['@removed'] !== undefined,
    isCancelled: raw.isCancelled === true,
    showAs: text(raw.showAs),
    subject: text(raw.subject),
    body: text((raw.body as Raw | undefined)?.content),
    start: timeOf(raw.start),
    end: timeOf(raw.end),
    isAllDay: raw.isAllDay === true,
    seriesMasterId: text(raw.seriesMasterId),
    webLink: text(raw.webLink),
    joinUrl: text((raw.onlineMeeting as Raw | undefined)?.joinUrl) ?? text(raw.onlineMeetingUrl),
    organizer: personOf(raw.organizer),
    attendees: attendees.flatMap((attendee) => {
      const person = personOf(attendee);
      return person ? [{ ...person, response: text((attendee.status as Raw | undefined)?.response) }] : [];
    }),
  };
}

/** A subscription's expiry as Graph answered it (Graph may shorten what was asked). */
function expiryOf(subscription: Raw): Date {
  const at = new Date(text(subscription.expirationDateTime) ?? '');
  if (Number.isNaN(at.getTime()) || !text(subscription.id)) {
    throw new MicrosoftApiError(502, 'malformed_response', 'The subscription came back incomplete.');
  }
  return at;
}

/** A UTC instant as Graph's wall time in UTC (no offset: the zone is named beside it). */
const utc = (instant: string) => ({ dateTime: new Date(instant).toISOString().replace(/Z$/, ''), timeZone: 'UTC' });

function requestBody(write: OutlookEventWrite): Raw {
  return {
    ...(write.subject !== undefined ? { subject: write.subject } : {}),
    ...(write.body !== undefined ? { body: { contentType: 'html', content: write.body ?? '' } } : {}),
    ...(write.start ? { start: utc(write.start) } : {}),
    ...(write.end ? { end: utc(write.end) } : {}),
    ...(write.attendees
      ? {
          attendees: write.attendees.map((attendee) => ({
            emailAddress: { address: attendee.email, ...(attendee.name ? { name: attendee.name } : {}) },
            type: 'required',
          })),
        }
      : {}),
    ...(write.withTeams ? { isOnlineMeeting: true, onlineMeetingProvider: 'teamsForBusiness' } : {}),
  };
}

/**
 * Puts the access token on every request. The SDK's own authentication middleware sends tokens to https
 * hosts only (and strips them elsewhere), which would leave the sandbox served over http without one.
 */
class BearerToken implements Middleware {
  private next: Middleware | undefined;
  constructor(private readonly accessToken: string) {}

  async execute(context: Context): Promise<void> {
    const headers = new Headers(context.options?.headers as ConstructorParameters<typeof Headers>[0]);
    headers.set('Authorization', `Bearer ${this.accessToken}`);
    const plain: Record<string, string> = {};
    headers.forEach((value, name) => {
      plain[name] = value;
    });
    context.options = { ...context.options, headers: plain };
    await this.next?.execute(context);
  }

  setNext(middleware: Middleware): void {
    this.next = middleware;
  }
}

/** MSAL's and Graph's failures as ours; anything else is an unreachable service. */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof MicrosoftApiError) throw error;
    if (error instanceof GraphError) {
      throw new MicrosoftApiError(error.statusCode > 0 ? error.statusCode : 502, error.code ?? 'error', error.message);
    }
    const msal = error as { errorCode?: unknown; errorMessage?: unknown; name?: unknown };
    if (typeof msal.errorCode === 'string' && /Error$/.test(String(msal.name))) {
      // invalid_grant: the user (or an admin) withdrew the consent, or the token expired.
      const status = msal.name === 'ServerError' ? 400 : 502;
      throw new MicrosoftApiError(status, msal.errorCode, String(msal.errorMessage || msal.errorCode));
    }
    throw new MicrosoftApiError(502, 'unreachable', `Microsoft 365 could not be reached: ${String(error)}`);
  }
}

/** The refresh token MSAL put in its cache (it gives none in its results). */
function refreshTokenOf(app: ConfidentialClientApplication): string | null {
  const cache = JSON.parse(app.getTokenCache().serialize()) as { RefreshToken?: Record<string, { secret?: string }> };
  return Object.values(cache.RefreshToken ?? {})[0]?.secret ?? null;
}

/**
 * The grant, read from the call's result and cache; then the account is removed from MSAL's cache, so no
 * token outlives the call in memory: the encrypted copy the caller keeps is the only one, and deleting it
 * on disconnect leaves the app nothing to use (Graph has no revocation of one app's refresh token).
 */
async function grantOf(
  app: ConfidentialClientApplication,
  result: AuthenticationResult | null,
): Promise<MicrosoftGrant> {
  try {
    if (!result?.accessToken) throw new MicrosoftApiError(502, 'malformed_response', 'No access token');
    return { accessToken: result.accessToken, refreshToken: refreshTokenOf(app) };
  } finally {
    const cache = app.getTokenCache();
    await Promise.all((await cache.getAllAccounts()).map((account) => cache.removeAccount(account)));
  }
}

/**
 * A next or delta link as a path under Graph's root: the SDK takes only https links whole, and a link
 * anywhere else than Graph's root is refused rather than sent the user's token.
 */
function linkPath(graphBaseUrl: string, link: string): string {
  const root = graphBaseUrl.replace(/\/$/, '');
  if (!link.startsWith(`${root}/`)) throw new MicrosoftApiError(502, 'malformed_response', 'A link left Graph.');
  return link.slice(root.length);
}

export function createMicrosoftClient(options: MicrosoftClientOptions): MicrosoftCalendarProvider {
  const metadata = options.authorityMetadata;
  const configuration: Configuration = {
    auth: {
      clientId: options.clientId,
      clientSecret: options.clientSecret,
      authority: options.authority,
      ...(metadata
        ? {
            knownAuthorities: [new URL(options.authority).host],
            authorityMetadata: JSON.stringify({
              authorization_endpoint: metadata.authorizationEndpoint,
              token_endpoint: metadata.tokenEndpoint,
              issuer: metadata.issuer,
              end_session_endpoint: metadata.authorizationEndpoint,
              jwks_uri: metadata.tokenEndpoint,
            }),
          }
        : {}),
    },
  };
  const msal = () => new ConfidentialClientApplication(configuration);
  const graphPath = (link: string) => linkPath(options.graphBaseUrl, link);
  const graph = (accessToken: string) =>
    Client.initWithMiddleware({
      middleware: [new BearerToken(accessToken), new HTTPMessageHandler()],
      baseUrl: options.graphBaseUrl.replace(/\/v1\.0\/?$/, ''),
      defaultVersion: 'v1.0',
    });

  return {
    sandbox: options.sandbox,
    authorizationUrl: (input) =>
      call(() =>
        msal().getAuthCodeUrl({
          scopes: MICROSOFT_SCOPES,
          redirectUri: input.redirectUri,
          state: input.state,
          loginHint: input.loginHint,
          codeChallenge: input.codeChallenge,
          codeChallengeMethod: 'S256',
          prompt: 'select_account',
        }),
      ),
    exchangeCode: (code, redirectUri, codeVerifier) =>
      call(async () => {
        const app = msal();
        return grantOf(
          app,
          await app.acquireTokenByCode({ code, redirectUri, codeVerifier, scopes: MICROSOFT_SCOPES }),
        );
      }),
    refresh: (refreshToken) =>
      call(async () => {
        const app = msal();
        return grantOf(app, await app.acquireTokenByRefreshToken({ refreshToken, scopes: MICROSOFT_SCOPES }));
      }),
    me: (accessToken) =>
      call(async () => {
        const me = (await graph(accessToken).api('/me').select('mail,userPrincipalName,displayName').get()) as Raw;
        return { email: text(me.mail) ?? text(me.userPrincipalName), name: text(me.displayName) };
      }),
    delta: (accessToken, input) =>
      call(async () => {
        const request = input.link
          ? graph(accessToken).api(graphPath(input.link))
          : graph(accessToken)
              .api('/me/calendarView/delta')
              .query({ startDateTime: input.start ?? '', endDateTime: input.end ?? '' });
        const page = (await request.header('Prefer', `${UTC_TIMES}, ${DELTA_PAGE}`).get()) as Raw;
        const values = Array.isArray(page.value) ? (page.value as Raw[]) : [];
        const result: DeltaPage = {
          events: values.map(toOutlookEvent),
          nextLink: text(page['@odata.nextLink']),
          deltaLink: text(page['@odata.deltaLink']),
        };
        return result;
      }),
    createEvent: (accessToken, event) =>
      call(async () =>
        toOutlookEvent(await graph(accessToken).api('/me/events').header('Prefer', UTC_TIMES).post(requestBody(event))),
      ),
    updateEvent: (accessToken, eventId, event) =>
      call(async () =>
        toOutlookEvent(
          await graph(accessToken)
            .api(`/me/events/${encodeURIComponent(eventId)}`)
            .header('Prefer', UTC_TIMES)
            .patch(requestBody(event)),
        ),
      ),
    deleteEvent: (accessToken, eventId) =>
      call(async () => {
        await graph(accessToken)
          .api(`/me/events/${encodeURIComponent(eventId)}`)
          .delete();
      }),
    subscribe: (accessToken, input) =>
      call(async () => {
        const created = (await graph(accessToken).api('/subscriptions').post({
          changeType: 'created,updated,deleted',
          resource: 'me/events',
          notificationUrl: input.notificationUrl,
          clientState: input.clientState,
          expirationDateTime: input.expirationDateTime.toISOString(),
        })) as Raw;
        return { id: text(created.id) ?? '', expirationDateTime: expiryOf(created) };
      }),
    renewSubscription: (accessToken, id, expirationDateTime) =>
      call(async () => {
        const renewed = (await graph(accessToken)
          .api(`/subscriptions/${encodeURIComponent(id)}`)
          .patch({ expirationDateTime: expirationDateTime.toISOString() })) as Raw;
        return { expirationDateTime: expiryOf(renewed) };
      }),
    deleteSubscription: (accessToken, id) =>
      call(async () => {
        await graph(accessToken)
          .api(`/subscriptions/${encodeURIComponent(id)}`)
          .delete();
      }),
  };
}
