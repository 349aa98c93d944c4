/**
 * The Plaid sandbox the API serves itself (DESIGN §5) when PLAID_* is not set and sandboxes are on:
 * the endpoints of Plaid's HTTP API this app calls, with the same request and answer fields and
 * Plaid's error shape, over a few fake banks, plus the Link page of the popup. Public routes (Plaid's
 * API authenticates with client_id and secret, not our tokens); every answer says `sandbox: true`.
 * The API endpoints take only this server's client id and its derived secret (sandbox-credentials.ts);
 * the Link page and its bank choice take only a live link token the sandbox issued to the app for a
 * signed-in user's session.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { SecretBox } from '../../platform/secrets.js';
import { matchesSandboxSecret } from '../sandbox-credentials.js';
import { PLAID_SANDBOX_CLIENT_ID } from './index.js';
import { SANDBOX_LINK_SCRIPT, sandboxLinkPage } from './link-pages.js';
import {
  institutionOfToken,
  issueSandboxLinkToken,
  readSandboxLinkToken,
  sandboxAccessToken,
  sandboxAccountId,
  sandboxInstitution,
  sandboxItemId,
  sandboxPublicToken,
} from './sandbox-data.js';

const credentials = { client_id: z.string().min(1), secret: z.string().min(1) };
const bodies = {
  linkTokenCreate: z.object({
    ...credentials,
    client_name: z.string().min(1).max(30),
    user: z.object({ client_user_id: z.string().min(1) }),
    products: z.array(z.string()).min(1),
    country_codes: z.array(z.string()).min(1),
    language: z.string().min(2),
    hosted_link: z.object({ completion_redirect_uri: z.string().optional() }).optional(),
  }),
  linkTokenGet: z.object({ ...credentials, link_token: z.string().min(1) }),
  publicTokenCreate: z.object({
    ...credentials,
    institution_id: z.string().min(1),
    initial_products: z.array(z.string()),
  }),
  exchange: z.object({ ...credentials, public_token: z.string().min(1) }),
  accounts: z.object({ ...credentials, access_token: z.string().min(1) }),
  institution: z.object({
    ...credentials,
    institution_id: z.string().min(1),
    country_codes: z.array(z.string()).min(1),
  }),
  /** The Link page's bank choice (from the browser): a link token, no credentials. */
  linkConnect: z.object({ link_token: z.string().min(1), institution_id: z.string().min(1) }),
};

function plaidError(reply: FastifyReply, status: number, type: string, code: string, message: string) {
  return reply.status(status).send({
    error_type: type,
    error_code: code,
    error_message: message,
    display_message: null,
    request_id: randomUUID(),
    sandbox: true,
  });
}

/** Parses a body like Plaid does: a missing field is INVALID_REQUEST with its name. */
function parse<T extends z.ZodType>(schema: T, body: unknown, reply: FastifyReply): z.output<T> | null {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const field = result.error.issues[0]?.path.join('.') || 'body';
  plaidError(reply, 400, 'INVALID_REQUEST', 'INVALID_FIELD', `${field} is missing or invalid`);
  return null;
}

const ok = (data: Record<string, unknown>) => ({ ...data, request_id: randomUUID(), sandbox: true });

/** What the sandbox uses of the app's services (AppServices has it), so it needs nothing above it. */
export interface PlaidSandboxDeps {
  secrets: SecretBox;
}

