import { describe, expect, it } from 'vitest';
import { i18n } from '../../locales/i18n';
import { mergeFieldLabel } from './merge-field-label';

const builtIn = { name: '#contact_first_name', merge_field_name: 'Contact first name', system: true };
const firms = { name: '#contact_a_number', merge_field_name: 'Client’s A-Number', system: false };

describe('merge field labels', () => {
  it('shows a built-in field in the reader’s language and a firm’s field as the firm wrote it', () => {
    expect(mergeFieldLabel(i18n.getFixedT('ar'), builtIn)).toBe('الاسم الأول للعميل');
    expect(mergeFieldLabel(i18n.getFixedT('en'), builtIn)).toBe("Client's first name");
    expect(mergeFieldLabel(i18n.getFixedT('ar'), firms)).toBe('Client’s A-Number');
  });

  it('falls back to the server’s label for a built-in field it has no translation for', () => {
    const unknown = { name: '#invoice_status', merge_field_name: 'Invoice status', system: true };
    expect(mergeFieldLabel(i18n.getFixedT('ar'), unknown)).toBe('Invoice status');
  });
});
