/**
 * The Plaid sandbox the API serves itself (DESIGN §5) when PLAID_* is not set: the endpoints of
 * Plaid's HTTP API this app calls, with the same request and answer fields and Plaid's error shape,
 * over a few fake banks. Public routes (Plaid's API authenticates with client_id and secret, not our
 * tokens); every answer says `sandbox: true`. Registered only when Plaid is not configured.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { SANDBOX_LINK_SCRIPT, sandboxLinkPage } from './link-pages.js';
import {
  institutionOfToken,
  sandboxAccessToken,
  sandboxAccountId,
  sandboxInstitution,
  sandboxItemId,
  sandboxLinkToken,
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

export const plaidSandboxRoutes =
  (_services: AppServices): FastifyPluginAsync =>
  async (app) => {
    const config = { public: true };
    const schema = { hide: true };

    app.post('/sandbox/plaid/link/token/create', { config, schema }, async (request, reply) => {
      const body = parse(bodies.linkTokenCreate, request.body, reply);
      if (!body) return reply;
      const linkToken = sandboxLinkToken();
      return ok({
        link_token: linkToken,
        expiration: new Date(Date.now() + 4 * 60 * 60 * 1000).toISOString(),
        // Relative on purpose: the popup opens on the app's own origin, whatever address it is reached at.
        ...(body.hosted_link ? { hosted_link_url: `/api/sandbox/plaid/link?link_token=${linkToken}` } : {}),
      });
    });

    // The sandbox's Link pages post the public token themselves, so no session ever finishes here.
    app.post('/sandbox/plaid/link/token/get', { config, schema }, async (request, reply) => {
      const body = parse(bodies.linkTokenGet, request.body, reply);
      if (!body) return reply;
      return ok({ link_token: body.link_token, link_sessions: [] });
    });

    app.post('/sandbox/plaid/sandbox/public_token/create', { config, schema }, async (request, reply) => {
      const body = parse(bodies.publicTokenCreate, request.body, reply);
      if (!body) return reply;
      if (!sandboxInstitution(body.institution_id)) {
        return plaidError(reply, 400, 'INVALID_INPUT', 'INVALID_INSTITUTION', 'Unknown sandbox institution');
      }
      return ok({ public_token: sandboxPublicToken(body.institution_id) });
    });

    app.post('/sandbox/plaid/item/public_token/exchange', { config, schema }, async (request, reply) => {
      const body = parse(bodies.exchange, request.body, reply);
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
      const body = parse(bodies.accounts, request.body, reply);
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
      const body = parse(bodies.institution, request.body, reply);
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
      const query = z.object({ link_token: z.string().regex(/^link-sandbox-[0-9a-f-]{36}$/) }).safeParse(request.query);
      if (!query.success) return reply.status(400).type('text/plain').send('This sandbox Link session is not valid.');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(sandboxLinkPage(query.data.link_token));
    });

    app.get('/sandbox/plaid/link.js', { config, schema }, async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').send(SANDBOX_LINK_SCRIPT),
    );
  };
