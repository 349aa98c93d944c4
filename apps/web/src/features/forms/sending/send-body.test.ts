import { FORM_LINK_MAX_DAYS, type FormSection, SENT_FORM_MAX_REQUESTED_DOCUMENTS } from '@counsel/domain';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { field } from '../../../test/link-fixtures';
import { formTitleOf, sectionsToSend } from './send-body';
import { daysProblemOf, requestedNameSchema, requestedProblemOf, sendFormSchema } from './send-form';

const firstIssue = (error: z.ZodError) => error.issues[0] as z.core.$ZodRawIssue;

/** The send form's verdict on the days as typed. */
function daysProblem(days: string | number) {
  const result = sendFormSchema.shape.expires_in_days.safeParse(days);
  return result.success ? null : daysProblemOf(firstIssue(result.error));
}

/** The add button's verdict on a name, given the list so far. */
function requestedProblem(name: string, list: readonly string[]) {
  const result = requestedNameSchema(list).safeParse(name);
  return result.success ? null : requestedProblemOf(firstIssue(result.error));
}

describe('sectionsToSend', () => {
  it("puts each field's reviewed value in its default and leaves the rest of the section alone", () => {
    const sections: FormSection[] = [
      {
        section: 'Part 1',
        section_description: 'About you',
        fields: [
          field('family', 'family', { default_value: 'old', hidden: true }),
          field('given', 'given'),
          field('agree', 'agree'),
        ],
      },
    ];
    const sent = sectionsToSend(sections, { family: 'Gonzalez', agree: true });
    expect(sent).toEqual([
      {
        section: 'Part 1',
        section_description: 'About you',
        fields: [
          field('family', 'family', { default_value: 'Gonzalez', hidden: true }),
          field('given', 'given', { default_value: null }),
          field('agree', 'agree', { default_value: true }),
        ],
      },
    ]);
    // The reviewed sections are not changed in place.
    expect(sections[0]?.fields[0]?.default_value).toBe('old');
  });
});

describe('formTitleOf', () => {
  it('drops the .pdf extension, whatever its case', () => {
    expect(formTitleOf('I-130.pdf')).toBe('I-130');
    expect(formTitleOf('G-28.PDF')).toBe('G-28');
  });

  it('keeps other names, a .pdf inside the name, and a name that is only the extension', () => {
    expect(formTitleOf('notes.txt')).toBe('notes.txt');
    expect(formTitleOf('a.pdf.copy')).toBe('a.pdf.copy');
    expect(formTitleOf('xpdf')).toBe('xpdf');
    expect(formTitleOf('.pdf')).toBe('.pdf');
  });
});

describe('daysProblem', () => {
  it('requires a value', () => {
    expect(daysProblem('')).toBe('required');
  });

  it(`accepts whole days from 1 to ${FORM_LINK_MAX_DAYS}`, () => {
    expect(daysProblem(1)).toBeNull();
    expect(daysProblem('7')).toBeNull();
    expect(daysProblem(FORM_LINK_MAX_DAYS)).toBeNull();
  });

  it('refuses days out of range or not whole', () => {
    expect(daysProblem(0)).toBe('range');
    expect(daysProblem(FORM_LINK_MAX_DAYS + 1)).toBe('range');
    expect(daysProblem('1.5')).toBe('range');
    expect(daysProblem('seven')).toBe('range');
  });
});

describe('requestedProblem', () => {
  it('accepts a new name', () => {
    expect(requestedProblem('  Passport  ', ['Birth certificate'])).toBeNull();
  });

  it('refuses an empty or blank name', () => {
    expect(requestedProblem('', [])).toBe('empty');
    expect(requestedProblem('   ', [])).toBe('empty');
  });

  it('accepts a name of 120 characters, counted without the spaces around it, and refuses 121', () => {
    expect(requestedProblem(` ${'a'.repeat(120)} `, [])).toBeNull();
    expect(requestedProblem('a'.repeat(121), [])).toBe('tooLong');
  });

  it('refuses a name too long before checking the list', () => {
    const full = Array.from({ length: SENT_FORM_MAX_REQUESTED_DOCUMENTS }, (_, i) => `Doc ${i}`);
    expect(requestedProblem('a'.repeat(121), full)).toBe('tooLong');
  });

  it(`refuses one more name once the list holds ${SENT_FORM_MAX_REQUESTED_DOCUMENTS}`, () => {
    const list = Array.from({ length: SENT_FORM_MAX_REQUESTED_DOCUMENTS - 1 }, (_, i) => `Doc ${i}`);
    expect(requestedProblem('Passport', list)).toBeNull();
    expect(requestedProblem('Passport', [...list, 'Visa'])).toBe('tooMany');
    expect(requestedProblem('Doc 1', [...list, 'Visa'])).toBe('tooMany');
  });

  it('refuses a name already in the list, whatever its case and spaces', () => {
    expect(requestedProblem(' passport ', ['Visa', 'PASSPORT'])).toBe('duplicate');
    expect(requestedProblem('Passport', ['Passport photo'])).toBeNull();
  });
});
