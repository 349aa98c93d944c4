/** The staff's review asks a "select only one" question as one radio question, and says when the server refuses two. */
import type { CollaborationField, FormSection } from '@counsel/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderInApp } from '../../../test/render-in-app';
import { ReviewFormDialog } from './ReviewFormDialog';

// The reader brings pdf.js; here it only has to be opened with the preview's file.
vi.mock('../../../ui/pdf/PdfReader', () => ({
  default: ({ title }: { title: string }) => <div role="dialog" aria-label={title} />,
}));

const RULES = [
  { subject: 'forms' as const, action: 'read' as const },
  { subject: 'documents' as const, action: 'manage' as const },
];
const box = (name: string, label: string, ticked: boolean): CollaborationField => ({
  name,
  label,
  type: 'checkbox',
  default_value: ticked,
  required: false,
  hidden: false,
  client_related: false,
  options: [],
  metadata: { field_purpose: null, choice_group: 'Pt2:9' },
});
const SECTIONS: FormSection[] = [
  {
    section: 'Part 2',
    section_description: '',
    fields: [box('male', '9. Sex. Select Male.', true), box('female', '9. Sex. Select Female.', false)],
  },
];

function openDialog(routes: Parameters<typeof fakeApi>[0] = {}) {
  const server = fakeApi({ 'POST /api/document/filled-form-preview': { text: '%PDF-1.7 filled' }, ...routes });
  const view = renderInApp(
    <ReviewFormDialog
      input={{ form: { form_type: 'public', id: 2 }, fileName: 'I-130.pdf', sections: SECTIONS }}
      target={{ kind: 'create', clientId: 41, caseId: null }}
      onClose={() => undefined}
    />,
    RULES,
  );
  return { ...view, server, dialog: screen.getByRole('dialog', { name: 'Review form fields · I-130.pdf' }) };
}

describe('a "select only one" question in the review', () => {
  it('is one radio question: choosing an answer ticks its box and clears the other', async () => {
    const { user, dialog, server } = openDialog();
    const question = within(dialog).getByRole('radiogroup', { name: '9. Sex.' });
    expect(within(question).getByRole('radio', { name: 'Male' })).toBeChecked();
    expect(within(dialog).queryByRole('checkbox', { name: /Sex/ })).toBeNull();
    await user.click(within(question).getByRole('radio', { name: 'Female' }));
    expect(within(question).getByRole('radio', { name: 'Male' })).not.toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await screen.findByRole('dialog', { name: 'Preview · I-130.pdf' });
    const previewCall = server.calls.find((call) => call.path === '/api/document/filled-form-preview')!;
    expect((previewCall.body as { values: unknown }).values).toEqual({ male: false, female: true });
  });

  it('hides the question’s boxes together', async () => {
    const { user, dialog } = openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Hide “9. Sex.”' }));
    expect(within(dialog).getByRole('heading', { name: 'Hidden fields (2)' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('radiogroup')).toBeNull();
  });

  it('says so when the server refuses two answers to one question', async () => {
    const { user, dialog } = openDialog({
      'POST /api/document/create-filled-form/7': {
        status: 422,
        body: { code: 'one_choice_only', message: 'Choose only one answer to "9. Sex.".' },
      },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Some questions take only one answer. Choose one answer to each.'),
    ).toBeInTheDocument();
  });
});
