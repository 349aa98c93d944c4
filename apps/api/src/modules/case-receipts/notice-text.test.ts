/** Reading a notice's text: receipt numbers as OCR mangles them, the fields, and the split into notices. */
import { describe, expect, it } from 'vitest';
import { noticeFields, noticesOf, receiptNumbersIn } from './notice-text.js';

describe('receiptNumbersIn', () => {
  it.each([
    ['Receipt Number IOE0912345678', ['IOE0912345678']],
    ['I0E0912345678 (OCR read the O as a zero)', ['IOE0912345678']],
    ['EAC-21-900-12345 and eac 2190012345', ['EAC2190012345']],
    ['LIN24I234567O with letters for digits', ['LIN2412345670']],
    ['MSC 2490123456, WAC2190012345', ['MSC2490123456', 'WAC2190012345']],
    ['Call 800-375-5283 or see XYZ0912345678, IOE09123456789', []],
  ])('%s', (text, numbers) => {
    expect(receiptNumbersIn(text)).toEqual(numbers);
  });
});

describe('noticeFields', () => {
  it('reads the case type, the dates under their labels and the notice type', () => {
    const text = [
      'Receipt Number Case Type',
      'I0E0912345678 1130 - PETITION FOR ALIEN RELATIVE',
      'Received Date Priority Date Page',
      '0715/2024 1 of 1',
      'Notice Date Applicant/Petitioner',
      'O7/20/2024 HADDAD, LAYLA',
      'Notice Type: ASC Appointment Notice',
    ].join('\n');
    expect(noticeFields(text)).toEqual({
      form_type: 'I-130',
      received_date: '2024-07-15',
      notice_date: '2024-07-20',
      notice_type: 'Biometrics Appointment Notice',
    });
  });

  it('answers null for what the text does not say, and never takes the I-797 itself for the form', () => {
    expect(noticeFields('I-797C, Notice of Action\nReceipt Number IOE0912345678')).toEqual({
      form_type: null,
      received_date: null,
      notice_date: null,
      notice_type: null,
    });
  });
});

describe('noticesOf', () => {
  it('gives each number its notice and a page without one to the notice before it', () => {
    const notices = noticesOf([
      { page: 1, text: 'Receipt Number\nIOE0912345678\nCase Type I-130', source: 'text' },
      { page: 2, text: 'Receipt Number\nMSC2490123456\nCase Type I485', source: 'text' },
      { page: 3, text: 'What to bring to your appointment', source: 'text' },
      { page: 4, text: 'Receipt Number MSC2490123456 (page 3 of 3)', source: 'ocr' },
    ]);
    expect(
      notices.map(({ receipt_number, pages, source, form_type }) => ({ receipt_number, pages, source, form_type })),
    ).toEqual([
      { receipt_number: 'IOE0912345678', pages: [1], source: 'text', form_type: 'I-130' },
      { receipt_number: 'MSC2490123456', pages: [2, 3, 4], source: 'ocr', form_type: 'I-485' },
    ]);
  });
});
