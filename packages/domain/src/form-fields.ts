/**
 * Turning a PDF's AcroForm fields into the collaboration form schema: sections from the tooltip's
 * "Part N." prefix, labels from the rest of the tooltip, types inferred from the widget kind plus
 * the tooltip and name, and client facts recognised by field purpose. Pure: the API reads the PDF.
 */

import { type FieldFormat, fieldFormatOf } from './field-formats.js';
import { PLACED_FIELD_NAME } from './form-placement.js';
import { fieldPurposeOf } from './form-purposes.js';
import type { CollaborationField, FormFieldType, FormSection } from './forms.js';
import { withArabicLabels } from './uscis-labels-ar.js';

/** The widget kinds pdf-lib reports, reduced to what decides a field's type. */
export type PdfFieldKind = 'text' | 'checkbox' | 'radio' | 'dropdown' | 'signature' | 'button';

/** One AcroForm field as read from the PDF. */
export interface PdfFormField {
  name: string;
  kind: PdfFieldKind;
  /** The field's tooltip (/TU); US government forms put "Part N. Title. Item. Label" there. */
  tooltip: string;
  required: boolean;
  value: string | boolean | null;
  options: string[];
  /** A text field's maximum length (/MaxLen), when it has one. */
  maxLength?: number | null;
  /** A comb text field: one character per printed box. */
  comb?: boolean;
}

export interface SchemaOptions {
  /**
   * The parts of the form that hold facts about the client (e.g. I-130's petitioner, Part 2).
   * Unset for a firm's own PDF: then any section not about someone else may hold them.
   */
  clientParts?: readonly number[];
  /** The public library's USCIS forms: labels and section titles get their reviewed Arabic (uscis-labels-ar.ts). */
  arabicLabels?: boolean;
}

/** Fields outside any "Part N." (page barcodes, the attorney box at the top) are gathered here, last. */
export const OTHER_FIELDS_SECTION = 'Other fields';

export interface ParsedTooltip {
  part: number | null;
  /** The part's title, e.g. "Information About You (Petitioner)". */
  partTitle: string;
  /** What follows the part's title, e.g. "Your Full Name. 4. A. Enter Family Name (Last Name)." */
  rest: string;
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The index just past the first sentence (". " or a final "."), ignoring periods inside parentheses. */
function endOfFirstSentence(text: string): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === '.' && depth === 0 && (i === text.length - 1 || text[i + 1] === ' ')) return i + 1;
  }
  return text.length;
}

export function parseTooltip(tooltip: string): ParsedTooltip {
  const text = squeeze(tooltip);
  const match = /^Part (\d+)\.\s*/.exec(text);
  if (!match) return { part: null, partTitle: '', rest: text };
  const afterPart = text.slice(match[0].length);
  const end = endOfFirstSentence(afterPart);
  return {
    part: Number(match[1]),
    partTitle: afterPart.slice(0, end).replace(/\.$/, '').trim(),
    rest: afterPart.slice(end).trim(),
  };
}

/**
 * The label people read: from the sentence holding the item number ("4. A. Enter Family Name"),
 * dropping sub-headings before it; the whole text when there is no item number.
 */
export function labelOf(rest: string, fallback: string): string {
  const item = /(?:^|\s)(\d+\.(?: ?[A-Z]\.)?)\s/.exec(rest);
  if (!item) return rest || fallback;
  const at = item.index + (item[0].startsWith(' ') ? 1 : 0);
  const before = rest.slice(0, at);
  const boundary = Math.max(before.lastIndexOf('. '), before.lastIndexOf(': '));
  return rest.slice(boundary < 0 ? 0 : boundary + 2).trim() || fallback;
}

/** USCIS field names: `Pt1Line1a_FamilyName` is Part 1, item 1.A, "Family Name". */
const USCIS_FIELD_NAME = /^Pt(\d+)Line(\d+)([a-z]?)_([A-Za-z]+)/;
/** A tooltip longer than this without a "Part N." is a note pasted on the field, not its label. */
const NOTE_LENGTH = 120;

/**
 * A few real fields carry a tooltip without its "Part N." (I-485's 1.A family name holds a note to
 * applicants; page headers repeat the A-number): their USCIS name still says which part they are in.
 */
function withPartFromName(tip: ParsedTooltip, name: string): ParsedTooltip {
  if (tip.part !== null) return tip;
  const match = USCIS_FIELD_NAME.exec(shortFieldName(name));
  if (!match) return tip;
  const [, part, line, letter, words] = match;
  const fromName = `${line}.${letter ? ` ${letter.toUpperCase()}.` : ''} ${words!.replace(/([a-z])([A-Z])/g, '$1 $2')}`;
  const rest = tip.rest && tip.rest.length <= NOTE_LENGTH ? tip.rest : fromName;
  return { part: Number(part), partTitle: '', rest };
}

/** The last segment of a PDF field name: `form1[0].#subform[0].Pt1Line1_FamilyName[0]` → `Pt1Line1_FamilyName`. */
export function shortFieldName(name: string): string {
  const last = name.split('.').pop() ?? name;
  return last.replace(/\[\d+\]$/, '');
}

