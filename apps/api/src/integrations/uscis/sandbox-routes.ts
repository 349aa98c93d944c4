/**
 * The USCIS sandbox the API serves itself (DESIGN §5) when USCIS_CLIENT_ID is not set and sandboxes are on:
 * the two endpoints of the Case Status API this app calls, with USCIS's fields and error shapes, over the cases
 * of sandbox-data.ts. Public routes (USCIS authenticates with its own token, not ours): the token endpoint takes
 * only this server's client id and derived secret, and the status endpoint only a token it issued, so nothing
 * outside this server can use it. Every answer says `sandbox: true`.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { SecretBox } from '../../platform/secrets.js';
import { matchesSandboxSecret } from '../sandbox-credentials.js';
import { USCIS_SANDBOX_CLIENT_ID } from './index.js';
import { SANDBOX_NEXT_STEPS, type SandboxStep, sandboxCaseStatus } from './sandbox-data.js';

const TOKEN_PURPOSE = 'uscis-sandbox-token';
const TOKEN_SECONDS = 1799;

export interface UscisSandboxDeps {
  secrets: SecretBox;
  now?: () => Date;
}

const gatewayError = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.status(status).send({ errors: [{ code, message }], sandbox: true });

export const uscisSandboxRoutes =
  (services: UscisSandboxDeps): FastifyPluginAsync =>
  async (app) => {
    const { secrets } = services;
    const nowSeconds = () => Math.floor((services.now?.() ?? new Date()).getTime() / 1000);
    /** The steps each case was advanced by in this process, oldest first. */
    const advanced = new Map<string, SandboxStep[]>();
    const config = { public: true };
    const schema = { hide: true };

    // The token endpoint takes a form, as OAuth 2.0 says; only in this plugin.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    app.post('/sandbox/uscis/oauth/accesstoken', { config, schema }, async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, unknown>;
      if (form.grant_type !== 'client_credentials') {
        return reply.status(400).send({ error: 'unsupported_grant_type', sandbox: true });
      }
      if (form.client_id !== USCIS_SANDBOX_CLIENT_ID || !matchesSandboxSecret(secrets, 'uscis', form.client_secret)) {
        return reply
          .status(401)
          .send({ error: 'invalid_client', error_description: 'Invalid client credentials', sandbox: true });
      }
      const expires = nowSeconds() + TOKEN_SECONDS;
      return {
        access_token: secrets.sign(TOKEN_PURPOSE, String(expires)),
        token_type: 'BearerToken',
        expires_in: String(TOKEN_SECONDS),
        issued_at: String((expires - TOKEN_SECONDS) * 1000),
        status: 'approved',
        sandbox: true,
      };
    });

    app.get('/sandbox/uscis/case-status/:receiptNumber', { config, schema }, async (request, reply) => {
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      const expires = bearer ? secrets.verify(TOKEN_PURPOSE, bearer) : null;
      if (!expires || Number(expires) <= nowSeconds()) {
        return gatewayError(reply, 401, 'invalid_access_token', 'Invalid Access Token');
      }
      const { receiptNumber } = request.params as { receiptNumber: string };
      if (!/^[A-Z]{3}\d{10}$/.test(receiptNumber)) {
        return gatewayError(reply, 400, 'invalid_receipt_number', 'The receipt number entered is not valid.');
      }
      const caseStatus = sandboxCaseStatus(receiptNumber, advanced.get(receiptNumber));
      if (!caseStatus) {
        return gatewayError(
          reply,
          404,
          'case_not_found',
          'The receipt number entered could not be found. Please check the number and try again.',
        );
      }
      return { case_status: caseStatus, message: 'Query was successful', sandbox: true };
    });

    // Not USCIS's: the sandbox's way of making USCIS move a case on, for a signed-in staff member (not public).
    app.post('/sandbox/uscis/cases/:receiptNumber/advance', { schema }, async (request, reply) => {
      const { receiptNumber } = request.params as { receiptNumber: string };
      const taken = advanced.get(receiptNumber) ?? [];
      const next = SANDBOX_NEXT_STEPS[receiptNumber]?.[taken.length];
      if (!next) {
        return reply
          .status(409)
          .send({ code: 'sandbox_case_final', message: 'This sandbox case has no further step.', sandbox: true });
      }
      const today = (services.now?.() ?? new Date()).toISOString().slice(0, 10);
      advanced.set(receiptNumber, [...taken, next(today)]);
      return { receiptNumber, status: next(today).title, sandbox: true };
    });
  };
