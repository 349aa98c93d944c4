import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createFoiaCaseRequest } from './cases.js';
import { addClientRequest, clientAddressRequest, clientPhoneSchema } from './clients.js';
import { contactRequest } from './contacts.js';
import { chargeInput, MAX_CHARGE_DESCRIPTION, saveBillInvoiceRequest } from './invoices.js';
import {
  calendarDate,
  calendarDateOf,
  INVALID_DATE_MESSAGE,
  MONEY_MESSAGES,
  money,
  moneyProblem,
  singleLine,
  TEXT_LIMITS,
  TEXT_MESSAGES,
  text,
  textProblem,
} from './primitives.js';
import { createTimeEntryRequest } from './time.js';

describe('calendarDate', () => {
  it('takes a real day in range, and an ISO time cut to its date', () => {
    expect(calendarDate.parse('2024-02-29')).toBe('2024-02-29');
    expect(calendarDate.parse(' 2026-03-01 ')).toBe('2026-03-01');
    expect(calendarDate.parse('2026-03-01T10:00:00.000Z')).toBe('2026-03-01');
    expect(calendarDate.parse('2026-03-01T10:00')).toBe('2026-03-01');
    expect(calendarDate.parse('2026-03-01T10:00:00+03:00')).toBe('2026-03-01');
  });

  it('refuses trailing text, impossible days and years out of range', () => {
    for (const bad of [
      '2024-01-01 nonsense',
      '2024-01-01x',
      '2024-01-01T25:00',
      '2025-02-29',
      '2026-13-01',
      '0000-01-01',
      '1899-12-31',
      '2201-01-01',
      '99999-01-01',
      '',
    ]) {
      expect(calendarDate.safeParse(bad).error?.issues[0]?.message, bad).toBe(INVALID_DATE_MESSAGE);
    }
  });
});

describe('money', () => {
  const amount = money(1000);
  it('takes decimal amounts with at most two places within the range', () => {
    for (const good of [0, 0.01, 12.5, 99.99, 1000]) expect(amount.parse(good)).toBe(good);
  });

  it('refuses denormals, extra decimals, amounts over the limit and a minus sign, each with a message', () => {
    expect(amount.safeParse(5e-324).error?.issues[0]?.message).toBe(MONEY_MESSAGES.tooSmall);
    expect(amount.safeParse(0.001).error?.issues[0]?.message).toBe(MONEY_MESSAGES.tooSmall);
    expect(amount.safeParse(1.234).error?.issues[0]?.message).toBe(MONEY_MESSAGES.decimals);
    expect(amount.safeParse(1000.01).error?.issues[0]?.message).toBe(MONEY_MESSAGES.tooLarge(1000));
    expect(amount.safeParse(-100).error?.issues[0]?.message).toBe(MONEY_MESSAGES.negative);
    expect(amount.safeParse(Number.POSITIVE_INFINITY).success).toBe(false);
    expect(amount.safeParse(Number.NaN).success).toBe(false);
  });

  it('takes a negative amount only where the field allows it', () => {
    expect(money(1000, { allowNegative: true }).parse(-12.34)).toBe(-12.34);
    expect(money(1000, { allowNegative: true }).safeParse(-1000.01).success).toBe(false);
  });
});

describe('text', () => {
  it('refuses NUL and other C0 controls but keeps tab and line breaks', () => {
    expect(textProblem('a\u0000b')).toBe(TEXT_MESSAGES.controlCharacter);
    expect(textProblem('a\u001Bb')).toBe(TEXT_MESSAGES.controlCharacter);
    expect(textProblem('line one\nline two\r\n\tindented')).toBeNull();
  });

  it('refuses lone surrogates and keeps paired ones', () => {
    expect(textProblem('Bad\uD800x')).toBe(TEXT_MESSAGES.illFormedUnicode);
    expect(textProblem('Bad\uDC00')).toBe(TEXT_MESSAGES.illFormedUnicode);
    expect(textProblem('ok 😀 مرحبا')).toBeNull();
  });

  it('names the limit in its message', () => {
    expect(text(5).safeParse('123456').error?.issues[0]?.message).toBe('At most 5 characters');
    // Every string limit says so, not only the text() primitive.
    expect(z.string().max(3).safeParse('abcd').error?.issues[0]?.message).toBe('At most 3 characters');
  });

  it('lets a time entry description fit the invoice line it becomes', () => {
    expect(MAX_CHARGE_DESCRIPTION).toBe(TEXT_LIMITS.DESCRIPTION);
    const description = 'x'.repeat(TEXT_LIMITS.DESCRIPTION);
    expect(createTimeEntryRequest.safeParse({ description, duration: 60 }).error?.issues ?? []).not.toContainEqual(
      expect.objectContaining({ path: ['description'] }),
    );
    const tooLong = createTimeEntryRequest.safeParse({ description: `${description}x`, duration: 60 });
    expect(tooLong.error?.issues.find((issue) => issue.path[0] === 'description')?.message).toBe(
      `At most ${TEXT_LIMITS.DESCRIPTION} characters`,
    );
    expect(chargeInput.shape.description.safeParse(description).success).toBe(true);
  });
});