const DATE_HINT = /\bdate\b|mm\/dd\/yyyy|2[- ]digit month|\bdob\b|date ?of ?birth/i;
const SIGNATURE_HINT = /\bsignature\b/i;
/**
 * Facts typed under a signature heading ("Preparer's Printed Name", "Enter Name of Preparer", an address,
 * "Enter First Number"): text the client sees, not a signature box. A box's own warning that "the signee's
 * name can not be typewritten" says nothing of the kind.
 */
const TYPED_NEAR_SIGNATURE = /printed name|\b(enter|type|provide)\b[^.]*\b(name|number|date)\b|\baddress\b/i;
const EMAIL_HINT = /e-?mail/i;
/** Quantities only: identifiers and phone numbers are text with a format (see field-formats.ts). */
const NUMBER_HINT = /how many|number of (times|children|pages)|\bweight\b|\bage\b/i;

/** A field's label and its PDF name split into words: `Pt2Line1_DaytimePhoneNumber` → "Pt2 Line1 Daytime Phone Number". */
function hintsOf(label: string, name: string): string {
  return `${label} ${shortFieldName(name)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')}`;
}

/** A text field's type from its tooltip and name; other kinds map directly. */
export function inferFieldType(kind: PdfFieldKind, label: string, name: string): FormFieldType {
  if (kind === 'checkbox' || kind === 'button') return 'checkbox';
  if (kind === 'radio') return 'radio';
  if (kind === 'dropdown') return 'dropdown';
  if (kind === 'signature') return 'signature';
  // A field placed in Counsel says its type in its name (pdf-lib writes dates and signatures as text
  // fields); a signature labelled "Date signed" must stay a signature.
  const placed = PLACED_FIELD_NAME.exec(shortFieldName(name))?.[1];
  if (placed === 'date' || placed === 'signature') return placed;
  const hints = hintsOf(label, name);
  if (DATE_HINT.test(hints)) return 'date';
  // Only a box for the signature itself: a preparer's printed name or address under a "Signature" heading
  // is typed text the client must see.
  const signatureWords = SIGNATURE_HINT.test(label) || /signature/i.test(shortFieldName(name));
  if (signatureWords && !TYPED_NEAR_SIGNATURE.test(label)) return 'signature';
  if (EMAIL_HINT.test(hints)) return 'email';
  if (fieldFormatOf(hints)) return 'text';
  if (NUMBER_HINT.test(hints)) return 'number';
  return 'text';
}

/** The format of a text field (phone, SSN, ZIP code, ...), or null: free text, or not text at all. */
export function inferFieldFormat(type: FormFieldType, label: string, name: string): FieldFormat | null {
  return type === 'text' ? fieldFormatOf(hintsOf(label, name)) : null;
}

/** The most frequent title per part: a few tooltips of a part carry a stray title (seen on G-28). */
function partTitles(parsed: readonly ParsedTooltip[]): Map<number, string> {
  const votes = new Map<number, Map<string, number>>();
  for (const { part, partTitle } of parsed) {
    if (part === null || !partTitle) continue;
    const counts = votes.get(part) ?? new Map<string, number>();
    counts.set(partTitle, (counts.get(partTitle) ?? 0) + 1);
    votes.set(part, counts);
  }
  const titles = new Map<number, string>();
  for (const [part, counts] of votes) {
    titles.set(part, [...counts].sort((a, b) => b[1] - a[1])[0]![0]);
  }
  return titles;
}

/**
 * Groups fields into sections ordered Part 1, Part 2, ... (fields keep the PDF's order inside a
 * section), with the fields outside any part last.
 */
export function buildFormSections(fields: readonly PdfFormField[], options: SchemaOptions = {}): FormSection[] {
  const parsed = fields.map((field) => withPartFromName(parseTooltip(field.tooltip), field.name));
  const titles = partTitles(parsed);
  const byPart = new Map<number | null, CollaborationField[]>();
  fields.forEach((field, index) => {
    const tip = parsed[index]!;
    const label = labelOf(tip.rest, shortFieldName(field.name));
    const type = inferFieldType(field.kind, label, field.name);
    const partTitle = tip.part === null ? '' : (titles.get(tip.part) ?? '');
    const purpose = fieldPurposeOf({ label: tip.rest || label, type, part: tip.part, partTitle }, options);
    const list = byPart.get(tip.part) ?? [];
    list.push({
      name: field.name,
      label,
      type,
      default_value: field.value,
      required: field.required,
      hidden: false,
      client_related: purpose !== null,
      options: field.options.map((option) => ({ label: option })),
      metadata: {
        field_purpose: purpose,
        format: inferFieldFormat(type, label, field.name),
        max_length: field.maxLength ?? null,
        comb: field.comb ?? false,
      },
    });
    byPart.set(tip.part, list);
  });
  const parts = [...byPart.keys()].filter((part): part is number => part !== null).sort((a, b) => a - b);
  const sections: FormSection[] = parts.map((part) => ({
    section: `Part ${part}`,
    section_description: titles.get(part) ?? '',
    fields: byPart.get(part)!,
  }));
  const others = byPart.get(null);
  if (others) sections.push({ section: OTHER_FIELDS_SECTION, section_description: '', fields: others });
  return options.arabicLabels ? withArabicLabels(sections) : sections;
}
