/** What the Drive sandbox's consent page (platform/oauth/pages.ts) says. */
import type { ConsentPageText } from '../../platform/oauth/pages.js';

export const DRIVE_CONSENT: ConsentPageText = {
  service: 'Google Drive',
  request: 'access your Google Drive',
  explanation:
    'Google is not configured, so this is the sandbox that stands in for it: files live in Counsel’s own test store and nothing is sent to Google. Counsel will see and manage only the files you open or create with it.',
};
