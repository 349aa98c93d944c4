/**
 * Plaid Link in a popup. The page behind link_url (Plaid's Hosted Link, or the API's sandbox page) posts
 * {type: PLAID_LINK_MESSAGE, public_token} to its opener when the person has chosen their bank.
 */
import { PLAID_LINK_MESSAGE } from '@counsel/domain';

/** One named window: a second click brings the same popup back instead of opening another. */
export const PLAID_POPUP_NAME = 'counsel-plaid-link';

/** The popup went away before it sent a public token (the person closed it). */
export class PlaidLinkClosedError extends Error {
  constructor() {
    super('The Plaid Link window was closed');
    this.name = 'PlaidLinkClosedError';
  }
}

/**
 * Opens the popup empty, during the click itself: browsers block popups opened later, after the link token
 * has come back. The caller then sends it to link_url.
 */
export function openLinkPopup(): Window | null {
  return window.open('', PLAID_POPUP_NAME, 'popup,width=480,height=720');
}

function publicTokenOf(event: MessageEvent): string | null {
  // Only our own pages may hand us a token: Hosted Link ends on our link-complete page, the sandbox is ours.
  if (event.origin !== window.location.origin) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const { type, public_token } = data as { type?: unknown; public_token?: unknown };
  return type === PLAID_LINK_MESSAGE && typeof public_token === 'string' && public_token ? public_token : null;
}

/**
 * Resolves with the public token the Link page posts; rejects with PlaidLinkClosedError when the popup is
 * closed first. A message and the close can arrive in either order, so a close is only believed after a
 * short grace period.
 */
export function waitForPublicToken(popup: Window, options: { pollMs?: number; graceMs?: number } = {}) {
  const { pollMs = 400, graceMs = 600 } = options;
  return new Promise<string>((resolve, reject) => {
    let closedAt: number | null = null;
    const finish = () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(timer);
    };
    const onMessage = (event: MessageEvent) => {
      const token = publicTokenOf(event);
      if (token === null) return;
      finish();
      resolve(token);
    };
    const timer = window.setInterval(() => {
      if (!popup.closed) return;
      closedAt ??= Date.now();
      if (Date.now() - closedAt < graceMs) return;
      finish();
      reject(new PlaidLinkClosedError());
    }, pollMs);
    window.addEventListener('message', onMessage);
  });
}