describe('singleLine', () => {
  const lineBreak = (schema: z.ZodType, value: unknown) =>
    schema.safeParse(value).error?.issues.some((issue) => issue.message === TEXT_MESSAGES.lineBreak) ?? false;

  it('refuses a line break inside the text, and trims one at either end', () => {
    for (const bad of ['a\nb', 'a\r\nb', 'a\rb', 'a\u2028b']) expect(lineBreak(singleLine(), bad), bad).toBe(true);
    expect(singleLine().parse('  Jane Doe\n')).toBe('Jane Doe');
    expect(singleLine().min(1).max(3).safeParse('abcd').error?.issues[0]?.message).toBe('At most 3 characters');
  });

  it('is what names, titles, numbers, emails, phones and address lines use; descriptions keep line breaks', () => {
    expect(lineBreak(addClientRequest.shape.first_name, 'Jane\nDoe')).toBe(true);
    expect(lineBreak(addClientRequest.shape.email, 'jane@\nfirm.example')).toBe(true);
    expect(lineBreak(clientPhoneSchema, '+1202\n5550123')).toBe(true);
    expect(lineBreak(clientAddressRequest.shape.street, '1 Main St\nApt 2')).toBe(true);
    expect(lineBreak(createFoiaCaseRequest.shape.title, 'Request\nfor records')).toBe(true);
    expect(lineBreak(saveBillInvoiceRequest.shape.invoice_number, 'INV\n1')).toBe(true);
    expect(lineBreak(contactRequest.shape.name, 'Acme\nLtd')).toBe(true);
    expect(createTimeEntryRequest.shape.description.parse('line one\nline two')).toBe('line one\nline two');
    expect(chargeInput.shape.description.parse('line one\nline two')).toBe('line one\nline two');
  });
});

describe('the messages of string limits', () => {
  const message = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

  it('names the number of characters of a string too long or too short', () => {
    expect(message(z.string().max(3), 'abcd')).toBe('At most 3 characters');
    expect(message(z.string().min(2), 'a')).toBe('At least 2 characters');
  });

  it("leaves zod's own message to a required string and to limits on lists and numbers", () => {
    const ours = /^At (most|least) \d+ characters$/;
    expect(message(z.string().min(1), '')).not.toMatch(ours);
    expect(message(z.array(z.number()).max(1), [1, 2])).not.toMatch(ours);
    expect(message(z.array(z.number()).min(2), [1])).not.toMatch(ours);
    expect(message(z.number().min(5), 1)).not.toMatch(ours);
  });
});

describe('text', () => {
  it('trims, limits and refuses control characters', () => {
    expect(text(5).parse('  abc ')).toBe('abc');
    expect(text(5).safeParse('abcdef').success).toBe(false);
    expect(text(20).safeParse('a\u0000b').error?.issues[0]?.message).toBe(TEXT_MESSAGES.controlCharacter);
  });
});

describe('calendarDateOf', () => {
  it('takes the years 1900 to 2200 and the months 1 to 12', () => {
    expect(calendarDateOf('1900-01-01')).toBe('1900-01-01');
    expect(calendarDateOf('1899-12-31')).toBeNull();
    expect(calendarDateOf('2200-12-31')).toBe('2200-12-31');
    expect(calendarDateOf('2201-01-01')).toBeNull();
    expect(calendarDateOf('2024-12-01')).toBe('2024-12-01');
    expect(calendarDateOf('2024-13-01')).toBeNull();
    expect(calendarDateOf('2024-00-10')).toBeNull();
    expect(calendarDateOf('2024-05-00')).toBeNull();
  });
});

describe('moneyProblem', () => {
  it('refuses what is not a finite number, and takes amounts of whole cents', () => {
    expect(moneyProblem(Number.NaN, 100)).toBe(MONEY_MESSAGES.decimals);
    expect(moneyProblem(Number.POSITIVE_INFINITY, 100)).toBe(MONEY_MESSAGES.decimals);
    expect(moneyProblem(0.07, 100)).toBeNull();
    expect(moneyProblem(10.1, 100)).toBeNull();
    expect(moneyProblem(1.005, 100)).toBe(MONEY_MESSAGES.decimals);
  });
});
