/**
 * The two small pages of the Link popup. The app's CSP forbids inline scripts, so each page loads
 * its script from a file route and passes its data in data- attributes.
 *  - The sandbox's Link page: lists the sandbox banks; a click asks the sandbox for a public token
 *    for the page's link token (/sandbox/plaid/link/connect) and posts it to the opener.
 *  - The completion page Plaid's Hosted Link redirects to: posts the session's public token.
 */
import { PLAID_LINK_MESSAGE } from '@counsel/domain';
import { SANDBOX_INSTITUTIONS } from './sandbox-data.js';

export const SANDBOX_LINK_SCRIPT_PATH = '/api/sandbox/plaid/link.js';
export const LINK_COMPLETE_SCRIPT_PATH = '/api/plaid-banking/link-complete.js';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;padding-block:24px;padding-inline:24px;color:#1a1b1e}
h1{font-size:1.25rem;margin-block:0 4px}.badge{display:inline-block;background:#fff3bf;color:#5c3c00;border-radius:4px;padding-inline:8px;font-size:.8rem}
ul{list-style:none;padding:0;margin-block:16px}li{margin-block-end:8px}
button{inline-size:100%;text-align:start;padding:12px;border:1px solid #ced4da;border-radius:8px;background:#fff;font:inherit;cursor:pointer}
button:hover{background:#f1f3f5}button:disabled{opacity:.6;cursor:wait}.muted{color:#5c5f66;font-size:.85rem}`;

function page(title: string, body: string, attributes: Record<string, string>, script: string): string {
  const data = Object.entries(attributes)
    .map(([name, value]) => ` data-${name}="${escapeHtml(value)}"`)
    .join('');
  return `<!doctype html>
<html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body${data}>${body}<script src="${script}"></script></body></html>`;
}

export function sandboxLinkPage(linkToken: string): string {
  const banks = SANDBOX_INSTITUTIONS.map(
    (i) =>
      `<li><button type="button" data-institution-id="${escapeHtml(i.id)}">${escapeHtml(i.name)}` +
      ` <span class="muted">(${i.country})</span></button></li>`,
  ).join('');
  return page(
    'Connect a bank (Sandbox)',
    `<main><h1>Connect a bank</h1><span class="badge">Sandbox</span>
<p class="muted">Plaid is not configured: these are test banks with test accounts. No real bank is contacted.</p>
<ul aria-label="Sandbox banks">${banks}</ul><p id="status" role="status" class="muted"></p></main>`,
    { 'message-type': PLAID_LINK_MESSAGE, 'link-token': linkToken },
    SANDBOX_LINK_SCRIPT_PATH,
  );
}

export const SANDBOX_LINK_SCRIPT = `'use strict';
(function () {
  var body = document.body;
  var status = document.getElementById('status');
  var buttons = Array.prototype.slice.call(document.querySelectorAll('button[data-institution-id]'));
  function setBusy(busy) { buttons.forEach(function (b) { b.disabled = busy; }); }
  buttons.forEach(function (button) {
    button.addEventListener('click', function () {
      setBusy(true);
      status.textContent = 'Connecting…';
      fetch('/api/sandbox/plaid/link/connect', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ link_token: body.dataset.linkToken, institution_id: button.dataset.institutionId })
      })
        .then(function (res) { return res.json().then(function (data) { return { ok: res.ok, data: data }; }); })
        .then(function (answer) {
          if (!answer.ok) throw new Error(answer.data.error_message || 'The sandbox refused the request');
          if (!window.opener) { status.textContent = 'Connected. Close this window and start again from Counsel.'; return; }
          window.opener.postMessage({ type: body.dataset.messageType, public_token: answer.data.public_token }, window.location.origin);
          window.close();
        })
        .catch(function (error) { status.textContent = 'Could not connect: ' + error.message; setBusy(false); });
    });
  });
})();
`;

/** publicToken null: the session ended without a bank (closed, failed or expired). */
export function linkCompletePage(publicToken: string | null): string {
  const text = publicToken
    ? 'Your bank is connected. This window closes by itself.'
    : 'No bank was connected. Close this window and try again.';
  return page(
    'Bank connection',
    `<main><h1>Bank connection</h1><p id="status" role="status">${text}</p></main>`,
    { 'message-type': PLAID_LINK_MESSAGE, 'public-token': publicToken ?? '' },
    LINK_COMPLETE_SCRIPT_PATH,
  );
}

export const LINK_COMPLETE_SCRIPT = `'use strict';
(function () {
  var data = document.body.dataset;
  if (!data.publicToken || !window.opener) return;
  window.opener.postMessage({ type: data.messageType, public_token: data.publicToken }, window.location.origin);
  window.close();
})();
`;
