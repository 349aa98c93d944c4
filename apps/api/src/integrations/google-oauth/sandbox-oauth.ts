/**
 * The OAuth half of a Google sandbox (DESIGN §5), for Drive and Calendar alike: the consent page of the
 * authorization popup, its decision, and the token endpoint, with Google's request and answer shapes so
 * that google-auth-library talks to it unchanged. Public routes: Google authenticates with its own tokens.
 *
 * The sandbox acts only for the signed-in user who started the flow: its account is taken from the
 * signed state the API issued to that user, never from a posted login_hint. Its client secret is derived
 * from the server's key, so only this server exchanges codes, and a code is good only with the PKCE
 * verifier of the flow it was issued for.
 *
 * Google's revoke endpoint (when the vendor has one) refuses a revoked token from then on, as Google does:
 * invalid_grant for a refresh, 401 for an access token. Tokens are self-contained, so the revoked ones are
 * remembered by this process (bounded): a sandbox never meets a second server nor needs to survive a restart.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ConsentPageText, sandboxConsentPage } from '../../platform/oauth/pages.js';
import { type OAuthPurposes, type OAuthState, readOAuthState, verifierMatches } from '../../platform/oauth/state.js';
import type { SecretBox } from '../../platform/secrets.js';
import { matchesSandboxSecret, type SandboxService } from '../sandbox-credentials.js';
import { issueSandboxToken, readSandboxToken, SANDBOX_ACCESS_SECONDS } from './sandbox-tokens.js';

type Form = Record<string, string | undefined>;
const isPublic = { public: true };

export interface SandboxOAuthOptions {
  secrets: SecretBox;
  service: SandboxService;
  clientId: string;
  /** The sandbox's routes under /api, e.g. /sandbox/google-drive. */
  routePrefix: string;
  /** The app's own callback, the only redirect the consent page sends a code to (no open redirect). */
  allowedRedirect: string;
  /** What the app's states are signed for, and what the sandbox's tokens are. */
  purposes: OAuthPurposes;
  tokenPurpose: string;
  scope: string;
  consent: ConsentPageText;
  /**
   * The consent page, token and revoke endpoints under `routePrefix`: Google's unless the vendor names
   * others; a vendor without a revoke endpoint (Microsoft) names none.
   */
  paths?: { authorize: string; token: string; revoke?: string };
  /** What the vendor's token answer carries besides the tokens (Microsoft's id_token and client_info). */
  tokenExtras?: (account: string) => Record<string, unknown>;
}

const GOOGLE_PATHS = { authorize: '/o/oauth2/v2/auth', token: '/token', revoke: '/revoke' };
/** How many revoked tokens a sandbox remembers; the oldest is forgotten first. */
const REVOKED_MAX = 10_000;

/** The sandbox account of the firm's user the state was issued to. */
export const sandboxAccountOf = (state: Pick<OAuthState, 'firmId' | 'userId'>) =>
  `firm-${state.firmId}/user-${state.userId}`;

const badRequest = (reply: FastifyReply, why: string) => reply.status(400).type('text/plain').send(`Error 400: ${why}`);

