/**
 * The AI client: the official `openai` package against any OpenAI-compatible chat-completions server
 * (base URL, key and model from config). It asks for a JSON object and accepts the answer only when it
 * parses as a workflow draft. The same code talks to the sandbox at /api/sandbox/ai/v1.
 */
import { AI_DRAFT_MESSAGES, type AiDraftResponse, workflowDraftSchema } from '@counsel/domain';
import OpenAI from 'openai';
import { systemPrompt, userMessage } from './prompt.js';
import { AiDraftError, type AiDraftInput, type AiProvider } from './provider.js';

export interface AiClientOptions {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  sandbox: boolean;
  /** fetch, or a stand-in (tests route it through Fastify's inject). */
  fetch?: typeof fetch;
  /** Retries of a failed call (the SDK's backoff); 2 unless told. */
  maxRetries?: number;
  timeoutMs?: number;
}

export function createAiClient(options: AiClientOptions): AiProvider {
  const openai = new OpenAI({
    baseURL: options.baseUrl,
    // The SDK insists on a key; local model servers usually take any.
    apiKey: options.apiKey ?? 'none',
    maxRetries: options.maxRetries ?? 2,
    timeout: options.timeoutMs ?? 120_000,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  return {
    sandbox: options.sandbox,

    async draftWorkflow(input: AiDraftInput, locale): Promise<AiDraftResponse> {
      let content: string | null | undefined;
      try {
        const completion = await openai.chat.completions.create({
          model: options.model,
          response_format: { type: 'json_object' },
          messages: [
            { role: 'system', content: systemPrompt(locale) },
            { role: 'user', content: userMessage(input) },
          ],
        });
        content = completion.choices[0]?.message?.content;
      } catch (error) {
        throw new AiDraftError('unavailable', `${AI_DRAFT_MESSAGES.unavailable} (${(error as Error).message})`);
      }
      const raw = parseJson(content ?? '');
      const draft = workflowDraftSchema.safeParse(raw);
      if (!draft.success) throw new AiDraftError('invalid_answer', AI_DRAFT_MESSAGES.invalidAnswer);
      // The sandbox names the public workflow it drafted from; a real model's answer names none.
      const basedOn = (raw as { based_on?: unknown }).based_on;
      return {
        draft: draft.data,
        provider: options.sandbox ? 'sandbox' : 'openai_compatible',
        based_on: options.sandbox && typeof basedOn === 'string' ? basedOn : null,
      };
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new AiDraftError('invalid_answer', AI_DRAFT_MESSAGES.invalidAnswer);
  }
}
