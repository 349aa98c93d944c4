/** The page the Drive OAuth popup ends on (platform/oauth/pages.ts). */
import { GOOGLE_DRIVE_CONNECTED_MESSAGE } from '@counsel/domain';
import { callbackPage as oauthCallbackPage } from '../../platform/oauth/pages.js';

export const CALLBACK_SCRIPT_PATH = '/api/google-drive/oauth/complete.js';

export const callbackPage = (connected: boolean, detail?: string) =>
  oauthCallbackPage({
    service: 'Google Drive',
    messageType: GOOGLE_DRIVE_CONNECTED_MESSAGE,
    scriptPath: CALLBACK_SCRIPT_PATH,
    connected,
    detail,
  });
