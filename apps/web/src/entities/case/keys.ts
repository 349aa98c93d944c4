import { clientKeys } from '../client/keys';

/**
 * The query keys of cases, declared once. Every list or profile starts with `all`, so invalidating it
 * refreshes them all; `of(caseId)` is the prefix of what hangs below one case (its members, its
 * documents), not of its profile.
 */
const all = ['cases'] as const;
const of = (caseId: number) => [...all, caseId] as const;

export const caseKeys = {
  all,
  of,
  firmList: (lawFirmId: number, filter: object) => [...all, 'firm', lawFirmId, filter] as const,
  profile: (caseId: number) => [...all, 'profile', caseId] as const,
  ofClient: (clientId: number) => [...all, 'client', clientId] as const,
  /**
   * A client's cases in short (id and title) for the pickers. It sits below the client, not `all`, so
   * that a change to the client (a document uploaded to it) reloads it.
   */
  lightOfClient: (clientId: number | null) => [...clientKeys.of(clientId), 'cases', 'light'] as const,
  members: (caseId: number) => [...of(caseId), 'members'] as const,
  /** Below the case's own prefix, so that anything refreshing the case (an upload to it) refreshes its documents. */
  documents: (caseId: number) => [...of(caseId), 'documents'] as const,
  /** A FOIA case's request details (its agency, dates and response due day). */
  foiaRequest: (caseId: number) => [...of(caseId), 'foia-request'] as const,
  /** The calendar's FOIA response deadlines; saving a request's details refreshes every window. */
  foiaDeadlines: (lawFirmId: number, start: string, end: string) =>
    [...all, 'foia-deadlines', lawFirmId, start, end] as const,
  allFoiaDeadlines: [...all, 'foia-deadlines'] as const,
};
