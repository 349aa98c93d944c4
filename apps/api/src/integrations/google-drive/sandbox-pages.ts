/**
 * The sandbox's consent page: what Google shows in the authorization popup, marked "Sandbox". The
 * account shown is the signed-in user's, from the signed state; the form posts no account of its own.
 */
const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;padding-block:24px;padding-inline:24px;color:#1a1b1e}
h1{font-size:1.25rem;margin-block:0 4px}.badge{display:inline-block;background:#fff3bf;color:#5c3c00;border-radius:4px;padding-inline:8px;font-size:.8rem}
.muted{color:#5c5f66;font-size:.9rem}.actions{display:flex;gap:8px;margin-block-start:24px}
button{padding-block:10px;padding-inline:16px;border-radius:6px;font:inherit;cursor:pointer;border:1px solid #ced4da;background:#fff}
button.primary{background:#1c7ed6;border-color:#1c7ed6;color:#fff}`;

export function sandboxConsentPage(input: { account: string; redirectUri: string; state: string; action: string }) {
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return `<!doctype html>
<html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in - Google Drive (Sandbox)</title><style>${STYLE}</style></head>
<body><main><h1>Counsel wants to access your Google Drive</h1><span class="badge">Sandbox</span>
<p>Account: <strong>${escapeHtml(input.account)}</strong></p>
<p class="muted">Google is not configured, so this is the sandbox that stands in for it: files live in Counsel's own
test store and nothing is sent to Google. Counsel will see and manage only the files you open or create with it.</p>
<form method="post" action="${escapeHtml(input.action)}">
${hidden('redirect_uri', input.redirectUri)}${hidden('state', input.state)}
<div class="actions"><button type="submit" name="decision" value="deny">Cancel</button>
<button type="submit" name="decision" value="allow" class="primary">Allow</button></div>
</form></main></body></html>`;
}
