/**
 * The AI sandbox the API serves itself (DESIGN §5) when AI_BASE_URL is not set: an OpenAI-compatible
 * POST /chat/completions that the real client calls. It reads the request the client's user message
 * carries and answers a draft as a JSON object: for a description, the closest public-library workflow
 * (named in `based_on`); for a checklist, a draft built from the document's structure. Registered only
 * when no AI server is configured and sandboxes are on; it answers only the API key derived from this
 * server's own key.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { type LibraryEntry, readPublicLibrary } from '../../platform/public-library.js';
import type { SecretBox } from '../../platform/secrets.js';
import { matchesSandboxSecret } from '../sandbox-credentials.js';
import { readUserMessage } from './prompt.js';
import { checklistDraft } from './sandbox-checklist.js';
import { closestLibraryWorkflow } from './sandbox-library-match.js';

const completionBody = z.object({
  model: z.string().min(1),
  messages: z.array(z.object({ role: z.string(), content: z.string() })).min(1),
});

/** What the sandbox uses of the app's services (AppServices has it), so it needs nothing above it. */
export interface AiSandboxDeps {
  secrets: SecretBox;
}

let library: LibraryEntry[] | undefined;
const publicLibrary = () => {
  library ??= readPublicLibrary();
  return library;
};

export const aiSandboxRoutes =
  (services: AiSandboxDeps): FastifyPluginAsync =>
  async (app) => {
    app.post(
      '/sandbox/ai/v1/chat/completions',
      { config: { public: true }, schema: { hide: true } },
      async (request, reply) => {
        // Only this server holds the key (derived from its own): nobody else gets work out of the sandbox.
        const header = request.headers.authorization ?? '';
        const key = header.startsWith('Bearer ') ? header.slice(7) : undefined;
        if (!matchesSandboxSecret(services.secrets, 'ai', key)) {
          return reply.status(401).send({
            error: { message: 'Incorrect API key provided.', type: 'invalid_request_error', code: 'invalid_api_key' },
          });
        }
        const body = completionBody.safeParse(request.body);
        const userText = body.success ? body.data.messages.filter((m) => m.role === 'user').at(-1)?.content : undefined;
        const input = userText === undefined ? null : readUserMessage(userText);
        if (!body.success || !input) {
          // OpenAI's error shape, so the client reports it as any server's refusal.
          return reply.status(400).send({
            error: { message: 'The sandbox drafts workflows only.', type: 'invalid_request_error', code: null },
          });
        }
        let answer: Record<string, unknown>;
        if ('description' in input) {
          const match = closestLibraryWorkflow(input.description, publicLibrary());
          answer = { ...match.draft, based_on: match.basedOn };
        } else {
          answer = { ...checklistDraft(input.checklistText, input.fileName) };
        }
        return {
          id: `chatcmpl-sandbox-${randomUUID()}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.data.model,
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: JSON.stringify(answer) },
              finish_reason: 'stop',
              logprobs: null,
            },
          ],
          usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
        };
      },
    );
  };
