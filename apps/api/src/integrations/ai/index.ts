/**
 * Chooses the AI the app talks to: the configured model server (AI_BASE_URL), else the API's own
 * sandbox while sandboxes are on (config.sandboxes), else none: drafting then fails as not configured.
 */
import type { Config } from '../../config.js';
import type { SecretBox } from '../../platform/secrets.js';
import { selfBaseUrl } from '../plaid/index.js';
import { sandboxSecret } from '../sandbox-credentials.js';
import { createAiClient } from './client.js';
import { AiDraftError, type AiProvider } from './provider.js';

export const AI_SANDBOX_PATH = '/api/sandbox/ai/v1';
export const AI_SANDBOX_MODEL = 'counsel-sandbox';

export function createAiProvider(config: Config, secrets: SecretBox, fetch?: typeof globalThis.fetch): AiProvider {
  const injected = fetch ? { fetch } : {};
  if (config.ai) return createAiClient({ ...config.ai, sandbox: false, ...injected });
  if (!config.sandboxes) {
    return {
      sandbox: false,
      draftWorkflow: async () => {
        throw new AiDraftError('not_configured', 'No AI model server is set up on this server.');
      },
    };
  }
  return createAiClient({
    baseUrl: selfBaseUrl(config).replace(/\/api\/sandbox\/plaid$/, AI_SANDBOX_PATH),
    // Derived from the server's key: the sandbox answers this server only.
    apiKey: sandboxSecret(secrets, 'ai'),
    model: AI_SANDBOX_MODEL,
    sandbox: true,
    // The sandbox answers at once or not at all: retrying only delays the error.
    maxRetries: 0,
    ...injected,
  });
}
