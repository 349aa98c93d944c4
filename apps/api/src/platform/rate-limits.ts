/**
 * Limits per client address across every account, on top of the routes' own limits per address and
 * email. Signing in and asking for a password reset are limited per (address, email) so that one
 * attacker cannot lock everyone behind a shared address out of their account; that alone let one
 * address try a password on any number of accounts (spraying), or mail resets to any number of
 * inboxes. These counters close that, shared by the staff's and the portal's routes of the same kind,
 * so neither door doubles the budget. They use @fastify/rate-limit's store, like every other limit.
 */
import type { CreateRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { AppError } from './errors.js';

/** A preHandler that refuses (429) once the address has used its budget of the window. */
export type AddressLimit = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface AddressLimits {
  /** Sign-in attempts (staff and portal). */
  signIn: AddressLimit;
  /** Password-reset requests (staff and portal). */
  passwordReset: AddressLimit;
}

declare module 'fastify' {
  interface FastifyInstance {
    addressLimits: AddressLimits;
  }
}

/** One window for both: long enough that a slow spray gains nothing by pacing itself within a minute. */
export const ADDRESS_LIMIT_WINDOW = '15 minutes';

const tooMany = () =>
  new AppError(
    429,
    'too_many_requests',
    'Too many attempts from this network. Please wait a few minutes and try again.',
  );

function addressLimit(app: FastifyInstance, name: string, max: number): AddressLimit {
  // The plugin's own key: the client's address, an IPv6 one as its /64 (one subscriber's network, whose
  // addresses cost an attacker nothing to rotate). Each limiter has a store of its own; the shared
  // PostgreSQL store tells them apart by name (a limit made here has no route to be named by).
  const options: CreateRateLimitOptions & { nameSpace: string } = {
    max,
    timeWindow: ADDRESS_LIMIT_WINDOW,
    nameSpace: `address:${name}`,
  };
  const check = app.createRateLimit(options);
  return async (request, reply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      // The error handler answers on this reply, so the header stays.
      reply.header('retry-after', String(result.ttlInSeconds));
      throw tooMany();
    }
  };
}

/** Call once, after @fastify/rate-limit is registered: the counters live on the root instance. */
export function installAddressLimits(
  app: FastifyInstance,
  config: Pick<Config, 'loginAddressRateLimit' | 'passwordResetAddressRateLimit'>,
): void {
  app.decorate('addressLimits', {
    signIn: addressLimit(app, 'sign-in', config.loginAddressRateLimit),
    passwordReset: addressLimit(app, 'password-reset', config.passwordResetAddressRateLimit),
  });
}
