/**
 * The pages of a Google OAuth popup: the sandbox's consent page (what Google shows, marked "Sandbox") and
 * the page the popup ends on. The account shown on the consent page is the signed-in user's, from the
 * signed state; its form posts no account of its own. The app's CSP forbids inline scripts, so the script
 * that tells the opener and closes the popup is served from a file route and reads data- attributes.
 */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The sandbox pages' look (one style for all of them, so each reads as the same stand-in). */
export const SANDBOX_STYLE = `body{font-family:system-ui,sans-serif;margin:0;padding-block:24px;padding-inline:24px;color:#1a1b1e}
h1{font-size:1.25rem;margin-block:0 4px}.badge{display:inline-block;background:#fff3bf;color:#5c3c00;border-radius:4px;padding-inline:8px;font-size:.8rem}
.muted{color:#5c5f66;font-size:.9rem}.actions{display:flex;gap:8px;margin-block-start:24px}
button{padding-block:10px;padding-inline:16px;border-radius:6px;font:inherit;cursor:pointer;border:1px solid #ced4da;background:#fff}
button.primary{background:#1c7ed6;border-color:#1c7ed6;color:#fff}`;

export interface ConsentPageText {
  /** The service's name, e.g. "Google Drive". */
  service: string;
  /** What Counsel asks for, e.g. "access your Google Drive". */
  request: string;
  /** What the sandbox is and what Counsel will do with the access. */
  explanation: string;
}

export function sandboxConsentPage(
  text: ConsentPageText,
  input: { account: string; redirectUri: string; state: string; action: string },
) {
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return `<!doctype html>
<html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in - ${escapeHtml(text.service)} (Sandbox)</title><style>${SANDBOX_STYLE}</style></head>
<body><main><h1>Counsel wants to ${escapeHtml(text.request)}</h1><span class="badge">Sandbox</span>
<p>Account: <strong>${escapeHtml(input.account)}</strong></p>
<p class="muted">${escapeHtml(text.explanation)}</p>
<form method="post" action="${escapeHtml(input.action)}">
${hidden('redirect_uri', input.redirectUri)}${hidden('state', input.state)}
<div class="actions"><button type="submit" name="decision" value="deny">Cancel</button>
<button type="submit" name="decision" value="allow" class="primary">Allow</button></div>
</form></main></body></html>`;
}

/** The popup's last page: says whether the service is connected and posts `messageType` to the opener. */
export function callbackPage(input: {
  service: string;
  messageType: string;
  scriptPath: string;
  connected: boolean;
  detail?: string | undefined;
}): string {
  const text = input.connected
    ? `${input.service} is connected. This window closes by itself.`
    : `${input.service} was not connected${input.detail ? `: ${input.detail}` : ''}. Close this window and try again.`;
  return `<!doctype html>
<html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(input.service)}</title><style>body{font-family:system-ui,sans-serif;padding:24px;color:#1a1b1e}</style></head>
<body data-message-type="${escapeHtml(input.messageType)}" data-connected="${input.connected}">
<main><h1>${escapeHtml(input.service)}</h1><p role="status">${escapeHtml(text)}</p></main>
<script src="${escapeHtml(input.scriptPath)}"></script></body></html>`;
}

// The message says only whether the connection was made (no token), so any opener origin may read it:
// the app may be opened as localhost or 127.0.0.1 while the callback uses the configured origin.
export const CALLBACK_SCRIPT = `'use strict';
(function () {
  var data = document.body.dataset;
  if (!window.opener) return;
  window.opener.postMessage({ type: data.messageType, connected: data.connected === 'true' }, '*');
  if (data.connected === 'true') window.close();
})();
`;
