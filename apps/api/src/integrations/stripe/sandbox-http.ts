/**
 * What every route of the Stripe sandbox does first (sandbox-routes.ts, sandbox-intents.ts, sandbox-subscriptions.ts):
 * read the firm from the secret key the call bears, read Stripe's form body, and answer in Stripe's error shape.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SecretBox } from '../../platform/secrets.js';
import { firmOfStripeSandboxKey } from './index.js';
import type { StripeErrorBody } from './sandbox-objects.js';

/** Stripe's error answer; `extra` adds fields to its `error` (a declined payment's intent). */
export const sendStripeError = (reply: FastifyReply, body: StripeErrorBody, extra: Record<string, unknown> = {}) =>
  reply.status(body.status).send({ error: { ...body.error, ...extra } });

/** The firm whose sandbox key the call bears, or null. */
export function keyAccountOf(secrets: SecretBox, request: FastifyRequest): number | null {
  const key = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  return firmOfStripeSandboxKey(secrets, key);
}

/** The firm whose key signs the call, or null with Stripe's 401 already sent. */
export function accountOrRefuse(secrets: SecretBox, request: FastifyRequest, reply: FastifyReply): number | null {
  const account = keyAccountOf(secrets, request);
  if (account === null) {
    void sendStripeError(reply, {
      status: 401,
      error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' },
    });
  }
  return account;
}

/** Stripe's clients post forms with bracketed keys (card[token]), read flat by the sandbox's content parser. */
export const formOf = (request: FastifyRequest) => (request.body ?? {}) as Record<string, string>;
