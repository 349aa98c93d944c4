/**
 * Arabic labels for the public library's USCIS forms (G-28, I-130, I-485). A client reads the question in
 * Arabic beside the English original; the form itself is filed in English.
 *
 * USCIS labels repeat the same pieces hundreds of times ("Spouse 1. 20. A. Enter Family Name (Last Name)."),
 * so a label is cut into its pieces and each piece is translated once, in the glossary: sub-headings
 * ("Spouse 1."), item numbers ("20. A.", kept as they are), "Enter X", "Select X", "Check X", and whole
 * sentences that do not decompose (questions, certifications, instructions). A label with a piece the
 * glossary lacks gets no Arabic (null) rather than a half-English one: the tests require full coverage.
 */

import type { FormSection } from './forms.js';
import { ARABIC_OWNERS, ARABIC_SUB_HEADINGS, ARABIC_TERMS } from './uscis-glossary-ar.js';
import { ARABIC_SENTENCES } from './uscis-sentences-ar.js';

const squeeze = (text: string) => text.replace(/[“”]/g, '"').replace(/[‘’]/g, "'").replace(/\s+/g, ' ').trim();

/** Glossary keys are compared in lower case, without the punctuation that closes their sentence. */
const keyOf = (text: string) => squeeze(text).toLowerCase();

function lookupTable(...sources: Record<string, string>[]): Map<string, string> {
  const table = new Map<string, string>();
  for (const source of sources)
    for (const [english, arabic] of Object.entries(source)) table.set(keyOf(english), arabic);
  return table;
}

const TERMS = lookupTable(ARABIC_TERMS, ARABIC_SENTENCES);
/** Longest first, so a whole sentence wins over a shorter entry it starts with ("Other eligibility" over "Other"). */
const SENTENCE_KEYS = [...TERMS.keys()].sort((a, b) => b.length - a.length);
const SUB_HEADINGS = lookupTable(ARABIC_SUB_HEADINGS);
const OWNERS = lookupTable(ARABIC_OWNERS);

const ARABIC_PUNCTUATION: Record<string, string> = { '.': '.', '?': '؟', ':': ':', ',': '،' };

/** "… 13. B." closing a sentence keeps one period. */
const withMark = (arabic: string, mark: string) => (mark && arabic.endsWith(mark) ? arabic : `${arabic}${mark}`);

interface Piece {
  arabic: string;
  /** How many characters of the English it consumed. */
  length: number;
}

/**
 * "4. A.", "2.C.", "12.", "68.b." at the start; a "Check" before it (G-28's "Check 1.A.") adds nothing in
 * Arabic.
 */
