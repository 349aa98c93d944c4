import type { Client } from '@counsel/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type RecordedCall } from '../../test/fake-api';
import { makeClient, makeMe } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const CLIENT: Client = makeClient({
  date_of_birth: '1986-09-12',
  country_of_birth: 'MX',
  citizenship: 'MX',
  a_number: 'A012345678',
  immigration_status: 'H1B',
  passport_number: 'G44812209',
});

const COUNTRIES = {
  en: [
    { id: 'MX', name: 'Mexico' },
    { id: 'US', name: 'United States' },
  ],
  ar: [
    { id: 'MX', name: 'المكسيك' },
    { id: 'US', name: 'الولايات المتحدة' },
  ],
};
const geo = {
  'GET /api/geo/countries': (call: RecordedCall) => ({
    body: new URLSearchParams(call.search).get('locale') === 'ar' ? COUNTRIES.ar : COUNTRIES.en,
  }),
  'GET /api/geo/countries/US/states': { body: [{ id: 'TX', name: 'Texas' }] },
  'GET /api/geo/countries/US/states/TX/cities': { body: [{ id: '4699066', name: 'Houston' }] },
};
const admin = { 'GET /api/auth/me': { body: makeMe({ is_admin: true }) } };

describe('a client’s immigration facts', () => {
  it('shows them on the profile, countries and status in the interface’s language', async () => {
    fakeApi({ ...admin, ...geo, 'GET /api/client/5': { body: { client: CLIENT } } });
    renderApp('/client/5');
    expect(await screen.findByRole('heading', { name: 'Maria Luisa Gomez' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Immigration' });
    await waitFor(() => expect(section).toHaveTextContent('Mexico'));
    expect(section).toHaveTextContent('H-1B specialty occupation worker');
    expect(section).toHaveTextContent('A-012-345-678');
    expect(section).toHaveTextContent('Sep 12, 1986');
  });

  it('speaks Arabic on the profile', async () => {
    fakeApi({ ...admin, ...geo, 'GET /api/client/5': { body: { client: CLIENT } } });
    renderApp('/ar/client/5');
    expect(await screen.findByRole('heading', { name: 'Maria Luisa Gomez' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'الهجرة' });
    await waitFor(() => expect(section).toHaveTextContent('المكسيك'));
    expect(section).toHaveTextContent('عامل في مهنة تخصصية (H-1B)');
  });

  it('checks the numbers and dates in the form, then sends them normalised, an emptied one as blank', async () => {
    const { calls } = fakeApi({
      ...admin,
      ...geo,
      'GET /api/client/5': { body: { client: CLIENT } },
      'PUT /api/client/5': { body: { client: CLIENT } },
    });
    const { user } = renderApp('/client/5');
    /** Pasting instead of typing key by key keeps the test quick on a busy machine. */
    const fill = async (input: HTMLElement, text: string) => {
      await user.clear(input);
      await user.click(input);
      await user.paste(text);
    };
    await user.click(await screen.findByRole('button', { name: 'Edit client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit client' });
    const aNumber = within(dialog).getByRole('textbox', { name: /A-number/ });
    await waitFor(() => expect(aNumber).toHaveValue('A012345678'));

    await fill(aNumber, 'A-1234');
    const birth = within(dialog).getByLabelText('Date of birth');
    await fill(birth, '2999-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Enter an A-number: A followed by 8 or 9 digits.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a date between 1900 and 2200.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await fill(aNumber, 'a 123 456 789');
    await fill(birth, '1986-09-13');
    await user.clear(within(dialog).getByRole('textbox', { name: /Passport number/ }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Citizenship' }));
    await user.click(await screen.findByRole('option', { name: 'United States' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Current immigration status' }));
    await user.click(await screen.findByRole('option', { name: 'Lawful permanent resident (green card)' }));
    await fill(within(dialog).getByRole('textbox', { name: /I-94 number/ }), '12345678a90');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      a_number: 'A123456789',
      date_of_birth: '1986-09-13',
      country_of_birth: 'MX',
      citizenship: 'US',
      immigration_status: 'LPR',
      i94_number: '12345678A90',
      passport_number: '',
      last_entry_date: '',
    });
  });

  it('shows the server’s field messages in Arabic on an Arabic screen', async () => {
    fakeApi({
      ...admin,
      ...geo,
      'GET /api/client/5': { body: { client: CLIENT } },
      'PUT /api/client/5': {
        status: 400,
        body: {
          code: 'validation_failed',
          message: 'Some fields are invalid',
          // The API's own English texts, as it sends them for a code it does not know.
          fields: { country_of_birth: 'Pick a country', date_of_birth: 'This date cannot be in the future' },
          details: {},
        },
      },
    });
    const { user } = renderApp('/ar/client/5');
    await user.click(await screen.findByRole('button', { name: 'تعديل بيانات العميل' }));
    const dialog = await screen.findByRole('dialog', { name: 'تعديل بيانات العميل' });
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /A-number|رقم الأجنبي/ })).toHaveValue('A012345678'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'حفظ التغييرات' }));
    expect(await within(dialog).findByText('اختر بلداً من القائمة.')).toBeInTheDocument();
    expect(within(dialog).getByText('لا يمكن أن يكون هذا التاريخ في المستقبل.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Pick a country')).not.toBeInTheDocument();
  });
});