/** Registers the consent page, its decision and the token endpoint; answers how to read a bearer's account. */
export function registerSandboxOAuth(app: FastifyInstance, options: SandboxOAuthOptions) {
  const { secrets, routePrefix, allowedRedirect, purposes, tokenPurpose } = options;
  const paths = options.paths ?? GOOGLE_PATHS;
  const revoked = new Set<string>();
  const isRevoked = (token: string | undefined) => token !== undefined && revoked.has(token);

  // Google's token endpoint and the consent form post forms; only in the sandbox's plugin.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get(`${routePrefix}${paths.authorize}`, { config: isPublic }, async (request, reply) => {
    const query = request.query as Form;
    if (query.client_id !== options.clientId || query.redirect_uri !== allowedRedirect) {
      return badRequest(reply, 'redirect_uri_mismatch or invalid_client');
    }
    const state = readOAuthState(secrets, purposes, query.state);
    if (!state) return badRequest(reply, 'invalid_request (start again from Counsel: this request expired)');
    return reply.type('text/html').send(
      sandboxConsentPage(options.consent, {
        account: state.email,
        redirectUri: query.redirect_uri,
        state: query.state ?? '',
        action: `/api${routePrefix}${paths.authorize}/decision`,
      }),
    );
  });

  app.post(`${routePrefix}${paths.authorize}/decision`, { config: isPublic }, async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    if (form.redirect_uri !== allowedRedirect) return badRequest(reply, 'redirect_uri_mismatch');
    const state = readOAuthState(secrets, purposes, form.state);
    if (!state) return badRequest(reply, 'invalid_request (start again from Counsel: this request expired)');
    const target = new URL(allowedRedirect);
    target.searchParams.set('state', form.state ?? '');
    if (form.decision === 'allow') {
      const binding = { redirectUri: allowedRedirect, challenge: state.challenge };
      target.searchParams.set(
        'code',
        issueSandboxToken(secrets, tokenPurpose, 'code', sandboxAccountOf(state), binding),
      );
    } else {
      target.searchParams.set('error', 'access_denied');
    }
    return reply.redirect(target.toString(), 303);
  });

  app.post(`${routePrefix}${paths.token}`, { config: isPublic }, async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    if (form.client_id !== options.clientId || !matchesSandboxSecret(secrets, options.service, form.client_secret)) {
      return reply.status(401).send({ error: 'invalid_client', error_description: 'The OAuth client was not found.' });
    }
    let account: string | null = null;
    if (form.grant_type === 'authorization_code') {
      const code = readSandboxToken(secrets, tokenPurpose, 'code', form.code ?? '');
      const bound =
        code?.redirectUri === form.redirect_uri &&
        code?.challenge !== undefined &&
        verifierMatches(form.code_verifier, code.challenge);
      account = bound ? code.account : null;
    } else if (form.grant_type === 'refresh_token') {
      account = isRevoked(form.refresh_token)
        ? null
        : (readSandboxToken(secrets, tokenPurpose, 'refresh', form.refresh_token ?? '')?.account ?? null);
    } else {
      return reply.status(400).send({ error: 'unsupported_grant_type', error_description: 'Invalid grant_type' });
    }
    if (!account) return reply.status(400).send({ error: 'invalid_grant', error_description: 'Bad Request' });
    return {
      access_token: issueSandboxToken(secrets, tokenPurpose, 'access', account),
      expires_in: SANDBOX_ACCESS_SECONDS,
      scope: options.scope,
      token_type: 'Bearer',
      ...(form.grant_type === 'authorization_code'
        ? { refresh_token: issueSandboxToken(secrets, tokenPurpose, 'refresh', account) }
        : {}),
      ...options.tokenExtras?.(account),
    };
  });

  if (paths.revoke) {
    // Google's answers: 200 and an empty body, or 400 invalid_token for a token unknown or already revoked.
    app.post(`${routePrefix}${paths.revoke}`, { config: isPublic }, async (request, reply) => {
      const token = (request.query as Form).token ?? ((request.body ?? {}) as Form).token ?? '';
      const known =
        readSandboxToken(secrets, tokenPurpose, 'refresh', token) ??
        readSandboxToken(secrets, tokenPurpose, 'access', token);
      if (!known || revoked.has(token)) {
        return reply.status(400).send({ error: 'invalid_token', error_description: 'Token expired or revoked' });
      }
      if (revoked.size >= REVOKED_MAX) revoked.delete(revoked.values().next().value as string);
      revoked.add(token);
      return {};
    });
  }

  /** The account of a request's bearer access token, or null. */
  return (request: FastifyRequest): string | null => {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : undefined;
    return token && !revoked.has(token)
      ? (readSandboxToken(secrets, tokenPurpose, 'access', token)?.account ?? null)
      : null;
  };
}
