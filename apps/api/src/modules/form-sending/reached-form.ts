/**
 * Whether a sent form the caller found still works: a withdrawn form is gone, a form past its date is
 * expired unless the client already submitted it (a submitted form still reads, read-only). Pure, so the
 * rule is tested without a database; the service turns the answer into the caller's own error.
 */
export type ReachProblem = 'revoked' | 'expired' | null;

/** Why the caller cannot use the form it found, at `nowMs`, or null when it can. */
export function reachProblem(form: { status: string; expiresAt: Date }, nowMs: number): ReachProblem {
  if (form.status === 'revoked') return 'revoked';
  if (form.status !== 'submitted' && form.expiresAt.getTime() < nowMs) return 'expired';
  return null;
}
