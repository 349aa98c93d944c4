import { type LinkForm, OTHER_FIELDS_SECTION } from '@counsel/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';

const TOKEN = 'tok-sections-abcdefghijklmnopqrstuvwxyz';

const FORM: LinkForm = {
  form_title: 'G-28',
  firm_name: 'Haddad & Partners',
  client_first_name: 'Ahmed',
  locale: 'ar',
  status: 'sent',
  expires_at: '2026-12-04T10:00:00.000Z',
  form_schema: [
    {
      section: OTHER_FIELDS_SECTION,
      section_description: '',
      fields: [
        {
          name: 'uscis_account',
          label: 'USCIS Online Account Number',
          type: 'text',
          default_value: null,
          required: false,
          hidden: false,
          client_related: false,
          options: [],
          metadata: { field_purpose: null },
        },
      ],
    },
  ],
  values: {},
  current_section: 0,
  requested_documents: [],
  attachments: [],
  shared_documents: [],
};

describe('/client-form/:token section titles', () => {
  it('names the section of fields outside any part in the page’s language', async () => {
    fakeApi({ [`GET /api/collaboration-link/${TOKEN}`]: { body: { form: FORM } } });
    renderApp(`/ar/client-form/${TOKEN}`, { token: null });
    expect(await screen.findByRole('heading', { level: 2, name: 'حقول أخرى' })).toBeInTheDocument();
    expect(screen.queryByText(OTHER_FIELDS_SECTION)).toBeNull();
  });
});
