/**
 * Every /api route needs a valid access token unless its config says `public: true`.
 * The token names the user and the firm; the user's current rules are loaded on each request,
 * so a change to an employee's permissions takes effect at once.
 * Until the user has accepted the terms of service in force, only routes whose config says
 * `beforeTerms: true` answer (their session, signing out, the terms themselves): every other call is
 * 403 terms_not_accepted, so no client of the API can use the firm's data without the consent the
 * web app's terms dialog asks for.
 * Likewise, a member of a firm that requires a second factor and has none yet reaches only routes whose
 * config says `beforeSecondFactor: true` (their session, the terms, setting up the authenticator): every
 * other call is 403 second_factor_required.
 */
import { defineAbilityFor, SECOND_FACTOR_REQUIRED_MESSAGE, TERMS_NOT_ACCEPTED_MESSAGE } from '@counsel/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import '../../db/read-replica.js';
import { AppError, unauthorized } from '../errors.js';
import type { AuthContext } from './context.js';
import { findAuthRow } from './repository.js';
import type { TokenService } from './tokens.js';

export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db; tokens: TokenService }) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('readFence', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return;
    // API answers are the firm's data (or tokens): no browser or proxy may keep them. A route that
    // serves immutable bytes (photos, logos) may say otherwise for its own answer.
    reply.header('cache-control', 'no-store');
    const config = request.routeOptions.config;
    if (config?.public) return;
    const { termsAccepted, readFence, hasSecondFactor, ...auth } = await authenticate(request, opts.db, opts.tokens);
    if (auth.firm.requireSecondFactor && !hasSecondFactor && !config?.beforeSecondFactor) {
      throw new AppError(403, 'second_factor_required', SECOND_FACTOR_REQUIRED_MESSAGE);
    }
    if (!termsAccepted && !config?.beforeTerms) {
      throw new AppError(403, 'terms_not_accepted', TERMS_NOT_ACCEPTED_MESSAGE);
    }
    request.auth = auth;
    request.readFence = readFence;
  });
});

async function authenticate(
  request: FastifyRequest,
  db: Db,
  tokens: TokenService,
): Promise<AuthContext & { termsAccepted: boolean; readFence: string | null; hasSecondFactor: boolean }> {
  const token = bearerOf(request);
  if (!token) throw unauthorized();
  const claims = await tokens.verify(token);
  if (claims === 'expired') throw unauthorized('Your session has expired.', 'token_expired');
  if (!claims) throw unauthorized();
  const row = await findAuthRow(db, claims.userId, claims.lawFirmId, claims.sessionId);
  if (!row) throw unauthorized();
  return { ...row, ability: defineAbilityFor({ is_admin: row.user.isAdmin, rules: row.user.rules }) };
}

/** The caller, for routes that are not public (the hook above guarantees it is set). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** The bearer token a request carries, if any. */
export function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() || undefined : undefined;
}
