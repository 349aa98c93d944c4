/**
 * The conversation the client holds with the model: a system prompt giving the draft's shape, then one
 * user message. The user message opens with a fixed line saying what follows (a description or a
 * checklist), so the sandbox can answer the same request the real model gets.
 */
import { DRAFT_PARTICIPANT_TYPES, type Locale, WORKFLOW_LIMITS, WORKFLOW_PRIORITIES } from '@counsel/domain';
import type { AiDraftInput } from './provider.js';

const LANGUAGE: Record<Locale, string> = { en: 'English', ar: 'Arabic' };

export function systemPrompt(locale: Locale): string {
  return [
    'You draft workflow templates for a U.S. immigration law firm. A workflow is the ordered steps a kind of',
    'case goes through; each step has ordered tasks; a step may have alternatives (another way through that',
    'step, such as consular processing instead of adjustment of status).',
    'Answer with ONE JSON object and nothing else, of this shape:',
    '{"title": string, "description": string (what the case is and who it is for),',
    ' "steps": [{"title": string, "priority": "LOW"|"MEDIUM"|"HIGH", "tasks": [TASK],',
    '   "alternatives": [{"title": string, "priority": "LOW"|"MEDIUM"|"HIGH", "tasks": [TASK]}]}]}',
    `where TASK is {"title": string, "priority": one of ${WORKFLOW_PRIORITIES.join(', ')},`,
    ' "duration": integer minutes of elapsed time allowed for the task (a day is 1440),',
    ` "participant_type": one of ${DRAFT_PARTICIPANT_TYPES.map((name) => `"${name}"`).join(', ')},`,
    ' "instructions": [{"title": string, "description": string}],',
    ' "forms": [USCIS form names such as "G-28", "I-130", "I-485"]}.',
    `At most ${WORKFLOW_LIMITS.steps} steps, ${WORKFLOW_LIMITS.subSteps} alternatives per step and ` +
      `${WORKFLOW_LIMITS.instructions} instructions per task; titles under ${WORKFLOW_LIMITS.title} characters.`,
    'State no fees or processing times: tell the reader where to check them instead.',
    `Write every title, description and instruction in ${LANGUAGE[locale]}; keep the JSON keys, priorities,`,
    'participant types and form names exactly as given above.',
  ].join('\n');
}

export const DESCRIPTION_HEADING = 'Draft a workflow for this description:';
export const CHECKLIST_HEADING = 'Draft a workflow from this checklist document:';

export function userMessage(input: AiDraftInput): string {
  if ('description' in input) return `${DESCRIPTION_HEADING}\n${input.description}`;
  return `${CHECKLIST_HEADING} ${JSON.stringify(input.fileName)}\n${input.checklistText}`;
}

/** The request a user message carries, read back (by the sandbox); null for any other text. */
export function readUserMessage(text: string): AiDraftInput | null {
  const [first = '', ...rest] = text.split('\n');
  const body = rest.join('\n');
  if (first === DESCRIPTION_HEADING) return { description: body };
  if (first.startsWith(`${CHECKLIST_HEADING} `)) {
    try {
      const fileName: unknown = JSON.parse(first.slice(CHECKLIST_HEADING.length + 1));
      if (typeof fileName === 'string') return { checklistText: body, fileName };
    } catch {
      return null;
    }
  }
  return null;
}
