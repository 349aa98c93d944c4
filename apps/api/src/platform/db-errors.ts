/**
 * Recognising database errors whichever driver raised them: node-postgres and PGlite put the SQLSTATE
 * on the error, and drizzle may wrap it in `cause`.
 */
const UNIQUE_VIOLATION = '23505';

/**
 * True for a unique violation, of `constraint` when given. Races that both pass a lookup end here:
 * the unique index refuses the second writer, which then answers like the lookup would have.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code !== UNIQUE_VIOLATION) continue;
    if (constraint === undefined || name === constraint) return true;
    if (typeof message === 'string' && message.includes(constraint)) return true;
  }
  return false;
}
