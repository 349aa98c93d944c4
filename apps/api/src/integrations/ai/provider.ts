/**
 * What the app needs from an AI model (DESIGN §5): a workflow drafted from a description or from the
 * text of a checklist document. The real client (client.ts) speaks to any OpenAI-compatible
 * chat-completions server, or to the sandbox the API serves itself when none is configured. Nothing
 * is saved here: the draft goes back to the person who asked, who reviews it first.
 */
import type { AiDraftResponse, Locale } from '@counsel/domain';

export type AiDraftInput = { description: string } | { checklistText: string; fileName: string };

export interface AiProvider {
  /** True when talking to the API's own sandbox rather than a model server. */
  readonly sandbox: boolean;
  draftWorkflow(input: AiDraftInput, locale: Locale): Promise<AiDraftResponse>;
}

/**
 * `invalid_answer`: the model answered something that is not a draft; `unavailable`: no answer at all;
 * `not_configured`: no model server and no sandbox here.
 */
export class AiDraftError extends Error {
  constructor(
    readonly kind: 'invalid_answer' | 'unavailable' | 'not_configured',
    message: string,
  ) {
    super(message);
    this.name = 'AiDraftError';
  }
}
