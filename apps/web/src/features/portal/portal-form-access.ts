/** A form of the signed-in client, through the portal: the link's calls under /portal/forms/{id}. */
import '../../locales/portal';
import { type FormAccess, formAccessAt } from '../forms/sending/link/form-access';
import { portalFormBase, portalSignedOut } from './portal-api';

export const portalFormKey = (id: number) => ['portal', 'form', id] as const;

export function portalFormAccess(id: number): FormAccess {
  return formAccessAt(portalFormBase(id), {
    queryKey: portalFormKey(id),
    problemTexts: 'portal:form.problem',
    credentials: 'same-origin',
    onSignedOut: portalSignedOut,
  });
}
