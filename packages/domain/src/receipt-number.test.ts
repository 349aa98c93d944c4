import { describe, expect, it } from 'vitest';
import { caseReceiptBody } from './case-receipts.js';
import { checkReceiptNumber, RECEIPT_NUMBER_MESSAGES, RECEIPT_PREFIXES } from './receipt-number.js';

describe('the receipt number as USCIS writes it', () => {
  it.each([
    ['IOE0912345678', 'IOE0912345678'],
    ['EAC2190012345', 'EAC2190012345'],
    ['WAC1234567890', 'WAC1234567890'],
    ['LIN2290000001', 'LIN2290000001'],
    ['SRC2012345678', 'SRC2012345678'],
    ['NBC2390011111', 'NBC2390011111'],
    ['MSC2291234567', 'MSC2291234567'],
    ['YSC2390000123', 'YSC2390000123'],
    ['NYC2190012345', 'NYC2190012345'],
    // Normalised: blanks, dashes (also typographic ones), dots and lower case.
    [' ioe0912345678 ', 'IOE0912345678'],
    ['IOE-091-234-5678', 'IOE0912345678'],
    ['eac 21 900 12345', 'EAC2190012345'],
    ['Wac\u20131234567890', 'WAC1234567890'],
    ['msc.229.123.4567', 'MSC2291234567'],
  ])('takes %j as %s', (input, expected) => {
    expect(checkReceiptNumber(input)).toEqual({ ok: true, receipt_number: expected });
  });

  it.each([
    ['', RECEIPT_NUMBER_MESSAGES.required],
    ['   ', RECEIPT_NUMBER_MESSAGES.required],
    ['IOE091234567', RECEIPT_NUMBER_MESSAGES.shape], // nine digits
    ['IOE09123456789', RECEIPT_NUMBER_MESSAGES.shape], // eleven digits
    ['IO0912345678', RECEIPT_NUMBER_MESSAGES.shape], // two letters
    ['IOEO912345678', RECEIPT_NUMBER_MESSAGES.shape], // the letter O for a zero
    ['IOE09123456_8', RECEIPT_NUMBER_MESSAGES.shape],
    ['\u0665IOE0912345678', RECEIPT_NUMBER_MESSAGES.shape], // an Arabic-Indic digit
    ['A0A0912345678', RECEIPT_NUMBER_MESSAGES.shape],
    [`IOE${'-'.repeat(40)}0912345678`, RECEIPT_NUMBER_MESSAGES.shape], // past the bounded input
    ['XYZ0912345678', RECEIPT_NUMBER_MESSAGES.unknownOffice],
    ['ABC0912345678', RECEIPT_NUMBER_MESSAGES.unknownOffice],
  ])('refuses %j: %s', (input, message) => {
    expect(checkReceiptNumber(input)).toEqual({ ok: false, message });
  });

  it('knows the service centres, the online system and the field offices', () => {
    for (const prefix of ['EAC', 'WAC', 'LIN', 'SRC', 'NBC', 'MSC', 'IOE', 'YSC', 'NYC', 'LOS', 'CHI', 'HOU']) {
      expect(RECEIPT_PREFIXES.has(prefix)).toBe(true);
    }
  });

  it('is normalised by the receipt body and refused with the same message', () => {
    expect(caseReceiptBody.parse({ receipt_number: 'ioe-0912345678', case_id: 4 }).receipt_number).toBe(
      'IOE0912345678',
    );
    const refused = caseReceiptBody.safeParse({ receipt_number: 'IOE12', case_id: 4 });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(RECEIPT_NUMBER_MESSAGES.shape);
  });
});
