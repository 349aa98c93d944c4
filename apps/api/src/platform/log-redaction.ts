/**
 * The request log must never show a secret carried in a URL: a sent form's link token is the only key to
 * the client's answers, a set-password or reset token the key to an account, a case export's token the key
 * to a whole case, and an OAuth callback's code and state are worth a Drive connection. Every URL the
 * logger writes is redacted by three rules:
 *
 * - path, by the route: every path parameter of the matched route whose name says it holds a secret
 *   (`:token`, `:resetToken`, `:code`, ...) is replaced, so a new route is covered the day it is added;
 * - query, by name: every parameter whose name says it holds a secret (`token`, `code`, `state`,
 *   `access_token`, `client_secret`, `X-Amz-Signature`, ...), on any path;
 * - paths no route matched (the web app's pages, served by the not-found handler, and mistyped links):
 *   the pages known to carry a token in their path, and any segment shaped like a token.
 */
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { requestIdMixin } from './request-context.js';

const REDACTED = '[redacted]';

/**
 * The last word of a parameter's name that makes its value a secret. "Last word": `stateId`, a US
 * state's id, and `code_challenge` (public by design) stay readable; `state`, `auth_code`, `resetToken`,
 * `X-Amz-Signature` do not.
 */
const SECRET_WORDS = new Set([
  'assertion',
  'auth',
  'authorization',
  'code',
  'cookie',
  'credential',
  'credentials',
  // A Google Calendar event page's `eid`; the sandbox's carries a signed reference to whose calendar it is.
  'eid',
  'jwt',
  'key',
  'nonce',
  'otp',
  'passcode',
  'password',
  // The Microsoft sandbox's item page link: the signed mailbox it shows.
  'ref',
  'secret',
  'session',
  'sig',
  'signature',
  'state',
  'ticket',
  'token',
  'verifier',
]);

/** True when a parameter's name says that its value is a secret. */
export function isSecretName(name: string): boolean {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const last = words.at(-1);
  return last !== undefined && SECRET_WORDS.has(last);
}

/**
 * The web app's pages (and API links) whose path carries a token, for URLs that matched no route. A calendar
 * feed's segment ends in `.ics`, so it is not token-shaped: it is named here.
 */
const LINK_TOKEN =
  /(\/(?:collaboration-link|client-form|portal\/set-password|portal\/password-token|case-exports|calendar-feed)\/)[^/?#]+/g;

/** A path segment shaped like a token: long, of the base64url (or hex) alphabet, with a digit or mixed case. */
const TOKEN_SHAPED = /^[A-Za-z0-9_-]{32,}$/;
const looksLikeToken = (segment: string) =>
  TOKEN_SHAPED.test(segment) && (/[0-9]/.test(segment) || (/[a-z]/.test(segment) && /[A-Z]/.test(segment)));

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      let name = pair.slice(0, equals);
      try {
        name = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A badly encoded name is judged as written.
      }
      return isSecretName(name) ? `${pair.slice(0, equals)}=${REDACTED}` : pair;
    })
    .join('&');
}

/** The path's segments at the route pattern's secret parameters, replaced. */
function redactRouteParams(pathname: string, pattern: string): string {
  const patternSegments = pattern.split('/');
  const segments = pathname.split('/');
  for (let i = 0; i < patternSegments.length && i < segments.length; i += 1) {
    const part = patternSegments[i]!;
    // A wildcard takes the rest of the path: nothing after it lines up with the pattern.
    if (part.includes('*')) break;
    if (!part.includes(':')) continue;
    const names = [...part.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
    if (names.some(isSecretName)) segments[i] = REDACTED;
  }
  return segments.join('/');
}

function redactUnrouted(pathname: string): string {
  return pathname
    .replace(LINK_TOKEN, `$1${REDACTED}`)
    .split('/')
    .map((segment) => (looksLikeToken(segment) ? REDACTED : segment))
    .join('/');
}

/**
 * A URL (path and query) as the log may show it. `routePattern` is the matched route's path with its
 * parameters (`/api/case-exports/:token`); without one the path is judged by the unrouted rules.
 */
export function redactUrl(url: string, routePattern?: string): string {
  const hash = url.indexOf('#');
  const withoutHash = hash < 0 ? url : url.slice(0, hash);
  const question = withoutHash.indexOf('?');
  const pathname = question < 0 ? withoutHash : withoutHash.slice(0, question);
  const query = question < 0 ? null : withoutHash.slice(question + 1);
  const path = routePattern ? redactRouteParams(pathname, routePattern) : redactUnrouted(pathname);
  return query === null ? path : `${path}?${redactQuery(query)}`;
}

/** A URL no route is known for (a web page, a link in a mail): the unrouted rules and the query's. */
export function redactLinkTokens(url: string): string {
  return redactUrl(url);
}

/** Fastify's default request serialiser, with the URL redacted by the route it matched. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url, request.is404 ? undefined : request.routeOptions.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The API's logger options: the level, the request serialiser above, and the request id on the lines of work
 * done for a request (or a job it queued) through the app's logger (platform/request-context.ts).
 */
export function loggerOptions(level: string) {
  return { level, serializers: { req: requestSerializer }, mixin: requestIdMixin };
}

/** Fastify's own log lines, with the one that writes a URL into its message (a route not found) redacted. */
export class RedactingLogController extends LogController {
  override routeNotFound(request: FastifyRequest, _reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    request.log.info(`Route ${request.raw.method}:${redactUrl(request.raw.url ?? '')} not found`);
  }
}
