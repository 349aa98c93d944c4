/**
 * The client's calls through the mailed link. No session: the token in the address is the only key, so
 * these carry neither the staff's bearer token nor any cookie (a staff member signed in on the same device
 * must not send theirs).
 */
// The texts of a link's problems, which the access names.
import '../../../../locales/formSending';
import { type FormAccess, formAccessAt } from './form-access';

export const linkQueryKey = (token: string) => ['collaboration-link', token] as const;

export function linkAccess(token: string): FormAccess {
  return formAccessAt(`/api/collaboration-link/${encodeURIComponent(token)}`, {
    queryKey: linkQueryKey(token),
    problemTexts: 'formSending:link.problem',
    credentials: 'omit',
  });
}
