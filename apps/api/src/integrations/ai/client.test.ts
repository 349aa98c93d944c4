/**
 * The real AI client against an OpenAI-compatible server started here (node:http speaking
 * chat-completions), directly and through the draft route of an app configured with AI_BASE_URL.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AI_DRAFT_MESSAGES, type WorkflowDraft } from '@counsel/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { workflowTemplates } from '../../db/schema/index.js';
import { SecretBox } from '../../platform/secrets.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registerFirm, type TestFirm } from '../../test/firms.js';
import { createAiClient } from './client.js';
import { createAiProvider } from './index.js';
import { CHECKLIST_HEADING, DESCRIPTION_HEADING } from './prompt.js';

const secrets = new SecretBox(randomBytes(32));

const goodDraft: WorkflowDraft = {
  title: 'Spousal petition',
  description: 'A U.S. citizen petitions for a spouse.',
  steps: [
    {
      title: 'Intake',
      priority: 'HIGH',
      tasks: [
        {
          title: 'Consultation',
          priority: 'HIGH',
          duration: 1440,
          participant_type: 'Attorney',
          instructions: [{ title: 'Ask', description: 'Ask about the marriage.' }],
          forms: ['G-28'],
        },
      ],
      alternatives: [],
    },
  ],
};

type Answer = { status: number; content?: string };
// biome-ignore lint/suspicious/noExplicitAny: the request bodies are read loosely, asserting on shape with expect()
const received: Array<{ authorization: string | undefined; body: Record<string, any> }> = [];
let answer: Answer = { status: 200, content: JSON.stringify(goodDraft) };

const server = http.createServer((request, response) => {
  let text = '';
  request.on('data', (chunk) => {
    text += chunk;
  });
  request.on('end', () => {
    received.push({ authorization: request.headers.authorization, body: JSON.parse(text) });
    if (request.url !== '/v1/chat/completions') {
      response.writeHead(404).end();
      return;
    }
    // retry-after-ms: the SDK's retries of a 500 come at once instead of after its backoff.
    response.writeHead(answer.status, { 'content-type': 'application/json', 'retry-after-ms': '1' });
    if (answer.status !== 200) {
      response.end(JSON.stringify({ error: { message: 'model crashed', type: 'server_error' } }));
      return;
    }
    response.end(
      JSON.stringify({
        id: 'chatcmpl-1',
        object: 'chat.completion',
        created: 1,
        model: 'test-model',
        choices: [{ index: 0, message: { role: 'assistant', content: answer.content }, finish_reason: 'stop' }],
      }),
    );
  });
});

let baseUrl: string;
let t: TestApp;
let firm: TestFirm;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  t = await createTestApp({ env: { AI_BASE_URL: baseUrl, AI_API_KEY: 'sk-test', AI_MODEL: 'test-model' } });
  firm = await registerFirm(t);
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received.length = 0;
  answer = { status: 200, content: JSON.stringify(goodDraft) };
});

const client = () => createAiClient({ baseUrl, apiKey: 'sk-test', model: 'test-model', sandbox: false, maxRetries: 0 });

describe('the OpenAI-compatible client', () => {
  it('asks for a JSON object with the draft shape in the system prompt, and answers the parsed draft', async () => {
    const result = await client().draftWorkflow({ description: 'Marriage green card for my wife' }, 'ar');
    expect(result).toEqual({ draft: goodDraft, provider: 'openai_compatible', based_on: null });
    const [{ authorization, body }] = received as [(typeof received)[number]];
    expect(authorization).toBe('Bearer sk-test');
    expect(body.model).toBe('test-model');
    expect(body.response_format).toEqual({ type: 'json_object' });
    const [system, user] = body.messages;
    expect(system.role).toBe('system');
    expect(system.content).toContain('"participant_type": one of "Attorney", "Paralegal"');
    expect(system.content).toContain('"alternatives"');
    expect(system.content).toContain('duration');
    expect(system.content).toContain('in Arabic');
    expect(user).toEqual({ role: 'user', content: `${DESCRIPTION_HEADING}\nMarriage green card for my wife` });
  });

  it('sends a checklist with its file name', async () => {
    await client().draftWorkflow({ checklistText: '# Intake\n- Call', fileName: 'list.pdf' }, 'en');
    expect(received[0]!.body.messages[1].content).toBe(`${CHECKLIST_HEADING} "list.pdf"\n# Intake\n- Call`);
  });

  it.each([
    ['an answer that is not JSON', '{"title": "Half an obj'],
    ['JSON that is not a draft', JSON.stringify({ title: 'No steps', description: 'x', steps: [] })],
    ['an empty answer', ''],
  ])('refuses %s as invalid_answer', async (_name, content) => {
    answer = { status: 200, content };
    await expect(client().draftWorkflow({ description: 'anything at all' }, 'en')).rejects.toMatchObject({
      kind: 'invalid_answer',
      message: AI_DRAFT_MESSAGES.invalidAnswer,
    });
  });

  it('reports a 500 and an unreachable server as unavailable, after the retries asked for', async () => {
    answer = { status: 500 };
    const retrying = createAiClient({ baseUrl, apiKey: undefined, model: 'm', sandbox: false, maxRetries: 1 });
    await expect(retrying.draftWorkflow({ description: 'anything at all' }, 'en')).rejects.toMatchObject({
      kind: 'unavailable',
    });
    expect(received).toHaveLength(2);
    const down = createAiClient({
      baseUrl: 'http://127.0.0.1:1/v1',
      apiKey: 'k',
      model: 'm',
      sandbox: false,
      maxRetries: 0,
    });
    await expect(down.draftWorkflow({ description: 'anything at all' }, 'en')).rejects.toMatchObject({
      kind: 'unavailable',
    });
  });
});

describe('choosing the AI', () => {
  it('uses the sandbox served by this process unless AI_BASE_URL is set', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).ai).toBeUndefined();
    expect(createAiProvider(loadConfig({ NODE_ENV: 'test' }), secrets).sandbox).toBe(true);
    const configured = loadConfig({ NODE_ENV: 'test', AI_BASE_URL: 'http://models.local/v1' });
    expect(configured.ai).toEqual({ baseUrl: 'http://models.local/v1', apiKey: undefined, model: 'gpt-4o-mini' });
    expect(createAiProvider(configured, secrets).sandbox).toBe(false);
  });
});

describe('POST /workflow/draft-with-ai with a configured AI server', () => {
  const templatesOfFirm = async () =>
    (
      await t.services.db
        .select({ n: count() })
        .from(workflowTemplates)
        .where(eq(workflowTemplates.lawFirmId, firm.lawFirmId))
    )[0]!.n;
  const draftWithAi = () =>
    t.call('POST', `/api/workflow/draft-with-ai/${firm.lawFirmId}`, {
      token: firm.admin.token,
      body: { description: 'A marriage green card for my wife' },
    });

  it("answers the model's draft, labelled as not the sandbox; serves no sandbox", async () => {
    const res = await draftWithAi();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ draft: goodDraft, provider: 'openai_compatible', based_on: null });
    const sandbox = await t.call('POST', '/api/sandbox/ai/v1/chat/completions', {
      token: firm.admin.token,
      body: { model: 'x', messages: [] },
    });
    expect(sandbox.status).toBe(404);
  });

  it('answers 502 ai_invalid_answer for a malformed or non-draft answer and saves nothing', async () => {
    const before = await templatesOfFirm();
    for (const content of ['not json', JSON.stringify({ steps: 'none' })]) {
      answer = { status: 200, content };
      const res = await draftWithAi();
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ code: 'ai_invalid_answer', message: AI_DRAFT_MESSAGES.invalidAnswer });
    }
    expect(await templatesOfFirm()).toBe(before);
  });

  it('answers 502 ai_unavailable when the server fails', async () => {
    answer = { status: 500 };
    const res = await draftWithAi();
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ code: 'ai_unavailable', message: AI_DRAFT_MESSAGES.unavailable });
  });
});
