/** A "select only one" question: its check boxes asked as one radio question, one answer ticked. */
import type { CollaborationField } from '@counsel/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../test/fake-api';
import { field, linkForm, stubCanvas } from '../../../../test/link-fixtures';
import { renderApp } from '../../../../test/render-app';

let TOKEN = '';
let BASE = '';
let count = 0;
beforeEach(() => {
  count += 1;
  TOKEN = `tok-choices-${count}-abcdefghijklmnopqrstuvwxyz012345`;
  BASE = `/api/collaboration-link/${TOKEN}`;
  stubCanvas('data:image/png;base64,iVBORw0KGgo=');
});
afterEach(() => vi.restoreAllMocks());

const box = (name: string, label: string, labelAr: string | null, extra: Partial<CollaborationField> = {}) =>
  field(name, label, {
    type: 'checkbox',
    default_value: false,
    metadata: { field_purpose: null, choice_group: 'Pt2:9', label_ar: labelAr },
    ...extra,
  });

const form = (locale: 'en' | 'ar', arabic = false) =>
  linkForm({
    locale,
    form_schema: [
      {
        section: 'Part 2',
        section_description: '',
        fields: [
          box('male', '9. Sex. Select Male.', arabic ? '9. الجنس. اختر ذكر.' : null, { default_value: true }),
          box('female', '9. Sex. Select Female.', arabic ? '9. الجنس. اختر أنثى.' : null),
          field('g28', 'Select this box if Form G-28 is attached.', { type: 'checkbox', default_value: false }),
        ],
      },
    ],
  });

describe('a "select only one" question on the client’s form', () => {
  it('asks the boxes as one radio question; choosing one ticks it and clears the others', async () => {
    const server = fakeApi({
      [`GET ${BASE}`]: { body: { form: form('en') } },
      [`PUT ${BASE}/progress`]: { status: 204 },
    });
    const { user } = renderApp(`/en/client-form/${TOKEN}`, { token: null });
    const question = await screen.findByRole('radiogroup', { name: '9. Sex.' });
    const male = within(question).getByRole('radio', { name: 'Male' });
    const female = within(question).getByRole('radio', { name: 'Female' });
    expect(male).toBeChecked();
    // A box outside any group stays a check box.
    expect(screen.getByRole('checkbox', { name: /G-28/ })).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: /Sex/ })).not.toBeInTheDocument();

    await user.click(female);
    expect(female).toBeChecked();
    expect(male).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Sign and submit' });
    const saved = server.calls.find((call) => call.method === 'PUT')!.body as { values: Record<string, unknown> };
    expect(saved.values).toMatchObject({ male: false, female: true });
  });

  it('in Arabic asks the Arabic question and answers, each beside its English original', async () => {
    fakeApi({ [`GET ${BASE}`]: { body: { form: form('ar', true) } } });
    renderApp(`/ar/client-form/${TOKEN}`, { token: null });
    const question = await screen.findByRole('radiogroup', { name: /9\. الجنس\./ });
    expect(within(question).getByRole('radio', { name: /أنثى/ })).toBeInTheDocument();
    // The question labels the group from outside it; the English original is marked as English.
    expect(screen.getByText('9. Sex.').closest('[lang="en"]')).not.toBeNull();
    expect(within(question).getByText('Female')).toBeInTheDocument();
  });
});
