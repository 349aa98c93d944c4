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
      appointment: null,
    });
  });

  it('answers null for what the text does not say, and never takes the I-797 itself for the form', () => {
    expect(noticeFields('I-797C, Notice of Action\nReceipt Number IOE0912345678')).toEqual({
      form_type: null,
      received_date: null,
      notice_date: null,
      notice_type: null,
      appointment: null,
    });
  });
});

describe('the printed appointment', () => {
  it('reads an ASC box whose columns share lines, with OCR noise in the date and time', () => {
    const text = [
      'Notice Type: ASC Appointment Notice',
      'PLEASE APPEAR AT THE BELOW APPLICATION SUPPORT CENTER AT THE DATE AND TIME SPECIFIED.',
      'APPLICATI0N SUPPORT CENTER DATE AND TlME OF APPOINTMENT',
      'USCIS HOUSTON O9/05/2024',
      '16630 IMPERIAL VALLEY DR STE 150 1O.00 AM',
      'HOUSTON TX 77060',
      '',
      'REASON FOR APPOINTMENT: BIOMETRICS',
    ].join('\n');
    expect(noticeFields(text).appointment).toEqual({
      kind: 'biometrics',
      starts_at: '2024-09-05T10:00',
      time_zone: 'America/Chicago',
      place: 'USCIS HOUSTON, 16630 IMPERIAL VALLEY DR STE 150, HOUSTON TX 77060',
    });
  });

  it('reads an interview notice’s place and its worded date and afternoon time', () => {
    const text = [
      'Notice Type: Interview Appointment Notice',
      'Please come to: USCIS LOS ANGELES FIELD OFFICE',
      '300 N LOS ANGELES ST RM 1001',
      'LOS ANGELES, CA 90012',
      'On: Tuesday, October 8, 2024',
      'At: 01:30 PM',
    ].join('\n');
    expect(noticeFields(text).appointment).toEqual({
      kind: 'interview',
      starts_at: '2024-10-08T13:30',
      time_zone: 'America/Los_Angeles',
      place: 'USCIS LOS ANGELES FIELD OFFICE, 300 N LOS ANGELES ST RM 1001, LOS ANGELES, CA 90012',
    });
  });

  it('reads none from a notice that names a center but prints no time', () => {
    const text = 'Notice Type: Receipt Notice\nApplication Support Center: what to bring\nBring this notice 09/05/2024';
    expect(noticeFields(text).appointment).toBeNull();
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
