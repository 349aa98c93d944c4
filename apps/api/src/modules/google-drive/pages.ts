/**
 * The page the OAuth popup ends on. The app's CSP forbids inline scripts, so the script that tells
 * the opener and closes the popup is served from a file route and reads its data from data- attributes.
 */
import { GOOGLE_DRIVE_CONNECTED_MESSAGE } from '@counsel/domain';

export const CALLBACK_SCRIPT_PATH = '/api/google-drive/oauth/complete.js';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function callbackPage(connected: boolean, detail?: string): string {
  const text = connected
    ? 'Google Drive is connected. This window closes by itself.'
    : `Google Drive was not connected${detail ? `: ${detail}` : ''}. Close this window and try again.`;
  return `<!doctype html>
<html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Google Drive</title><style>body{font-family:system-ui,sans-serif;padding:24px;color:#1a1b1e}</style></head>
<body data-message-type="${GOOGLE_DRIVE_CONNECTED_MESSAGE}" data-connected="${connected}">
<main><h1>Google Drive</h1><p role="status">${escapeHtml(text)}</p></main>
<script src="${CALLBACK_SCRIPT_PATH}"></script></body></html>`;
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
