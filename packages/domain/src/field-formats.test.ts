import { describe, expect, it } from 'vitest';
import {
  answerProblemOf,
  answerProblems,
  fieldFormatInput,
  fieldFormatOf,
  fitAnswer,
  matchesFieldFormat,
} from './field-formats.js';
import { inferFieldFormat, inferFieldType } from './form-fields.js';

describe('field formats from meaning', () => {
  it.each([
    ['Part 1. 4. Enter Daytime Telephone Number.', 'Pt1Line4_DaytimePhoneNumber', 'phone', 'tel'],
    ['Part 2. 3. Enter U.S. Social Security Number, if any.', 'Pt2Line3_SSN', 'ssn', 'numeric'],
    ['Part 2. 1. Enter Alien Registration Number (A. Number), if any.', 'Pt2Line1_AlienNumber', 'a_number', 'numeric'],
    [
      'Part 2. 2. Enter USCIS Online Account Number, if any.',
      'Pt2Line2_USCISOnlineActNumber',
      'uscis_account',
      'numeric',
    ],
    ['Part 1. 6. Enter ZIP Code.', 'Pt1Line6_ZipCode', 'zip_code', 'numeric'],
    ['Part 2. 9. Enter Receipt Number.', 'Pt2Line9_ReceiptNumber', 'receipt_number', 'text'],
    ['Part 1. 20. Enter Form I-94 Arrival-Departure Record Number.', 'Pt1Line20_I94Number', 'i94_number', 'text'],
  ] as const)('%s is text with the %s format and the %s keyboard', (label, name, format, inputMode) => {
    expect(inferFieldType('text', label, name)).toBe('text');
    expect(inferFieldFormat('text', label, name)).toBe(format);
    expect(fieldFormatInput(format).inputMode).toBe(inputMode);
  });

  it('keeps quantities as numbers and leaves names free text', () => {
    expect(inferFieldType('text', '12. How many times have you been married?', 'Pt2Line12_TimesMarried')).toBe(
      'number',
    );
    expect(inferFieldFormat('text', '4. A. Enter Family Name (Last Name).', 'Pt2Line4a_FamilyName')).toBeNull();
  });

  it('types a printed name or an address under a signature heading as text, the signature box as signature', () => {
    expect(inferFieldType('text', "Preparer's Printed Name.", 'Pt8Line1_PreparerSignatureName')).toBe('text');
    expect(inferFieldType('text', 'Signature of Applicant. Address of the preparer.', 'Signature_Address')).toBe(
      'text',
    );
    expect(inferFieldType('text', "1. Applicant's Signature.", 'Pt5Line1_ApplicantSignature')).toBe('signature');
  });

  it('gives patterns a browser compiles with the v flag and that accept the usual ways of writing', () => {
    const accepts: Array<[Parameters<typeof matchesFieldFormat>[0], string]> = [
      ['phone', '+1 (713) 555-0190'],
      ['ssn', '123-45-6789'],
      ['a_number', 'A-123-456-789'],
      ['uscis_account', '0123 4567 8901'],
      ['zip_code', '77036-1234'],
      ['receipt_number', 'IOE0912345678'],
      ['i94_number', '12345678A12'],
    ];
    for (const [format, value] of accepts) {
      expect(() => new RegExp(`^(?:${fieldFormatInput(format).pattern})$`, 'v')).not.toThrow();
      expect(matchesFieldFormat(format, value)).toBe(true);
    }
    expect(matchesFieldFormat('ssn', '12-345')).toBe(false);
    expect(matchesFieldFormat('zip_code', '7703')).toBe(false);
    expect(fieldFormatOf('Enter your favourite colour.')).toBeNull();
  });
});

describe('fitting an answer to a maximum length', () => {
  it('drops only separators, the A-Number’s "A" and a US country code', () => {
    expect(fitAnswer('+1 713-555-0190', 10)).toBe('7135550190');
    expect(fitAnswer('+17135550190', 10)).toBe('7135550190');
    expect(fitAnswer('17135550190', 10)).toBeNull();
    expect(fitAnswer('A-123-456-789', 9)).toBe('123456789');
    expect(fitAnswer('123-45-6789', 9)).toBe('123456789');
    expect(fitAnswer('77036 ', 5)).toBe('77036');
    expect(fitAnswer('anything at all', null)).toBe('anything at all');
  });

  it('never cuts: a longer answer does not fit', () => {
    expect(fitAnswer('(c)(9)', 4)).toBeNull();
    expect(fitAnswer('77036-1234', 5)).toBeNull();
    expect(fitAnswer('123-456-789-012', 9)).toBeNull();
    expect(fitAnswer('5810 Hillcroft Avenue', 12)).toBeNull();
  });
});

describe('an answer’s problems before it is sent', () => {
  const zip = { name: 'zip', type: 'text', metadata: { format: 'zip_code' as const, max_length: 5 } };
  const category = { name: 'category', type: 'text', metadata: { max_length: 4 } };
  it('names a too-long answer with its box count, then a badly written one', () => {
    const problems = answerProblems([zip, category], { zip: '77036-1234', category: '(c)(9)' });
    expect(problems.get('zip')).toEqual({ kind: 'too_long', maxLength: 5 });
    expect(problems.get('category')).toEqual({ kind: 'too_long', maxLength: 4 });
    expect(answerProblemOf(zip, '7703')).toEqual({ kind: 'format', format: 'zip_code' });
    expect(answerProblemOf(zip, '77036')).toBeNull();
    expect(answerProblemOf(zip, '')).toBeNull();
  });
});

describe('answers checked before sending', () => {
  it('checks a format on the trimmed value, and lets an empty one through', () => {
    expect(matchesFieldFormat('zip_code', ' 77036 ')).toBe(true);
    expect(matchesFieldFormat('zip_code', '  ')).toBe(true);
    expect(matchesFieldFormat('zip_code', 'x77036')).toBe(false);
  });

  it('fits an answer of exactly the length, trimmed when only its spaces overflow', () => {
    expect(fitAnswer('abcd', 4)).toBe('abcd');
    expect(fitAnswer(' ab ', 2)).toBe('ab');
    expect(fitAnswer(' abc', 3)).toBe('abc');
    expect(fitAnswer('abcde', 4)).toBeNull();
    expect(fitAnswer('abc', undefined)).toBe('abc');
  });

  it('drops only a leading US country code', () => {
    expect(fitAnswer('1-713-555-0190', 10)).toBe('7135550190');
    expect(fitAnswer('71-3555-01901', 10)).toBeNull();
    expect(fitAnswer('713-555-01901', 10)).toBeNull();
  });

  it('finds no problem in an empty or a yes-or-no answer', () => {
    const zip = { type: 'text', metadata: { format: 'zip_code' as const, max_length: 5 } };
    expect(answerProblemOf(zip, '   ')).toBeNull();
    expect(answerProblemOf(zip, true)).toBeNull();
    expect(answerProblemOf(zip, undefined)).toBeNull();
    expect(answerProblemOf(zip, ' 7703 ')).toEqual({ kind: 'format', format: 'zip_code' });
    expect(answerProblems([{ ...zip, name: 'zip' }], { zip: '77036' })).toEqual(new Map());
  });
});
