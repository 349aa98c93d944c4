/**
 * What a page, a navigation entry or an action needs: one of the spec's named permission flags, or, for a
 * subject the spec names no flag for (workflows), the ability itself. Plain types and one pure check, so
 * the route table (read by Node too) can carry it.
 */
import { type Action, type AppAbility, hasPermission, type PermissionFlag, type Subject } from '@counsel/domain';

export type AccessNeed = PermissionFlag | { action: Action; subject: Subject };

/** Workflows have no named flag: the route table and the page registry both ask for the ability. */
export const READ_WORKFLOWS: AccessNeed = { action: 'read', subject: 'workflows' };

/** `undefined` means the thing needs nothing. */
export function meetsNeed(ability: AppAbility, need: AccessNeed | undefined): boolean {
  if (need === undefined) return true;
  return typeof need === 'string' ? hasPermission(ability, need) : ability.can(need.action, need.subject);
}
