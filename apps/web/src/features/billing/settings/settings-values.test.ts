import {
  DEFAULT_INVOICE_SETTINGS,
  INVOICE_SETTINGS_PROBLEMS,
  type InvoiceSettingsProblem,
  invoiceSettingsProblems,
} from '@counsel/domain';
import { describe, expect, it } from 'vitest';
import { makeSettings } from '../../../test/invoice-settings-test-data';
import { logoPath, logoRefusal, serverMessageKey, settingsFieldsOf } from './settings-values';

/** Every problem the domain can report, from two sets of broken settings (some problems exclude others). */
function everyProblem(): InvoiceSettingsProblem[] {
  const broken = {
    ...DEFAULT_INVOICE_SETTINGS,
    // The domain type says a language is always there; the form's check still guards an empty one.
    language: null as never,
    include_tax_rate: true,
    tax_rate: 150,
    include_discount: true,
    include_late_fee: true,
    include_footer: true,
    include_logo: true,
    include_installment: true,
  };
  return [
    ...invoiceSettingsProblems(broken),
    ...invoiceSettingsProblems(
      {
        ...broken,
        discount_type: 'PERCENTAGE',
        discount_amount: 101,
        late_fee_type: 'PERCENTAGE',
        late_fee_amount: 101,
        installment_amount: 20,
      },
      { invoiceTotalCents: 1000 },
    ),
  ];
}

describe('invoice settings values', () => {
  it('translates every message the domain (and so the server) gives, by its code', () => {
    const problems = everyProblem();
    expect(new Set(problems.map((problem) => problem.code))).toEqual(new Set(INVOICE_SETTINGS_PROBLEMS));
    for (const problem of problems) expect(serverMessageKey(problem.message)).toBe(`problems.${problem.code}`);
    expect(serverMessageKey('footer_text_required')).toBe('problems.footer_text_required');
    expect(serverMessageKey('Too big: expected string to have <=1000 characters')).toBe('problems.invalid');
  });

  it('keeps only the editable fields of a loaded record', () => {
    const fields = settingsFieldsOf(makeSettings({ footer_text: 'Thanks' }));
    expect(Object.keys(fields).sort()).toEqual(Object.keys(DEFAULT_INVOICE_SETTINGS).sort());
    expect(fields.footer_text).toBe('Thanks');
  });

  it('refuses non-images and files over 5,242,880 bytes', () => {
    expect(logoRefusal({ type: 'image/png', size: 5_242_880 })).toBeNull();
    expect(logoRefusal({ type: 'image/svg+xml', size: 10 })).toBe('logoType');
    expect(logoRefusal({ type: 'application/pdf', size: 10 })).toBe('logoType');
    expect(logoRefusal({ type: 'image/jpeg', size: 5_242_881 })).toBe('logoSize');
  });

  it('serves a logo by its encoded name', () => {
    expect(logoPath('firm 3.png')).toBe('/api/invoice/invoice-settings/logo/firm%203.png');
    expect(logoPath(null)).toBeNull();
  });
});
