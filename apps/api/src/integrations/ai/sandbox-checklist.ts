/**
 * The sandbox's answer to a checklist: a draft built from the document's structure. The text comes as
 * lines where '# ' marks a heading, '- ' a bullet (indented by two spaces per level) and '1. ' a
 * numbered line (what checklist-text.ts makes of a PDF or Word file). The first heading is the title
 * (else the file's name); further headings, or top-level lines when items are nested, become steps;
 * the lines under them become tasks.
 */
import { type DRAFT_PARTICIPANT_TYPES, WORKFLOW_LIMITS, type WorkflowDraft } from '@counsel/domain';

type Line = { kind: 'heading' | 'item' | 'text'; depth: number; text: string };

const HEADING = /^#{1,6}\s+(.+)$/;
const ITEM = /^(?:[-*•◦▪·–]|\d{1,3}(?:\.\d{1,3})*[.)]|[a-zA-Z][.)])\s+(.+)$/;

function readLines(text: string): Line[] {
  const lines: Line[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const trimmed = raw.trim();
    if (!trimmed) continue;
    const depth = Math.floor((raw.length - raw.trimStart().length) / 2);
    const heading = HEADING.exec(trimmed);
    const item = ITEM.exec(trimmed);
    if (heading) lines.push({ kind: 'heading', depth: 0, text: heading[1]! });
    else if (trimmed.endsWith(':') && trimmed.length <= 120)
      lines.push({ kind: 'heading', depth: 0, text: trimmed.slice(0, -1) });
    else if (item) lines.push({ kind: 'item', depth, text: item[1]! });
    else lines.push({ kind: 'text', depth, text: trimmed });
  }
  return lines.map((line) => ({ ...line, text: line.text.trim() })).filter((line) => line.text !== '');
}

const clip = (text: string, max: number = WORKFLOW_LIMITS.title) =>
  text.length > max ? text.slice(0, max).trim() : text;

/** Who a task is for, guessed from its words; a paralegal when nothing says. */
function participantOf(title: string): (typeof DRAFT_PARTICIPANT_TYPES)[number] {
  const text = title.toLowerCase();
  if (/interpret|translat|ترجم/.test(text)) return 'Interpreter';
  if (/\bclient\b|موكل|العميل/.test(text)) return 'Client';
  if (/attorney|lawyer|\breview\b|\bsign\b|محام/.test(text)) return 'Attorney';
  return 'Paralegal';
}

interface StepDraft {
  title: string;
  tasks: string[];
}

export function checklistDraft(text: string, fileName: string): WorkflowDraft {
  const lines = readLines(text);
  const firstHeading = lines.findIndex((line) => line.kind === 'heading');
  const firstItem = lines.findIndex((line) => line.kind === 'item');
  const titleFromHeading = firstHeading >= 0 && (firstItem < 0 || firstHeading < firstItem);
  const title = clip(titleFromHeading ? lines[firstHeading]!.text : fileName.replace(/\.[^.]+$/, '') || fileName);
  const body = titleFromHeading ? lines.filter((_, index) => index !== firstHeading) : lines;

  const headingsAreSteps = body.some((line) => line.kind === 'heading');
  const nested = body.some((line) => line.kind === 'item' && line.depth > 0);
  const steps: StepDraft[] = [];
  const descriptionLines: string[] = [];
  const current = () => steps[steps.length - 1];
  for (const line of body) {
    const opensStep =
      line.kind === 'heading' || (!headingsAreSteps && nested && line.kind !== 'text' && line.depth === 0);
    if (opensStep) {
      steps.push({ title: clip(line.text), tasks: [] });
    } else if (line.kind === 'text' && !current() && line.text.length > WORKFLOW_LIMITS.title / 2) {
      descriptionLines.push(line.text);
    } else if (line.kind !== 'heading') {
      if (!current()) steps.push({ title, tasks: [] });
      current()!.tasks.push(clip(line.text));
    }
  }
  if (steps.length === 0) steps.push({ title, tasks: [] });

  return {
    title,
    description: clip(descriptionLines.join(' ') || `Drafted from the checklist ${fileName}.`, 2000),
    steps: steps.slice(0, WORKFLOW_LIMITS.steps).map((step) => ({
      title: step.title,
      priority: 'LOW',
      alternatives: [],
      tasks: step.tasks.slice(0, WORKFLOW_LIMITS.tasksPerStep).map((task) => ({
        title: task,
        priority: 'LOW',
        duration: 0,
        participant_type: participantOf(task),
        instructions: [],
        forms: [],
      })),
    })),
  };
}
