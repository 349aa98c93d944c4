import type { Address, Locale } from '@counsel/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../app/AppProviders';
import { LocaleContext } from '../../lib/locale';
import { i18n } from '../../locales/i18n';
import { fakeApi, type RecordedCall } from '../../test/fake-api';
import { AddressFields, type AddressFieldsProps, emptyAddress } from './AddressFields';

const COUNTRIES = [
  { id: 'CA', name: 'Canada' },
  { id: 'JO', name: 'Jordan' },
  { id: 'US', name: 'United States' },
];
const STATES: Record<string, Array<{ id: string; name: string }>> = {
  US: [
    { id: 'CA', name: 'California' },
    { id: 'TX', name: 'Texas' },
  ],
  JO: [{ id: '16', name: 'Amman' }],
  CA: [],
};
const CITIES = [
  { id: '4699066', name: 'Houston' },
  { id: '4726206', name: 'San Antonio' },
  { id: '4684888', name: 'Dallas' },
];

function geoApi() {
  return fakeApi({
    'GET /api/geo/countries': { body: COUNTRIES },
    ...Object.fromEntries(
      Object.entries(STATES).map(([country, states]) => [`GET /api/geo/countries/${country}/states`, { body: states }]),
    ),
    'GET /api/geo/countries/US/states/TX/cities': (call: RecordedCall) => {
      const q = new URLSearchParams(call.search).get('q')?.toLowerCase() ?? '';
      return { body: CITIES.filter((city) => city.name.toLowerCase().startsWith(q)) };
    },
    'GET /api/geo/countries/JO/states/16/cities': { body: [{ id: '250441', name: 'Amman' }] },
  });
}