export const plaidSandboxRoutes =
  (services: PlaidSandboxDeps): FastifyPluginAsync =>
  async (app) => {
    const { secrets } = services;
    const config = { public: true };
    const schema = { hide: true };

    /** Parses a body of Plaid's API and checks its credentials: only this server holds them. */
    function apiBody<T extends z.ZodType<{ client_id: string; secret: string }>>(
      schema: T,
      body: unknown,
      reply: FastifyReply,
    ): z.output<T> | null {
      const parsed = parse(schema, body, reply);
      if (!parsed) return null;
      const { client_id, secret } = parsed;
      if (client_id !== PLAID_SANDBOX_CLIENT_ID || !matchesSandboxSecret(secrets, 'plaid', secret)) {
        plaidError(reply, 400, 'INVALID_INPUT', 'INVALID_API_KEYS', 'invalid client_id or secret provided');
        return null;
      }
      return parsed;
    }

    app.post('/sandbox/plaid/link/token/create', { config, schema }, async (request, reply) => {
      const body = apiBody(bodies.linkTokenCreate, request.body, reply);
      if (!body) return reply;
      const { token: linkToken, expiresAt } = issueSandboxLinkToken(secrets, body.user.client_user_id);
      return ok({
        link_token: linkToken,
        expiration: expiresAt.toISOString(),
        // Relative on purpose: the popup opens on the app's own origin, whatever address it is reached at.
        ...(body.hosted_link ? { hosted_link_url: `/api/sandbox/plaid/link?link_token=${linkToken}` } : {}),
      });
    });

    // The sandbox's Link pages post the public token themselves, so no session ever finishes here.
    app.post('/sandbox/plaid/link/token/get', { config, schema }, async (request, reply) => {
      const body = apiBody(bodies.linkTokenGet, request.body, reply);
      if (!body) return reply;
      return ok({ link_token: body.link_token, link_sessions: [] });
    });

    app.post('/sandbox/plaid/sandbox/public_token/create', { config, schema }, async (request, reply) => {
      const body = apiBody(bodies.publicTokenCreate, request.body, reply);
      if (!body) return reply;
      if (!sandboxInstitution(body.institution_id)) {
        return plaidError(reply, 400, 'INVALID_INPUT', 'INVALID_INSTITUTION', 'Unknown sandbox institution');
      }
      return ok({ public_token: sandboxPublicToken(body.institution_id) });
    });

    app.post('/sandbox/plaid/item/public_token/exchange', { config, schema }, async (request, reply) => {
      const body = apiBody(bodies.exchange, request.body, reply);
      if (!body) return reply;
      const institution = institutionOfToken(body.public_token, 'public');
      if (!institution) {
        return plaidError(
          reply,
          400,
          'INVALID_INPUT',
          'INVALID_PUBLIC_TOKEN',
          'provided public token is in an invalid format',
        );
      }
      return ok({ access_token: sandboxAccessToken(institution.id), item_id: sandboxItemId(institution.id) });
    });

    app.post('/sandbox/plaid/accounts/get', { config, schema }, async (request, reply) => {
      const body = apiBody(bodies.accounts, request.body, reply);
      if (!body) return reply;
      const institution = institutionOfToken(body.access_token, 'access');
      if (!institution) {
        return plaidError(
          reply,
          400,
          'INVALID_INPUT',
          'INVALID_ACCESS_TOKEN',
          'provided access token is in an invalid format',
        );
      }
      return ok({
        accounts: institution.accounts.map((a) => ({
          account_id: sandboxAccountId(institution.id, a.suffix),
          name: a.name,
          official_name: a.officialName,
          mask: a.mask,
          type: 'depository',
          subtype: a.subtype,
          balances: { available: null, current: null, iso_currency_code: institution.country === 'GB' ? 'GBP' : 'USD' },
        })),
        item: { item_id: sandboxItemId(institution.id), institution_id: institution.id, products: ['auth'] },
      });
    });

    app.post('/sandbox/plaid/institutions/get_by_id', { config, schema }, async (request, reply) => {
      const body = apiBody(bodies.institution, request.body, reply);
      if (!body) return reply;
      const institution = sandboxInstitution(body.institution_id);
      if (!institution || !body.country_codes.includes(institution.country)) {
        return plaidError(reply, 400, 'INVALID_INPUT', 'INVALID_INSTITUTION', 'Unknown sandbox institution');
      }
      return ok({
        institution: {
          institution_id: institution.id,
          name: institution.name,
          country_codes: [institution.country],
          products: ['auth'],
        },
      });
    });

    app.get('/sandbox/plaid/link', { config, schema }, async (request, reply) => {
      const linkToken = (request.query as { link_token?: unknown }).link_token;
      if (!readSandboxLinkToken(secrets, linkToken)) {
        return reply.status(400).type('text/plain').send('This sandbox Link session is not valid.');
      }
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(sandboxLinkPage(linkToken as string));
    });

    // The bank chosen on the Link page: as Link does, it answers a public token for the session's
    // link token (one the sandbox issued to the app, unexpired); nothing without one.
    app.post('/sandbox/plaid/link/connect', { config, schema }, async (request, reply) => {
      const body = parse(bodies.linkConnect, request.body, reply);
      if (!body) return reply;
      if (!readSandboxLinkToken(secrets, body.link_token)) {
        return plaidError(
          reply,
          400,
          'INVALID_INPUT',
          'INVALID_LINK_TOKEN',
          'provided link token is invalid or expired',
        );
      }
      if (!sandboxInstitution(body.institution_id)) {
        return plaidError(reply, 400, 'INVALID_INPUT', 'INVALID_INSTITUTION', 'Unknown sandbox institution');
      }
      return ok({ public_token: sandboxPublicToken(body.institution_id) });
    });

    app.get('/sandbox/plaid/link.js', { config, schema }, async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').send(SANDBOX_LINK_SCRIPT),
    );
  };
