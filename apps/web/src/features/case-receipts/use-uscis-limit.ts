/**
 * Whether receipt actions are blocked (spec §4: all of them once the plan's USCIS queries are used up): from
 * the signed-in user's usage as /auth/me answers it, or at once when the server refused an action for it.
 */
import { useState } from 'react';
import { useMe } from '../../lib/current-user';

export function useUscisLimit() {
  const me = useMe();
  const [refused, setRefused] = useState(false);
  const used = me.usage.used_uscis_queries;
  const limit = me.plan.uscis_queries;
  return { blocked: refused || used >= limit, used, limit, markReached: () => setRefused(true) };
}
