import { type Action, hasPermission, type PermissionFlag, type Subject } from '@counsel/domain';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from './auth/context.js';
import { authOf } from './auth/plugin.js';
import { forbidden } from './errors.js';

export function assertPermission(auth: AuthContext, flag: PermissionFlag): void {
  if (!hasPermission(auth.ability, flag)) throw forbidden();
}

export function assertCan(auth: AuthContext, action: Action, subject: Subject): void {
  if (!auth.ability.can(action, subject)) throw forbidden();
}

export function assertAdmin(auth: AuthContext): void {
  if (!auth.user.isAdmin) throw forbidden();
}

/** A preHandler for routes gated by one of the spec's named flags. */
export function requirePermission(flag: PermissionFlag) {
  return async (request: FastifyRequest) => assertPermission(authOf(request), flag);
}

/** A preHandler for routes gated by an (action, subject) pair. */
export function requireAbility(action: Action, subject: Subject) {
  return async (request: FastifyRequest) => assertCan(authOf(request), action, subject);
}
