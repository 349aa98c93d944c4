/**
 * "Select only one" questions: USCIS forms draw each answer of such a question (sex, marital status,
 * Yes/No) as its own check box, labelled "<question> Select <answer>.". Boxes of one part that answer
 * the same question share a `choice_group`: the client picks one, and the server refuses two.
 */

import type { CollaborationField, FormSection } from './forms.js';

export interface ChoiceLabel {
  /** The question the box answers, e.g. "9. Sex." */
  question: string;
  /** The answer the box stands for, e.g. "Male". */
  choice: string;
}

/**
 * A note after the answer ("Select Yes. If you answered "Yes" to Item Number 1., ...", "NOTE: ...") belongs to
 * the box, not to its answer: it is left out so that Yes and No still ask the same question. A question may
 * itself open with "If you answered" (I-130's 54), so only a note after an answer is cut.
 */
const NOTE_START = /\s+(?:If you answered\b|NOTE:)/g;
/**
 * The verb opening the answer's sentence: "Select" (G-28 writes "Check"), or Arabic "اختر". It starts the
 * label or follows the end of a sentence (". ", "? ", ": ", ") ").
 */
const CHOICE_VERB = /(?:^|(?<=[.?:)،؟]\s+))(?:Select|Check|اختر)\s+/gu;