const ITEM_NUMBER = /^(?:Check )?(\d+\.(?: ?[A-Z]\.|[a-z]\.?)?)(?= |$)/;
/** "Spouse 1.", "Physical Address 2.", "Page 3.", a closing "Row 4": a numbered sub-heading. */
const SUB_HEADING = /^([A-Z][A-Za-z' ]*?) (\d+)(?:\.(?= |$)|$)/;

function itemNumber(text: string): Piece | null {
  const match = ITEM_NUMBER.exec(text);
  return match ? { arabic: match[1]!, length: match[0].length } : null;
}

function subHeading(text: string): Piece | null {
  const match = SUB_HEADING.exec(text);
  const arabic = match && SUB_HEADINGS.get(keyOf(match[1]!));
  return arabic ? { arabic: `${arabic} ${match[2]}.`, length: match[0].length } : null;
}

/** Punctuation that may close a glossary entry, and the Arabic for it. */
function closing(text: string, at: number): { arabic: string; length: number } | null {
  if (at === text.length) return { arabic: '', length: 0 };
  const char = text[at]!;
  if (!(char in ARABIC_PUNCTUATION) || char === ',') return null;
  if (at + 1 < text.length && text[at + 1] !== ' ') return null;
  return { arabic: ARABIC_PUNCTUATION[char]!, length: 1 };
}

/** The longest glossary entry the text starts with, ending at a sentence boundary. */
function wholeEntry(text: string): Piece | null {
  const lower = text.toLowerCase();
  for (const key of SENTENCE_KEYS) {
    if (!lower.startsWith(key)) continue;
    const end = closing(text, key.length);
    if (end) return { arabic: withMark(TERMS.get(key)!, end.arabic), length: key.length + end.length };
  }
  return null;
}

/** "Item Numbers 40. A. through 41.": the period after 40 goes on to the item's letter; "A. Number" is one word. */
const REFERENCE_NUMBER = /(?:Items? Numbers?|through|and|or) \d+$/;
const REFERENCE_LETTER = /^\. [A-Z]\.(?=[ ,?]|$)/;

/**
 * The next sentence: up to ". ", "? " or ": " outside parentheses, where a capital, digit or quote follows
 * ("Part 7. read to me", "U.S. Citizen" and "Item Numbers 40. A." are not boundaries).
 */
function nextSentence(text: string): { body: string; mark: string; length: number } {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && (char === '.' || char === '?' || char === ':')) {
      const atEnd = i === text.length - 1;
      const boundary = atEnd || (text[i + 1] === ' ' && /[A-Z0-9"(]/.test(text[i + 2] ?? ''));
      const before = text.slice(0, i);
      const after = text.slice(i);
      const reference =
        (REFERENCE_NUMBER.test(before) && REFERENCE_LETTER.test(after)) ||
        (/\bA$/.test(before) && /^\. Numbers?\b/.test(after));
      if (boundary && !reference && !/\bU\.S$/.test(before))
        return { body: text.slice(0, i), mark: char, length: i + 1 };
    }
  }
  return { body: text, mark: '', length: text.length };
}

/** Endings that qualify the thing asked for. */
const QUALIFIERS: [RegExp, string][] = [
  [/,? if any$/i, '، إن وُجد'],
  [/,? if applicable$/i, '، إن انطبق'],
  [/,? if known$/i, '، إن كان معروفًا'],
  [/ as 2-digit Month, 2-digit Day, and 4-digit Year$/i, ' (mm/dd/yyyy)'],
  [/ \(Select only one box\)$/i, ' (اختر مربعًا واحدًا فقط)'],
  [/ \(Select all applicable boxes\)$/i, ' (اختر كل ما ينطبق)'],
];

/** A noun phrase: from the glossary, or "X's Y" as "Y of X", with its qualifiers. */
function term(english: string): string | null {
  const text = squeeze(english);
  const direct = TERMS.get(keyOf(text));
  if (direct) return direct;
  for (const [ending, arabic] of QUALIFIERS) {
    if (!ending.test(text)) continue;
    const head = term(text.replace(ending, ''));
    return head && `${head}${arabic}`;
  }
  // Amounts of money ("$0-27,000", "Over $186,800") read the same in Arabic.
  const amount = /^(over )?(\$?[\d,]+(?:-[\d,]+)?)$/i.exec(text);
  if (amount) return amount[1] ? `أكثر من ${amount[2]}` : amount[2]!;
  const owned = /^([A-Za-z]+)'s (.+)$/.exec(text);
  if (owned) {
    const owner = OWNERS.get(keyOf(owned[1]!));
    const thing = term(owned[2]!);
    return owner && thing ? `${thing} ${owner}` : null;
  }
  return null;
}

/** The verbs a USCIS label starts with, in the imperative. */
const VERBS: [RegExp, string][] = [
  [/^Enter /, 'أدخل'],
  [/^Select /, 'اختر'],
  [/^Check /, 'حدِّد'],
  [/^Provide /, 'قدِّم'],
  [/^List /, 'اذكر'],
];

/** A sentence in Arabic; an instruction ("Enter X", "Select X") always ends with its period. */
function sentenceOf(body: string): { arabic: string; instruction: boolean } | null {
  const whole = term(body);
  if (whole) return { arabic: whole, instruction: false };
  for (const [verb, arabic] of VERBS) {
    if (!verb.test(body)) continue;
    const object = term(body.replace(verb, ''));
    return object ? { arabic: `${arabic} ${object}`, instruction: true } : null;
  }
  return null;
}

function sentence(text: string): Piece | null {
  const { body, mark, length } = nextSentence(text);
  const translated = sentenceOf(body);
  if (!translated) return null;
  const arabicMark = ARABIC_PUNCTUATION[mark] ?? (translated.instruction ? '.' : '');
  return { arabic: withMark(translated.arabic, arabicMark), length };
}

/** The Arabic for an English label or section title, or null when a piece of it is not in the glossary. */
export function arabicLabelOf(english: string): string | null {
  let text = squeeze(english);
  const pieces: string[] = [];
  while (text) {
    const piece = itemNumber(text) ?? subHeading(text) ?? wholeEntry(text) ?? sentence(text);
    if (!piece) return null;
    pieces.push(piece.arabic);
    text = text.slice(piece.length).trim();
  }
  return pieces.length ? pieces.join(' ') : null;
}

/** The pieces of a label the glossary lacks: what a translator adds next (used by the coverage tests). */
export function missingArabicPieces(english: string): string[] {
  let text = squeeze(english);
  const missing: string[] = [];
  while (text) {
    const piece = itemNumber(text) ?? subHeading(text) ?? wholeEntry(text) ?? sentence(text);
    if (piece) {
      text = text.slice(piece.length).trim();
      continue;
    }
    const { body, length } = nextSentence(text);
    missing.push(body);
    text = text.slice(length).trim();
  }
  return missing;
}

/**
 * The sections with each field's `label_ar` and each section's `section_description_ar` filled from the
 * glossary (null where a piece is missing). For the public library's forms only: a firm's own PDF has no
 * reviewed translation.
 */
export function withArabicLabels(sections: FormSection[]): FormSection[] {
  return sections.map((section) => ({
    ...section,
    section_description_ar: section.section_description ? arabicLabelOf(section.section_description) : null,
    fields: section.fields.map((field) => ({
      ...field,
      metadata: { ...field.metadata, label_ar: arabicLabelOf(field.label) },
    })),
  }));
}
