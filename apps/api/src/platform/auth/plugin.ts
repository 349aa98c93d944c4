/**
 * Every /api route needs a valid access token unless its config says `public: true`.
 * The token names the user and the firm; the user's current rules are loaded on each request,
 * so a change to an employee's permissions takes effect at once.
 */
import { defineAbilityFor } from '@counsel/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { unauthorized } from '../errors.js';
import type { AuthContext } from './context.js';
import { findAuthRow } from './repository.js';
import type { TokenService } from './tokens.js';

export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db; tokens: TokenService }) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return;
    if (request.routeOptions.config?.public) return;
    request.auth = await authenticate(request, opts.db, opts.tokens);
  });
});

async function authenticate(request: FastifyRequest, db: Db, tokens: TokenService): Promise<AuthContext> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
  if (!token) throw unauthorized();
  const claims = await tokens.verify(token);
  if (claims === 'expired') throw unauthorized('Your session has expired.', 'token_expired');
  if (!claims) throw unauthorized();
  const row = await findAuthRow(db, claims.userId, claims.lawFirmId);
  if (!row) throw unauthorized();
  return { ...row, ability: defineAbilityFor({ is_admin: row.user.isAdmin, rules: row.user.rules }) };
}

/** The caller, for routes that are not public (the hook above guarantees it is set). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
