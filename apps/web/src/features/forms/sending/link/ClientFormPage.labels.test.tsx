import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/fake-api';
import { field, linkForm } from '../../../../test/link-fixtures';
import { renderApp } from '../../../../test/render-app';

const TOKEN = 'tok-labels-abcdefghijklmnopqrstuvwxyz0';
const FAMILY = '4. A. Enter Family Name (Last Name).';
const FAMILY_AR = '4. A. أدخل اسم العائلة (الاسم الأخير).';

// A public USCIS form: its questions carry their reviewed Arabic; a firm's own field may not.
const FORM = linkForm({
  locale: 'ar',
  form_schema: [
    {
      section: 'Part 2',
      section_description: 'Information About You (Petitioner)',
      section_description_ar: 'معلومات عنك (المُلتمِس)',
      fields: [
        field('family', FAMILY, { metadata: { field_purpose: null, label_ar: FAMILY_AR } }),
        field('male', '9. Sex. Select Male.', {
          type: 'checkbox',
          metadata: { field_purpose: null, label_ar: '9. الجنس. اختر ذكر.' },
        }),
        field('nickname', 'Nickname'),
      ],
    },
  ],
});

describe('/client-form/:token question labels', () => {
  it('in Arabic, asks in Arabic with the English original beside it, isolated and dimmed', async () => {
    fakeApi({ [`GET /api/collaboration-link/${TOKEN}`]: { body: { form: FORM } } });
    const { user } = renderApp(`/ar/client-form/${TOKEN}`, { token: null });

    const family = await screen.findByRole('textbox', { name: `${FAMILY_AR} ${FAMILY}` });
    expect(screen.getByRole('checkbox', { name: '9. الجنس. اختر ذكر. 9. Sex. Select Male.' })).toBeInTheDocument();
    const english = screen.getByText(FAMILY);
    expect(english.tagName).toBe('BDI');
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveAttribute('dir', 'ltr');
    // A field without a reviewed translation keeps its English label.
    expect(screen.getByRole('textbox', { name: 'Nickname' })).toBeInTheDocument();
    expect(screen.getByText('معلومات عنك (المُلتمِس)')).toBeInTheDocument();
    expect(
      within(screen.getByText('معلومات عنك (المُلتمِس)').parentElement!).getByText('Information About You (Petitioner)'),
    ).toHaveAttribute('lang', 'en');

    await user.type(family, 'Haddad');
    await user.click(within(screen.getByRole('group', { name: 'اللغة' })).getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('textbox', { name: FAMILY })).toHaveValue('Haddad');
    expect(screen.queryByText(FAMILY_AR)).toBeNull();
    expect(screen.queryByText('معلومات عنك (المُلتمِس)')).toBeNull();
    expect(screen.getByText('Information About You (Petitioner)')).toBeInTheDocument();
  });
});