function Harness({
  initial,
  onValue,
  ...props
}: Partial<AddressFieldsProps> & { initial: Address; onValue: (a: Address) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <AddressFields
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

function renderAddress(initial: Address, props: Partial<AddressFieldsProps> = {}, locale: Locale = 'en') {
  void i18n.changeLanguage(locale);
  const onValue = vi.fn<(a: Address) => void>();
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={createQueryClient()} mantineEnv="test">
      <LocaleContext.Provider value={{ locale, prefix: locale === 'en' ? '' : `/${locale}` }}>
        <Harness initial={initial} onValue={onValue} {...props} />
      </LocaleContext.Provider>
    </AppProviders>,
  );
  const last = () => onValue.mock.lastCall?.[0];
  return { user, onValue, last };
}

/** A place is a combobox while picked from a list and a textbox while typed. */
function field(name: string | RegExp): HTMLElement {
  return screen.queryByRole('combobox', { name }) ?? screen.getByRole('textbox', { name });
}
const findField = (name: string | RegExp) => waitFor(() => field(name));

async function pick(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(field(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('AddressFields', () => {
  it('defaults to the United States and picks a state, then a city found by search', async () => {
    const { calls } = geoApi();
    const { user, last } = renderAddress({ street: '', city: null, state: null, postal_code: '', country: null });
    await waitFor(() => expect(last()?.country).toEqual({ id: 'US', name: 'United States' }));
    // The picked country shows once the list of countries has arrived, which may come after the value.
    await waitFor(() => expect(field('Country')).toHaveValue('United States'));
    // No state yet: the city waits for one.
    expect(field('City')).toBeDisabled();

    await pick(user, 'State', 'Texas');
    expect(last()?.state).toEqual({ id: 'TX', name: 'Texas' });

    await user.type(field('City'), 'hou');
    // The server searches: its answer replaces the list.
    await waitFor(() => expect(screen.queryByRole('option', { name: 'San Antonio' })).not.toBeInTheDocument());
    expect(calls.some((call) => call.path.endsWith('/TX/cities') && call.search.includes('q=hou'))).toBe(true);
    await user.click(screen.getByRole('option', { name: 'Houston' }));
    expect(last()?.city).toEqual({ id: '4699066', name: 'Houston' });

    await user.type(field('Street'), '1200 Main St');
    await user.type(field('Postal code'), '77002');
    expect(last()).toEqual({
      street: '1200 Main St',
      city: { id: '4699066', name: 'Houston' },
      state: { id: 'TX', name: 'Texas' },
      postal_code: '77002',
      country: { id: 'US', name: 'United States' },
    });
  });

  it('clears the state and the city when the country changes', async () => {
    geoApi();
    const { user, last } = renderAddress({
      ...emptyAddress(),
      state: { id: 'TX', name: 'Texas' },
      city: { id: '4699066', name: 'Houston' },
    });
    expect(await findField('City')).toHaveValue('Houston');
    await pick(user, 'Country', 'Jordan');
    expect(last()).toMatchObject({ country: { id: 'JO', name: 'Jordan' }, state: null, city: null });
    await pick(user, 'State', 'Amman');
    expect(last()?.state).toEqual({ id: '16', name: 'Amman' });
  });

  it('switches each level to typing and back, keeping the names when switching to typing', async () => {
    geoApi();
    const { user, last } = renderAddress({ ...emptyAddress(), state: { id: 'TX', name: 'Texas' } });
    await findField('State');

    await user.click(screen.getByRole('button', { name: 'Type the city instead' }));
    await user.type(field('City'), 'Sugar Land');
    expect(last()?.city).toEqual({ id: null, name: 'Sugar Land' });
    await user.click(screen.getByRole('button', { name: 'Pick the city from the list' }));
    expect(last()?.city).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Type the country instead' }));
    expect(last()).toMatchObject({ country: { id: null, name: 'United States' }, state: { id: null, name: 'Texas' } });
    // A typed country has no list of states: state and city are typed too, without a toggle.
    expect(field('State')).toHaveValue('Texas');
    expect(screen.queryByRole('button', { name: 'Pick the state from the list' })).not.toBeInTheDocument();
    await user.clear(field('Country'));
    await user.type(field('Country'), 'Atlantis');
    expect(last()).toMatchObject({ country: { id: null, name: 'Atlantis' }, state: { id: null, name: 'Texas' } });

    await user.click(screen.getByRole('button', { name: 'Pick the country from the list' }));
    expect(last()).toMatchObject({ country: null, state: null, city: null });
  });

  it('shows places typed by hand that a form loads after it started', async () => {
    geoApi();
    const onValue = vi.fn();
    const loaded: Address = {
      street: '5 Main St',
      city: { id: null, name: 'Sugar Land' },
      state: { id: 'TX', name: 'Texas' },
      postal_code: '77478',
      country: { id: 'US', name: 'United States' },
    };
    void i18n.changeLanguage('en');
    const user = userEvent.setup();
    const { rerender } = render(
      <AppProviders queryClient={createQueryClient()} mantineEnv="test">
        <AddressFields value={emptyAddress()} onChange={onValue} />
      </AppProviders>,
    );
    rerender(
      <AppProviders queryClient={createQueryClient()} mantineEnv="test">
        <AddressFields value={loaded} onChange={onValue} />
      </AppProviders>,
    );
    expect(await screen.findByRole('textbox', { name: 'City' })).toHaveValue('Sugar Land');
    await user.clear(screen.getByRole('textbox', { name: 'City' }));
    // Still a text box once emptied: the person is typing.
    expect(screen.getByRole('textbox', { name: 'City' })).toBeInTheDocument();
    expect(onValue).toHaveBeenLastCalledWith({ ...loaded, city: null });
  });

  it('offers typing only where a country has no states', async () => {
    geoApi();
    const { user, last } = renderAddress(emptyAddress());
    await pick(user, 'Country', 'Canada');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Type the state instead' })).not.toBeInTheDocument(),
    );
    await user.type(field('State'), 'Ontario');
    await user.type(field('City'), 'Toronto');
    expect(last()).toMatchObject({ state: { id: null, name: 'Ontario' }, city: { id: null, name: 'Toronto' } });
  });

  it('shows errors and required marks, and leaves an optional address without a default country', async () => {
    geoApi();
    renderAddress(
      { street: null, city: null, state: null, postal_code: null, country: null },
      { defaultCountryId: null, errors: { street: 'Street is required.' }, required: { street: true } },
    );
    expect(await screen.findByText('Street is required.')).toBeInTheDocument();
    expect(field(/Street/)).toHaveAttribute('aria-required', 'true');
    await waitFor(() => expect(field('Country')).toHaveValue(''));
  });

  it('speaks Arabic and asks for the lists in Arabic', async () => {
    const { calls } = geoApi();
    renderAddress(emptyAddress(), {}, 'ar');
    expect(await findField('الدولة')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'اكتب اسم الدولة بدلًا من ذلك' })).toBeInTheDocument();
    await waitFor(() => expect(calls.find((c) => c.path === '/api/geo/countries')?.search).toBe('?locale=ar'));
  });
});
