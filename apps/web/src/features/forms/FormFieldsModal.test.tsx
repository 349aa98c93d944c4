import { type ExtractedFormField, OTHER_FIELDS_SECTION } from '@counsel/domain';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { fakeApi } from '../../test/fake-api';
import { renderWithApp } from '../documents/test-kit';
import { FormFieldsModal } from './FormFieldsModal';

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
    renderWithApp(<FormFieldsModal form={{ form_type: 'public', id: 1 }} name="G-28" onClose={() => {}} />);
    await act(() => i18n.changeLanguage('ar'));
    expect(await screen.findByRole('button', { name: /^حقول أخرى/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^الجزء 1\. Information About You/ })).toBeInTheDocument();
    expect(screen.queryByText(/^Part 1/)).toBeNull();
    expect(screen.queryByText(OTHER_FIELDS_SECTION)).toBeNull();
    await act(() => i18n.changeLanguage('en'));
  });
});
