import type { EmployeeRule } from '@counsel/domain';
import { type ExtractedFormField, OTHER_FIELDS_SECTION } from '@counsel/domain';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../locales/i18n';
import { fakeApi } from '../../test/fake-api';
import { renderInApp } from '../../test/render-in-app';
import { FormFieldsModal } from './FormFieldsModal';

/** Someone who manages documents and reads clients, but may not change forms. */
const DOCUMENT_RULES: EmployeeRule[] = [
  { subject: 'documents', action: 'manage' },
  { subject: 'clients', action: 'read' },
];

const field = (name: string, section: string, section_description: string): ExtractedFormField => ({
  name,
  label: name,
  type: 'text',
  options: [],
  section,
  section_description,
  required: false,
});

describe('the form fields dialog', () => {
  it('in Arabic, names the parts and the section of fields outside any part in Arabic', async () => {
    fakeApi({
      'POST /api/document/extract-form-fields': {
        body: [field('family', 'Part 1', 'Information About You'), field('barcode', OTHER_FIELDS_SECTION, '')],
      },
    });
    renderInApp(
      <FormFieldsModal form={{ form_type: 'public', id: 1 }} name="G-28" onClose={() => {}} />,
      DOCUMENT_RULES,
    );
    await act(() => i18n.changeLanguage('ar'));
    expect(await screen.findByRole('button', { name: /^حقول أخرى/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^الجزء 1\. Information About You/ })).toBeInTheDocument();
    expect(screen.queryByText(/^Part 1/)).toBeNull();
    expect(screen.queryByText(OTHER_FIELDS_SECTION)).toBeNull();
    await act(() => i18n.changeLanguage('en'));
  });

  describe('for a firm form the user may correct', () => {
    const FIELDS = 'POST /api/document/extract-form-fields';
    const SAVE = 'PUT /api/firm-legal-form/3/forms/11/field-corrections';
    const read: ExtractedFormField[] = [
      { ...field('arrival', OTHER_FIELDS_SECTION, ''), label: 'Arrival', label_ar: 'الوصول' },
      { ...field('home_phone', OTHER_FIELDS_SECTION, ''), label: 'Home phone', format: 'phone' },
      { ...field('agree', OTHER_FIELDS_SECTION, ''), type: 'checkbox' },
    ];
    const openDialog = (canCorrect = true) =>
      renderInApp(
        <FormFieldsModal
          form={{ form_type: 'law_firm', id: 11 }}
          name="Arrival"
          onClose={() => {}}
          canCorrect={canCorrect}
        />,
        [{ subject: 'forms', action: 'update' }],
      );

    it('shows what was saved, and saves the type, format and Arabic labels changed', async () => {
      const saved = [
        { ...read[0]!, type: 'date' as const, label_ar: 'تاريخ الوصول' },
        { ...read[1]!, label_ar: 'هاتف المنزل' },
        read[2]!,
      ];
      const { calls } = fakeApi({ [FIELDS]: { body: read }, [SAVE]: { body: { fields: saved } } });
      const { user } = openDialog();
      const arabic = await screen.findByRole('textbox', { name: 'Arabic label of field 1' });
      expect(arabic).toHaveValue('الوصول');
      // A box keeps its kind: its type offers nothing else.
      const agreeType = screen.getByRole('combobox', { name: 'Type of field 3' });
      expect(
        within(agreeType)
          .getAllByRole('option')
          .map((o) => o.getAttribute('value')),
      ).toEqual(['checkbox']);
      expect(screen.getByRole('combobox', { name: 'Format of field 2' })).toHaveValue('phone');

      await user.selectOptions(screen.getByRole('combobox', { name: 'Type of field 1' }), 'date');
      await user.clear(arabic);
      await user.type(arabic, 'تاريخ الوصول');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Format of field 2' }), 'none');
      await user.type(screen.getByRole('textbox', { name: 'Arabic label of field 2' }), 'هاتف المنزل');
      await user.click(screen.getByRole('button', { name: 'Save corrections' }));

      expect(await screen.findByText('The field corrections were saved.')).toBeInTheDocument();
      expect(calls.find((call) => `${call.method} ${call.path}` === SAVE)?.body).toEqual({
        fields: [
          { name: 'arrival', type: 'date', label_ar: 'تاريخ الوصول' },
          { name: 'home_phone', format: 'none', label_ar: 'هاتف المنزل' },
        ],
      });
      // The dialog now shows the fields as saved: a date has no format to choose.
      expect(screen.getByRole('combobox', { name: 'Type of field 1' })).toHaveValue('date');
      expect(screen.queryByRole('combobox', { name: 'Format of field 1' })).toBeNull();
      expect(screen.getByRole('textbox', { name: 'Arabic label of field 2' })).toHaveValue('هاتف المنزل');
      expect(screen.getByRole('button', { name: 'Save corrections' })).toBeDisabled();
    });

    it('says so when the server refuses the corrections', async () => {
      fakeApi({
        [FIELDS]: { body: read },
        [SAVE]: { status: 400, body: { code: 'validation_failed', message: 'Some fields are invalid.', fields: {} } },
      });
      const { user } = openDialog();
      await user.type(await screen.findByRole('textbox', { name: 'Label of field 3' }), ' box');
      await user.click(screen.getByRole('button', { name: 'Save corrections' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('nothing was saved');
    });

    it('without the right to correct, offers no Arabic label and no save', async () => {
      fakeApi({ [FIELDS]: { body: read } });
      openDialog(false);
      expect(await screen.findByRole('textbox', { name: 'Label of field 1' })).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: 'Arabic label of field 1' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Save corrections' })).toBeNull();
    });
  });
});
