/** Chooses the AI the app talks to: the configured model server (AI_BASE_URL), else the API's own sandbox. */
import type { Config } from '../../config.js';
import { selfBaseUrl } from '../plaid/index.js';
import { createAiClient } from './client.js';
import type { AiProvider } from './provider.js';

export const AI_SANDBOX_PATH = '/api/sandbox/ai/v1';
export const AI_SANDBOX_MODEL = 'counsel-sandbox';

export function createAiProvider(config: Config, fetch?: typeof globalThis.fetch): AiProvider {
  const injected = fetch ? { fetch } : {};
  if (config.ai) return createAiClient({ ...config.ai, sandbox: false, ...injected });
  return createAiClient({
    baseUrl: selfBaseUrl(config).replace(/\/api\/sandbox\/plaid$/, AI_SANDBOX_PATH),
    apiKey: 'sandbox',
    model: AI_SANDBOX_MODEL,
    sandbox: true,
    // The sandbox answers at once or not at all: retrying only delays the error.
    maxRetries: 0,
    ...injected,
  });
}
