/** The portal's addresses, and where a client who had to sign in was headed. */
import type { Locale } from '@counsel/domain';
import { joinPath } from '../../lib/locale';

export const PORTAL_SIGN_IN = '/portal';
export const PORTAL_FORMS = '/portal/forms';
export const PORTAL_RECEIPTS = '/portal/receipts';
export const PORTAL_INVOICES = '/portal/invoices';
export const PORTAL_SECURITY = '/portal/security';
export const portalFormPath = (id: number) => `/portal/forms/${id}`;

/** The history state of the sign-in page when the client was sent there: the portal page to go back to. */
export interface PortalFromState {
  from?: string;
}

/** The page to return to after signing in: a portal page, never anywhere else. */
export function returnPath(state: unknown): string | null {
  const from = (state as PortalFromState | null)?.from;
  return typeof from === 'string' && from.startsWith('/portal/') ? from : null;
}

/** The portal page in the client's own language. */
export const inLocale = (locale: Locale, path: string) => joinPath(`/${locale}`, path);