function withoutTrailingNote(text: string): string {
  for (const note of text.matchAll(NOTE_START)) {
    const before = text.slice(0, note.index);
    if ([...before.matchAll(CHOICE_VERB)].length > 0) return before;
  }
  return text;
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Splits a check box's label into the question and the answer of its last sentence, "Select X." (English) or
 * "اختر X." (Arabic); null when the label ends otherwise, or asks nothing before the answer.
 */
export function splitChoiceLabel(label: string): ChoiceLabel | null {
  const text = withoutTrailingNote(squeeze(label));
  const verbs = [...text.matchAll(CHOICE_VERB)];
  const last = verbs[verbs.length - 1];
  if (!last) return null;
  const question = text.slice(0, last.index).trim();
  const choice = text
    .slice(last.index + last[0].length)
    .replace(/[.。]$/, '')
    .trim();
  // "Select all applicable boxes" is an instruction, not an answer; an answer needs a question before it.
  if (!question || !choice || /^(?:only one|all applicable|any applicable)\b/i.test(choice)) return null;
  return { question, choice };
}

/** A question whose boxes may all be ticked: "Race (Select all applicable boxes)". */
const MANY_ANSWERS = /select all applicable|all that apply|select any applicable/i;
/**
 * A box that states something in the first person ("I am an attorney ... and my representation extends beyond
 * ...") is a declaration, possibly with its own sub-boxes (extends / does not extend), not one answer of several.
 */
const DECLARATION = /^I (?:am|can|have|request)\b/;
/** The USCIS item number a label starts with: "10. C." → "10.C", "68.b." → "68.B". */
const ITEM_NUMBER = /^(\d+)\.\s?(?:([A-Za-z])\.(?=\s|$))?/;

/** An item number inside a label, with what precedes it. */
const ITEM_NUMBER_INSIDE = /(?<=^|\s)(\d+)\.\s?(?:([A-Za-z])\.?(?=\s|$))?(?=\s|$)/g;
/** Words before a number that refer to another item, part or page ("Item Numbers 40. A. through 41."). */
const REFERENCE = /(?:Item Numbers?|through|or|and|to|Part|Parts|page|Page)\s*$/;

const itemKeyOf = (number: string, letter: string | undefined) =>
  letter ? `${number}.${letter.toUpperCase()}` : number;

/** The USCIS item number a label starts with: "10. C. ..." → "10.C", "68.b. ..." → "68.B". */
export function itemNumberOf(label: string): string | null {
  const match = ITEM_NUMBER.exec(label.trim());
  return match ? itemKeyOf(match[1]!, match[2]) : null;
}

/**
 * The item a label belongs to: the number it starts with, or else the last number in its question that
 * refers to no other item ("Physical Address 1. 12. B. Select Apartment." → "12.B"; a tooltip that opens with
 * a sub-heading or a note, "use the space provided in Part 14. ... 2. A. Enter Family Name" → "2.A").
 */
export function itemOfLabel(label: string): string | null {
  const leading = itemNumberOf(label);
  if (leading) return leading;
  const text = splitChoiceLabel(label)?.question ?? label;
  let item: string | null = null;
  for (const match of text.matchAll(ITEM_NUMBER_INSIDE)) {
    if (!REFERENCE.test(text.slice(0, match.index))) item = itemKeyOf(match[1]!, match[2]);
  }
  return item;
}

/**
 * Sets `metadata.choice_group` on the check boxes of one section: boxes answering the same question (same
 * text, same item number) form a group when there are at least two and the question allows only one answer.
 * A box of the same item whose label is the question followed by an answer without "Select" (I-485 66's
 * "Professional degree") joins its group. The key is the part and the item ("Pt2:9"), stable across reads.
 */
export function assignChoiceGroups(sectionKey: string, fields: CollaborationField[]): void {
  const boxes = fields.filter((field) => field.type === 'checkbox');
  const byQuestion = new Map<string, CollaborationField[]>();
  const add = (question: string, box: CollaborationField) =>
    byQuestion.set(question, [...(byQuestion.get(question) ?? []), box]);
  const unsplit: CollaborationField[] = [];
  for (const box of boxes) {
    const split = splitChoiceLabel(box.label);
    if (split && !MANY_ANSWERS.test(split.question)) add(split.question, box);
    else if (!split) unsplit.push(box);
  }
  // One box's tooltip may repeat a sub-heading before the item ("... complete Item Number 37. 37. My citizenship
  // was acquired through"): it asks the shorter question that it ends with.
  for (const [question, members] of [...byQuestion]) {
    const shorter = [...byQuestion.keys()].find(
      (other) => other !== question && itemNumberOf(other) && question.endsWith(` ${other}`),
    );
    if (!shorter) continue;
    byQuestion.delete(question);
    for (const box of members) add(shorter, box);
  }
  for (const box of unsplit) {
    const question = [...byQuestion.keys()].find((q) => itemNumberOf(q) && squeeze(box.label).startsWith(`${q} `));
    if (question) add(question, box);
  }
  const used = new Set<string>();
  for (const [question, members] of byQuestion) {
    if (members.length < 2 || members.some((box) => DECLARATION.test(splitChoiceLabel(box.label)?.choice ?? ''))) {
      continue;
    }
    const base = `${sectionKey}:${itemOfLabel(question) ?? question.slice(0, 60)}`;
    let key = base;
    for (let n = 2; used.has(key); n++) key = `${base}~${n}`;
    used.add(key);
    for (const box of members) box.metadata.choice_group = key;
  }
  for (const box of boxes) box.metadata.choice_group ??= null;
}

export interface ChoiceGroupView {
  key: string;
  question: string;
  options: Array<{ name: string; choice: string }>;
}

/**
 * A group's question and each box's answer, from the English labels or from `label_ar` when every box has
 * one; a box whose label does not split shows what follows the question (or its whole label).
 */
export function describeChoiceGroup(
  key: string,
  boxes: readonly CollaborationField[],
  language: 'en' | 'ar' = 'en',
): ChoiceGroupView {
  const arabic = language === 'ar' && boxes.every((box) => box.metadata.label_ar);
  const labels = boxes.map((box) => squeeze((arabic ? box.metadata.label_ar : box.label) ?? box.label));
  const splits = labels.map(splitChoiceLabel);
  // The shortest question: a box repeating a sub-heading before the item asks the same one.
  const questions = splits.flatMap((split) => (split ? [split.question] : []));
  const question = questions.sort((a, b) => a.length - b.length)[0] ?? '';
  return {
    key,
    question,
    options: boxes.map((box, index) => {
      const split = splits[index];
      const label = labels[index]!;
      const rest = question && label.startsWith(`${question} `) ? label.slice(question.length + 1) : label;
      return { name: box.name, choice: split?.question.endsWith(question) ? split.choice : rest };
    }),
  };
}

/** The check boxes of each choice group of the sections, in their order. */
export function choiceGroupsOf(sections: readonly FormSection[]): Map<string, CollaborationField[]> {
  const groups = new Map<string, CollaborationField[]>();
  for (const field of sections.flatMap((section) => section.fields)) {
    const key = field.metadata.choice_group;
    if (field.type !== 'checkbox' || !key) continue;
    groups.set(key, [...(groups.get(key) ?? []), field]);
  }
  return groups;
}

const ticked = (value: unknown) => value === true || value === 'true';

/** The code of the refusal of answers that tick two boxes of one "select only one" question. */
export const ONE_CHOICE_CODE = 'one_choice_only';
/** The refusal's message, naming the (first) question answered twice; `fields` names each box ticked. */
export const oneChoiceMessage = (question: string) => `Choose only one answer to "${question}".`;

/**
 * The groups whose answers tick more than one box: field name → message naming the question, for each
 * box ticked; empty when every question has at most one answer.
 */
export function choiceConflicts(
  sections: readonly FormSection[],
  values: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const conflicts: Record<string, string> = {};
  for (const [key, boxes] of choiceGroupsOf(sections)) {
    const chosen = boxes.filter((box) => ticked(values[box.name]));
    if (chosen.length < 2) continue;
    const message = oneChoiceMessage(describeChoiceGroup(key, boxes).question);
    for (const box of chosen) conflicts[box.name] = message;
  }
  return conflicts;
}
